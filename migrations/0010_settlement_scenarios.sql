CREATE TABLE "settlement_scenarios" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"settlement_costs" integer NOT NULL,
	"trial_costs" integer NOT NULL,
	"settlement_percent" integer NOT NULL,
	"worst_percent" integer NOT NULL,
	"expected_percent" integer NOT NULL,
	"best_percent" integer NOT NULL,
	"risk_tolerance" integer NOT NULL,
	"use_division" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_scenarios_costs" CHECK ("settlement_scenarios"."settlement_costs" between 0 and 1000000 and "settlement_scenarios"."trial_costs" between 0 and 1000000),
	CONSTRAINT "settlement_scenarios_percents" CHECK ("settlement_scenarios"."settlement_percent" between 0 and 100 and 0 <= "settlement_scenarios"."worst_percent" and "settlement_scenarios"."worst_percent" < "settlement_scenarios"."expected_percent" and "settlement_scenarios"."expected_percent" < "settlement_scenarios"."best_percent" and "settlement_scenarios"."best_percent" <= 100),
	CONSTRAINT "settlement_scenarios_risk" CHECK ("settlement_scenarios"."risk_tolerance" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "settlement_scenarios" ADD CONSTRAINT "settlement_scenarios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;