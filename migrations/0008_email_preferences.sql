ALTER TABLE "users" ADD COLUMN "marketing_opt_in" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "welcome_email_due" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "dev_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
-- Accounts made before the welcome email existed are past their welcome: only new sign-ups get one.
UPDATE "users" SET "welcome_email_due" = false;
