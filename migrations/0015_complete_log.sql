ALTER TABLE "revisions" DROP CONSTRAINT "revisions_entity";--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_entity" CHECK ("revisions"."entity" in ('expense', 'event', 'networth_item', 'division_target', 'settlement_scenario', 'parties'));--> statement-breakpoint
-- Backfill: each user's division target, saved settlement figures and "who is who" get a
-- `create` revision, appended after the user's latest one, so the log holds every setting a
-- case file depends on. As in 0005, the data text is written in the canonical JSON of
-- shared/evidence.ts (keys sorted, timestamps as ISO UTC to the millisecond), and the stored
-- jsonb is parsed from that same text, so the integrity check recomputes these hashes.
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
      SELECT user_id, 1 AS entity_order, 'division_target' AS entity,
        '{"target_share":' || target_share::text
        || ',"updated_at":' || to_json(to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
        || '}' AS data_text
      FROM division_targets
      UNION ALL
      SELECT user_id, 2, 'settlement_scenario',
        '{"best_percent":' || best_percent::text
        || ',"expected_percent":' || expected_percent::text
        || ',"risk_tolerance":' || risk_tolerance::text
        || ',"settlement_costs":' || settlement_costs::text
        || ',"settlement_percent":' || settlement_percent::text
        || ',"trial_costs":' || trial_costs::text
        || ',"updated_at":' || to_json(to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text
        || ',"use_division":' || CASE WHEN use_division THEN 'true' ELSE 'false' END
        || ',"worst_percent":' || worst_percent::text
        || '}'
      FROM settlement_scenarios
      UNION ALL
      SELECT id, 3, 'parties',
        '{"spouse_1_name":' || coalesce(to_json(spouse_1_name)::text, 'null')
        || ',"spouse_2_name":' || coalesce(to_json(spouse_2_name)::text, 'null')
        || ',"spouse_role":' || coalesce(to_json(spouse_role)::text, 'null')
        || '}'
      FROM users
      WHERE spouse_role IS NOT NULL OR spouse_1_name IS NOT NULL OR spouse_2_name IS NOT NULL
    )
    SELECT * FROM records ORDER BY user_id, entity_order
  LOOP
    IF previous_user IS DISTINCT FROM r.user_id THEN
      previous_user := r.user_id;
      SELECT coalesce(max(seq), 0) INTO next_seq FROM revisions WHERE user_id = r.user_id;
      SELECT coalesce((SELECT hash FROM revisions WHERE user_id = r.user_id AND seq = next_seq), repeat('0', 64))
        INTO prev;
    END IF;
    next_seq := next_seq + 1;
    envelope := '{"action":"create","data":' || r.data_text
      || ',"entity":' || to_json(r.entity)::text
      || ',"entity_id":1'
      || ',"recorded_at":' || recorded_text
      || ',"seq":' || next_seq::text || '}';
    next_hash := encode(sha256(convert_to(prev || envelope, 'UTF8')), 'hex');
    INSERT INTO revisions (user_id, seq, entity, entity_id, action, data, recorded_at, prev_hash, hash)
      VALUES (r.user_id, next_seq, r.entity, 1, 'create', r.data_text::jsonb, recorded, prev, next_hash);
    prev := next_hash;
  END LOOP;
END
$$;
