CREATE TABLE "share_accesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_agent" text NOT NULL,
	"ip_prefix" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_accesses_kind" CHECK ("share_accesses"."kind" in ('view', 'download'))
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"label" text NOT NULL,
	"covers_networth" boolean NOT NULL,
	"covers_expenses" boolean NOT NULL,
	"covers_events" boolean NOT NULL,
	"token_hash" text NOT NULL,
	"passcode_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_accessed_at" timestamp with time zone,
	CONSTRAINT "shares_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "shares_covers_something" CHECK ("shares"."covers_networth" or "shares"."covers_expenses" or "shares"."covers_events")
);
--> statement-breakpoint
ALTER TABLE "snapshots" ADD COLUMN "share_id" integer;--> statement-breakpoint
ALTER TABLE "share_accesses" ADD CONSTRAINT "share_accesses_share_id_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_accesses" ADD CONSTRAINT "share_accesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_accesses_share_id_idx" ON "share_accesses" USING btree ("share_id","id");--> statement-breakpoint
CREATE INDEX "share_accesses_user_id_idx" ON "share_accesses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shares_user_id_idx" ON "shares" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_share_id_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shares"("id") ON DELETE set null ON UPDATE no action;