CREATE TABLE "revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"data" jsonb NOT NULL,
	"recorded_at" timestamp (3) with time zone NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "revisions_entity" CHECK ("revisions"."entity" in ('expense', 'event', 'networth_item')),
	CONSTRAINT "revisions_action" CHECK ("revisions"."action" in ('create', 'update', 'delete', 'restore')),
	CONSTRAINT "revisions_seq_positive" CHECK ("revisions"."seq" > 0)
);
--> statement-breakpoint
CREATE TABLE "snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"head_seq" integer NOT NULL,
	"head_hash" text NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "snapshots_code_unique" UNIQUE("code"),
	CONSTRAINT "snapshots_kind" CHECK ("snapshots"."kind" in ('networth_pdf', 'case_file', 'csv', 'data_export'))
);
--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "snapshots" ADD CONSTRAINT "snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "revisions_user_seq_idx" ON "revisions" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "revisions_user_entity_idx" ON "revisions" USING btree ("user_id","entity","entity_id","seq");--> statement-breakpoint
CREATE INDEX "snapshots_user_id_idx" ON "snapshots" USING btree ("user_id");--> statement-breakpoint
-- Revisions are append-only. UPDATE is refused always; DELETE only inside the account-deletion
-- transaction, which names the user it erases with `set local fairsplit.erasing_user_id`.
CREATE FUNCTION "revisions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
     AND OLD.user_id::text = current_setting('fairsplit.erasing_user_id', true) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'revisions are append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "revisions_append_only" BEFORE UPDATE OR DELETE ON "revisions"
  FOR EACH ROW EXECUTE FUNCTION "revisions_append_only"();
--> statement-breakpoint
CREATE FUNCTION "revisions_no_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'revisions are append-only: TRUNCATE refused'
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "revisions_no_truncate" BEFORE TRUNCATE ON "revisions"
  FOR EACH STATEMENT EXECUTE FUNCTION "revisions_no_truncate"();
--> statement-breakpoint
-- Backfill: every existing expense, event and net worth item gets a `create` revision, chained
-- per user in the order the records were created. The data text is written here in the
-- canonical JSON of shared/evidence.ts (keys sorted, money as decimal text, timestamps as ISO
-- UTC to the millisecond), and the stored jsonb is parsed from that same text, so the server's
-- integrity check recomputes these hashes like any other.
DO $$
DECLARE
  recorded timestamptz := date_trunc('milliseconds', clock_timestamp());
  recorded_text text := to_json(to_char(recorded AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text;
  previous_user integer := NULL;
  next_seq integer;
  prev text;
  envelope text;
  next_hash text;
  r record;
BEGIN
  FOR r IN
    WITH records AS (
      SELECT user_id, 'expense' AS entity, id AS entity_id, created_at,
        '{"amount":' || to_json(amount::text)::text
        || ',"created_at":' || to_json(to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
        || ',"date":' || to_json(date::text)::text
        || ',"id":' || id::text
        || ',"name":' || to_json(name)::text
        || ',"updated_at":' || to_json(to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
        || '}' AS data_text
      FROM expenses
      UNION ALL
      SELECT user_id, 'event', id, created_at,
        '{"concern_level":' || concern_level::text
        || ',"created_at":' || to_json(to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
        || ',"date":' || to_json(date::text)::text
        || ',"description":' || to_json(description)::text
        || ',"id":' || id::text
        || ',"party":' || to_json(party)::text
        || ',"updated_at":' || to_json(to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
        || '}'
      FROM events
      UNION ALL
      SELECT user_id, 'networth_item', id, created_at,
        '{"category":' || to_json(category)::text
        || ',"classification":' || to_json(classification)::text
        || ',"created_at":' || to_json(to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
        || ',"dispute_notes":' || coalesce(to_json(dispute_notes)::text, 'null')
        || ',"id":' || id::text
        || ',"is_disputed":' || CASE WHEN is_disputed THEN 'true' ELSE 'false' END
        || ',"name":' || to_json(name)::text
        || ',"notes":' || coalesce(to_json(notes)::text, 'null')
        || ',"ownership":' || to_json(ownership)::text
        || ',"updated_at":' || to_json(to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
        || ',"value":' || to_json(value::text)::text
        || '}'
      FROM networth_items
    )
    SELECT * FROM records ORDER BY user_id, created_at, entity, entity_id
  LOOP
    IF previous_user IS DISTINCT FROM r.user_id THEN
      previous_user := r.user_id;
      next_seq := 0;
      prev := repeat('0', 64);
    END IF;
    next_seq := next_seq + 1;
    envelope := '{"action":"create","data":' || r.data_text
      || ',"entity":' || to_json(r.entity)::text
      || ',"entity_id":' || r.entity_id::text
      || ',"recorded_at":' || recorded_text
      || ',"seq":' || next_seq::text || '}';
    next_hash := encode(sha256(convert_to(prev || envelope, 'UTF8')), 'hex');
    INSERT INTO revisions (user_id, seq, entity, entity_id, action, data, recorded_at, prev_hash, hash)
      VALUES (r.user_id, next_seq, r.entity, r.entity_id, 'create', r.data_text::jsonb, recorded, prev, next_hash);
    prev := next_hash;
  END LOOP;
END
$$;
