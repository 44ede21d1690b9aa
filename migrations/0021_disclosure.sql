CREATE TABLE "disclosure_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"amount" numeric(10, 2),
	"basis" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_by_others" numeric(10, 2),
	"owed" numeric(10, 2),
	CONSTRAINT "disclosure_lines_category" CHECK (category in ('housing.rent_mortgage', 'housing.property_tax', 'housing.insurance', 'housing.maintenance', 'housing.hoa', 'utilities.electric', 'utilities.gas', 'utilities.water_sewer_trash', 'utilities.phone', 'utilities.internet_tv', 'food.groceries', 'food.eating_out', 'children.child_care', 'children.education', 'children.activities', 'children.clothing', 'children.medical', 'children.visitation_travel', 'transportation.loan_lease', 'transportation.fuel', 'transportation.insurance', 'transportation.repairs', 'transportation.registration', 'transportation.parking_transit', 'insurance.health', 'insurance.life', 'insurance.disability', 'health.uninsured', 'personal.clothing', 'personal.laundry', 'personal.grooming', 'entertainment.gifts_vacation', 'education.self', 'charity.contributions', 'savings.voluntary', 'installments.payments', 'support.other_relationships', 'pets.care', 'legal.attorney_fees', 'legal.court_costs', 'other')),
	CONSTRAINT "disclosure_lines_basis" CHECK (basis in ('actual', 'estimated', 'proposed')),
	CONSTRAINT "disclosure_lines_amounts_min" CHECK ("disclosure_lines"."amount" >= 0 and "disclosure_lines"."paid_by_others" >= 0 and "disclosure_lines"."owed" >= 0),
	CONSTRAINT "disclosure_lines_says_something" CHECK ("disclosure_lines"."amount" is not null or "disclosure_lines"."paid_by_others" is not null or "disclosure_lines"."owed" is not null),
	CONSTRAINT "disclosure_lines_owed_attorney" CHECK ("disclosure_lines"."owed" is null or "disclosure_lines"."category" = 'legal.attorney_fees')
);
--> statement-breakpoint
CREATE TABLE "income_deductions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"frequency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "income_deductions_type" CHECK (type in ('taxes', 'required_retirement', 'union_dues', 'health_insurance', 'other')),
	CONSTRAINT "income_deductions_frequency" CHECK (frequency in ('weekly', 'biweekly', 'semimonthly', 'monthly', 'quarterly', 'yearly')),
	CONSTRAINT "income_deductions_amount_min" CHECK ("income_deductions"."amount" >= 0.01)
);
--> statement-breakpoint
CREATE TABLE "income_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"frequency" text NOT NULL,
	"hours_per_week" numeric(5, 2),
	"last_month" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "income_sources_type" CHECK (type in ('salary', 'overtime', 'commissions', 'self_employment', 'rental', 'investment', 'pension', 'social_security', 'disability', 'unemployment', 'support_received', 'other')),
	CONSTRAINT "income_sources_frequency" CHECK (frequency in ('weekly', 'biweekly', 'semimonthly', 'monthly', 'quarterly', 'yearly', 'hourly')),
	CONSTRAINT "income_sources_amount_min" CHECK ("income_sources"."amount" >= 0.01),
	CONSTRAINT "income_sources_hours" CHECK (("income_sources"."frequency" = 'hourly') = ("income_sources"."hours_per_week" is not null))
);
--> statement-breakpoint
ALTER TABLE "revisions" DROP CONSTRAINT "revisions_entity";--> statement-breakpoint
ALTER TABLE "shares" DROP CONSTRAINT "shares_covers_something";--> statement-breakpoint
ALTER TABLE "snapshots" DROP CONSTRAINT "snapshots_kind";--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "category" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "networth_items" ADD COLUMN "monthly_payment" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "covers_disclosure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "disclosure_lines" ADD CONSTRAINT "disclosure_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_deductions" ADD CONSTRAINT "income_deductions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_sources" ADD CONSTRAINT "income_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disclosure_lines_user_category_idx" ON "disclosure_lines" USING btree ("user_id","category");--> statement-breakpoint
CREATE INDEX "income_deductions_user_id_idx" ON "income_deductions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "income_sources_user_id_idx" ON "income_sources" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_category" CHECK (category in ('housing.rent_mortgage', 'housing.property_tax', 'housing.insurance', 'housing.maintenance', 'housing.hoa', 'utilities.electric', 'utilities.gas', 'utilities.water_sewer_trash', 'utilities.phone', 'utilities.internet_tv', 'food.groceries', 'food.eating_out', 'children.child_care', 'children.education', 'children.activities', 'children.clothing', 'children.medical', 'children.visitation_travel', 'transportation.loan_lease', 'transportation.fuel', 'transportation.insurance', 'transportation.repairs', 'transportation.registration', 'transportation.parking_transit', 'insurance.health', 'insurance.life', 'insurance.disability', 'health.uninsured', 'personal.clothing', 'personal.laundry', 'personal.grooming', 'entertainment.gifts_vacation', 'education.self', 'charity.contributions', 'savings.voluntary', 'installments.payments', 'support.other_relationships', 'pets.care', 'legal.attorney_fees', 'legal.court_costs', 'other'));--> statement-breakpoint
ALTER TABLE "networth_items" ADD CONSTRAINT "networth_items_monthly_payment" CHECK ("networth_items"."monthly_payment" is null or ("networth_items"."classification" = 'debt' and "networth_items"."monthly_payment" >= 0));--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_entity" CHECK ("revisions"."entity" in ('expense', 'event', 'networth_item', 'division_target', 'settlement_scenario', 'parties', 'document', 'income_source', 'income_deduction', 'disclosure_line'));--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_covers_something" CHECK ("shares"."covers_networth" or "shares"."covers_expenses" or "shares"."covers_events" or "shares"."covers_documents" or "shares"."covers_disclosure");--> statement-breakpoint
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_kind" CHECK ("snapshots"."kind" in ('networth_pdf', 'case_file', 'csv', 'data_export', 'disclosure_pdf'));