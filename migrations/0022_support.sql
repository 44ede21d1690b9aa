CREATE TABLE "support_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"payer" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"frequency" text NOT NULL,
	"first_due" date NOT NULL,
	"end_date" date,
	"case_number" text,
	"terms" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_orders_type" CHECK (type in ('child_support', 'spousal_support', 'medical_support', 'other')),
	CONSTRAINT "support_orders_payer" CHECK (payer in ('me', 'other_party')),
	CONSTRAINT "support_orders_frequency" CHECK (frequency in ('weekly', 'biweekly', 'semimonthly', 'monthly')),
	CONSTRAINT "support_orders_amount_min" CHECK ("support_orders"."amount" >= 0.01),
	CONSTRAINT "support_orders_end_date" CHECK ("support_orders"."end_date" is null or "support_orders"."end_date" >= "support_orders"."first_due")
);
--> statement-breakpoint
CREATE TABLE "support_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_payments_method" CHECK (method in ('bank_transfer', 'check', 'cash', 'payment_app', 'wage_withholding')),
	CONSTRAINT "support_payments_amount_min" CHECK ("support_payments"."amount" >= 0.01)
);
--> statement-breakpoint
CREATE TABLE "support_reimbursements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expense_id" integer,
	"name" text NOT NULL,
	"category" text,
	"expense_date" date,
	"amount" numeric(10, 2) NOT NULL,
	"share_percent" numeric(5, 2) NOT NULL,
	"requested_amount" numeric(10, 2) NOT NULL,
	"paid_amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"requested_on" date NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"dispute_reason" text,
	"note" text,
	"statement_days" integer NOT NULL,
	"payment_days" integer NOT NULL,
	"events" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_reimbursements_status" CHECK (status in ('requested', 'partly_paid', 'paid', 'disputed', 'resolved')),
	CONSTRAINT "support_reimbursements_reason" CHECK (dispute_reason is null or dispute_reason in ('not_shared', 'wrong_amount', 'not_agreed', 'duplicate', 'other')),
	CONSTRAINT "support_reimbursements_share" CHECK ("support_reimbursements"."share_percent" > 0 and "support_reimbursements"."share_percent" <= 100),
	CONSTRAINT "support_reimbursements_paid" CHECK ("support_reimbursements"."paid_amount" >= 0 and "support_reimbursements"."paid_amount" <= "support_reimbursements"."requested_amount"),
	CONSTRAINT "support_reimbursements_statement_days" CHECK ("support_reimbursements"."statement_days" between 1 and 365),
	CONSTRAINT "support_reimbursements_payment_days" CHECK ("support_reimbursements"."payment_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "document_links" DROP CONSTRAINT "document_links_entity";--> statement-breakpoint
ALTER TABLE "revisions" DROP CONSTRAINT "revisions_entity";--> statement-breakpoint
ALTER TABLE "shares" DROP CONSTRAINT "shares_covers_something";--> statement-breakpoint
ALTER TABLE "snapshots" DROP CONSTRAINT "snapshots_kind";--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "covers_support" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "support_orders" ADD CONSTRAINT "support_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_payments" ADD CONSTRAINT "support_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_payments" ADD CONSTRAINT "support_payments_order_id_support_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."support_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_reimbursements" ADD CONSTRAINT "support_reimbursements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_reimbursements" ADD CONSTRAINT "support_reimbursements_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_orders_user_id_idx" ON "support_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_payments_user_id_idx" ON "support_payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_payments_order_id_idx" ON "support_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "support_reimbursements_user_id_idx" ON "support_reimbursements" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_entity" CHECK ("document_links"."entity" in ('expense', 'event', 'networth_item', 'support_payment'));--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_entity" CHECK ("revisions"."entity" in ('expense', 'event', 'networth_item', 'division_target', 'settlement_scenario', 'parties', 'document', 'income_source', 'income_deduction', 'disclosure_line', 'support_order', 'support_payment', 'reimbursement'));--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_covers_something" CHECK ("shares"."covers_networth" or "shares"."covers_expenses" or "shares"."covers_events" or "shares"."covers_documents" or "shares"."covers_disclosure" or "shares"."covers_support");--> statement-breakpoint
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_kind" CHECK ("snapshots"."kind" in ('networth_pdf', 'case_file', 'csv', 'data_export', 'disclosure_pdf', 'support_pdf'));