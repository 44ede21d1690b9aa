CREATE TABLE "document_chunks" (
	"document_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "document_chunks_document_id_seq_pk" PRIMARY KEY("document_id","seq")
);
--> statement-breakpoint
CREATE TABLE "document_links" (
	"document_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_links_document_id_entity_entity_id_pk" PRIMARY KEY("document_id","entity","entity_id"),
	CONSTRAINT "document_links_entity" CHECK ("document_links"."entity" in ('expense', 'event', 'networth_item'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" varchar(64),
	"status" text DEFAULT 'uploading' NOT NULL,
	"storage" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"purged_at" timestamp (3) with time zone,
	CONSTRAINT "documents_status" CHECK ("documents"."status" in ('uploading', 'stored')),
	CONSTRAINT "documents_storage" CHECK ("documents"."storage" in ('database', 's3')),
	CONSTRAINT "documents_bytes_min" CHECK ("documents"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "revisions" DROP CONSTRAINT "revisions_entity";--> statement-breakpoint
ALTER TABLE "revisions" DROP CONSTRAINT "revisions_action";--> statement-breakpoint
ALTER TABLE "document_chunks" ADD CONSTRAINT "document_chunks_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_links_record_idx" ON "document_links" USING btree ("user_id","entity","entity_id");--> statement-breakpoint
CREATE INDEX "documents_user_id_idx" ON "documents" USING btree ("user_id","uploaded_at");--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_entity" CHECK ("revisions"."entity" in ('expense', 'event', 'networth_item', 'division_target', 'settlement_scenario', 'parties', 'document'));--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_action" CHECK ("revisions"."action" in ('create', 'update', 'delete', 'restore', 'relabel', 'link', 'unlink'));--> statement-breakpoint
ALTER TABLE "document_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
