CREATE TABLE "decision_analyses" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"inputs" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revisions" DROP CONSTRAINT "revisions_entity";--> statement-breakpoint
ALTER TABLE "shares" DROP CONSTRAINT "shares_covers_something";--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "covers_settlement" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "decision_analyses" ADD CONSTRAINT "decision_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_entity" CHECK ("revisions"."entity" in ('expense', 'event', 'networth_item', 'division_target', 'settlement_scenario', 'parties', 'document', 'income_source', 'income_deduction', 'disclosure_line', 'support_order', 'support_payment', 'reimbursement', 'decision_analysis'));--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_covers_something" CHECK ("shares"."covers_networth" or "shares"."covers_expenses" or "shares"."covers_events" or "shares"."covers_documents" or "shares"."covers_disclosure" or "shares"."covers_support" or "shares"."covers_settlement");