CREATE TABLE "auth_sign_ins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"method" text,
	"session_id" uuid,
	"user_agent" text,
	"network" text,
	"sign_out_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_sign_ins_sign_out_token_hash_unique" UNIQUE("sign_out_token_hash"),
	CONSTRAINT "auth_sign_ins_outcome" CHECK ("auth_sign_ins"."outcome" in ('success', 'wrong_password', 'locked', 'unconfirmed'))
);
--> statement-breakpoint
ALTER TABLE "auth_refresh_tokens" ADD COLUMN "parent_id" bigint;--> statement-breakpoint
ALTER TABLE "auth_refresh_tokens" ADD COLUMN "sealed_token" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_sign_ins" ADD CONSTRAINT "auth_sign_ins_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sign_ins" ADD CONSTRAINT "auth_sign_ins_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sign_ins_user_id_created_at_idx" ON "auth_sign_ins" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "auth_sign_ins_created_at_idx" ON "auth_sign_ins" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "auth_refresh_tokens" ADD CONSTRAINT "auth_refresh_tokens_parent_id_auth_refresh_tokens_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."auth_refresh_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_refresh_tokens" ADD CONSTRAINT "auth_refresh_tokens_parent_id_unique" UNIQUE("parent_id");