ALTER TABLE "shares" DROP CONSTRAINT "shares_covers_something";--> statement-breakpoint
ALTER TABLE "share_accesses" ADD COLUMN "document_id" integer;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "covers_documents" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "share_accesses" ADD CONSTRAINT "share_accesses_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_accesses_document_id_idx" ON "share_accesses" USING btree ("document_id");--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_covers_something" CHECK ("shares"."covers_networth" or "shares"."covers_expenses" or "shares"."covers_events" or "shares"."covers_documents");