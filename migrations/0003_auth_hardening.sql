ALTER TABLE "auth_one_time_tokens" DROP CONSTRAINT "auth_one_time_tokens_type";--> statement-breakpoint
ALTER TABLE "auth_one_time_tokens" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "refreshed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_one_time_tokens" ADD CONSTRAINT "auth_one_time_tokens_type" CHECK ("auth_one_time_tokens"."type" in ('recovery', 'signup', 'email_change'));