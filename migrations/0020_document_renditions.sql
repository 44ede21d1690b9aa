CREATE TABLE "document_renditions" (
	"document_id" integer NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "document_renditions_document_id_kind_pk" PRIMARY KEY("document_id","kind"),
	CONSTRAINT "document_renditions_kind" CHECK ("document_renditions"."kind" in ('thumbnail', 'preview'))
);
--> statement-breakpoint
ALTER TABLE "document_renditions" ADD CONSTRAINT "document_renditions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;