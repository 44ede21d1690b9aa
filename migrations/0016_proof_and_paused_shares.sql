CREATE TABLE "revision_checkpoints" (
	"user_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"hash" text NOT NULL,
	"signature" text NOT NULL,
	"key_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revision_checkpoints_user_id_seq_pk" PRIMARY KEY("user_id","seq")
);
--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "first_accessed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "access_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "paused_reason" text;--> statement-breakpoint
ALTER TABLE "snapshots" ADD COLUMN "via_share" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "snapshots" ADD COLUMN "receipt" text;--> statement-breakpoint
ALTER TABLE "snapshots" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "snapshots" ADD COLUMN "key_id" text;--> statement-breakpoint
ALTER TABLE "revision_checkpoints" ADD CONSTRAINT "revision_checkpoints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_paused_reason" CHECK ("shares"."paused_reason" in ('password_changed', 'password_reset', 'signed_out_everywhere', 'premium_lapsed'));--> statement-breakpoint
-- The access log's first entry and its size, kept on the share from now on as entries roll off.
UPDATE "shares" SET
  "first_accessed_at" = (SELECT min("at") FROM "share_accesses" WHERE "share_accesses"."share_id" = "shares"."id"),
  "access_count" = (SELECT count(*) FROM "share_accesses" WHERE "share_accesses"."share_id" = "shares"."id");--> statement-breakpoint
UPDATE "snapshots" SET "via_share" = true WHERE "share_id" IS NOT NULL;
