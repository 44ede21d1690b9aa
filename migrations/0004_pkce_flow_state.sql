CREATE TABLE "auth_flow_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"one_time_token_id" bigint NOT NULL,
	"code_challenge" text NOT NULL,
	"code_challenge_method" text NOT NULL,
	"auth_code_hash" text,
	"auth_code_issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_flow_states_one_time_token_id_unique" UNIQUE("one_time_token_id"),
	CONSTRAINT "auth_flow_states_auth_code_hash_unique" UNIQUE("auth_code_hash"),
	CONSTRAINT "auth_flow_states_code_challenge_method" CHECK ("auth_flow_states"."code_challenge_method" in ('s256', 'plain'))
);
--> statement-breakpoint
ALTER TABLE "auth_flow_states" ADD CONSTRAINT "auth_flow_states_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_flow_states" ADD CONSTRAINT "auth_flow_states_one_time_token_id_auth_one_time_tokens_id_fk" FOREIGN KEY ("one_time_token_id") REFERENCES "public"."auth_one_time_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_flow_states_user_id_idx" ON "auth_flow_states" USING btree ("user_id");