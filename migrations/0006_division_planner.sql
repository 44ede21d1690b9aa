CREATE TABLE "division_targets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"target_share" integer DEFAULT 50 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "division_targets_share" CHECK ("division_targets"."target_share" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "networth_items" ADD COLUMN "character" text DEFAULT 'marital' NOT NULL;--> statement-breakpoint
ALTER TABLE "networth_items" ADD COLUMN "proposed_to" text;--> statement-breakpoint
ALTER TABLE "networth_items" ADD COLUMN "split_share" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "division_targets" ADD CONSTRAINT "division_targets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networth_items" ADD CONSTRAINT "networth_items_character" CHECK ("networth_items"."character" in ('marital', 'separate'));--> statement-breakpoint
ALTER TABLE "networth_items" ADD CONSTRAINT "networth_items_joint_is_marital" CHECK (not ("networth_items"."ownership" = 'joint' and "networth_items"."character" = 'separate'));--> statement-breakpoint
ALTER TABLE "networth_items" ADD CONSTRAINT "networth_items_proposed_to" CHECK ("networth_items"."proposed_to" is null or "networth_items"."proposed_to" in ('spouse_1', 'spouse_2', 'split', 'sell'));--> statement-breakpoint
ALTER TABLE "networth_items" ADD CONSTRAINT "networth_items_split_share" CHECK (("networth_items"."proposed_to" = 'split' and "networth_items"."split_share" is not null and "networth_items"."split_share" between 0 and 100)
          or ("networth_items"."proposed_to" is distinct from 'split' and "networth_items"."split_share" is null));