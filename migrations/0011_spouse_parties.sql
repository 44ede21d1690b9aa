ALTER TABLE "users" ADD COLUMN "spouse_role" varchar(8);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "spouse_1_name" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "spouse_2_name" varchar(100);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_spouse_role" CHECK ("users"."spouse_role" in ('spouse_1', 'spouse_2'));