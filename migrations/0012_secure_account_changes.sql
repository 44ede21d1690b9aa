ALTER TABLE "auth_one_time_tokens" DROP CONSTRAINT "auth_one_time_tokens_type";--> statement-breakpoint
ALTER TABLE "auth_one_time_tokens" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "auth_one_time_tokens" ADD COLUMN "user_metadata" jsonb;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "method" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "email_change" text;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "email_change_confirm_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "email_change_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "reauthentication_token_hash" text;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "reauthentication_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_one_time_tokens" ADD CONSTRAINT "auth_one_time_tokens_type" CHECK ("auth_one_time_tokens"."type" in ('recovery', 'signup', 'email_change', 'email_change_current'));