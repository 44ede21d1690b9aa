/**
 * The benchmark's floor: the least any server on this stack can do for "verify the caller,
 * read their rows, answer JSON" — a lower bound, not a competitor.
 *
 * node:http; per request the same ES256 token check as the app (jose, against the app's own
 * JWKS, fetched once at start from BENCH_JWKS_URL), then ONE round trip in which Postgres
 * checks the session and the premium subscription, reads the rows and builds the final JSON
 * (json_agg / json_build_object, as PostgREST does); the text goes to the socket as it is.
 * Nothing else: no routing library, no logging, no CSRF, no schema validation.
 *
 * The answers carry the same fields as the app's (the bench checks the row counts and field
 * names match); number and time formatting is Postgres's own. Reads only: a write's floor
 * would need the evidence chain's hashing in SQL, so POST is compared with the baseline only.
 */
import { createServer, type ServerResponse } from 'node:http';
import { sql, type SQL } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { loadConfig } from '../../server/config';
import { connectDatabase, queryRows } from '../../server/db/connect';
import { localIssuer } from '../../server/gotrue/sessions/access-tokens';
import { ACCESS_STATUSES } from '@shared/subscriptions';

const jwksUrl = process.env.BENCH_JWKS_URL;
if (!jwksUrl) throw new Error('BENCH_JWKS_URL is not set');

const config = loadConfig();
const database = await connectDatabase(config.database);
const keys = createLocalJWKSet((await (await fetch(jwksUrl)).json()) as JSONWebKeySet);
const issuer = localIssuer(config);

const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** How many documents prove the row `alias` of `entity`, as every tracker answer says. */
const documentCount = (entity: string, alias: string) =>
  sql.raw(
    `(select count(*)::int from document_links l where l.user_id = ${alias}.user_id ` +
      `and l.entity = '${entity}' and l.entity_id = ${alias}.id)`,
  );

/** The caller's row, if the session is live and the subscription grants premium. */
function me(sub: string, sessionId: string): SQL {
  return sql`
    select u.id from users u
    where u.auth_user_id = ${sub}
      and exists (select 1 from auth_sessions s where s.id = ${sessionId} and s.user_id = ${sub})
      and exists (
        select 1 from subscriptions p
        where p.user_id = u.id
          and p.status in (${sql.join(
            ACCESS_STATUSES.map((status) => sql`${status}`),
            sql`, `,
          )})
          and (p.period_end is null or p.period_end > now())
      )`;
}

const BODIES: Record<string, (userId: SQL) => SQL> = {
  '/api/expenses': (userId) => sql`
    select coalesce(json_agg(json_build_object(
      'id', e.id, 'date', e.date, 'name', e.name, 'amount', e.amount::text,
      'created_at', ${sql.raw(iso('e.created_at'))}, 'updated_at', ${sql.raw(iso('e.updated_at'))},
      'document_count', ${documentCount('expense', 'e')}
    ) order by e.date desc, e.id desc), '[]')::text
    from expenses e where e.user_id = (${userId})`,
  '/api/events': (userId) => sql`
    select coalesce(json_agg(json_build_object(
      'id', e.id, 'date', e.date, 'description', e.description, 'party', e.party,
      'concern_level', e.concern_level,
      'created_at', ${sql.raw(iso('e.created_at'))}, 'updated_at', ${sql.raw(iso('e.updated_at'))},
      'document_count', ${documentCount('event', 'e')}
    ) order by e.date desc, e.id desc), '[]')::text
    from events e where e.user_id = (${userId})`,
  '/api/networth': (userId) => sql`
    with items as (select * from networth_items where user_id = (${userId})),
    owners as (
      select
        coalesce(sum(value) filter (where classification = 'asset' and ownership = 'spouse_1'), 0) as s1a,
        coalesce(sum(value) filter (where classification = 'asset' and ownership = 'spouse_2'), 0) as s2a,
        coalesce(sum(value) filter (where classification = 'asset' and ownership = 'joint'), 0) as ja,
        coalesce(sum(value) filter (where classification = 'debt' and ownership = 'spouse_1'), 0) as s1d,
        coalesce(sum(value) filter (where classification = 'debt' and ownership = 'spouse_2'), 0) as s2d,
        coalesce(sum(value) filter (where classification = 'debt' and ownership = 'joint'), 0) as jd
      from items
    ),
    totals as (select *, s1a + s2a + ja as ta, s1d + s2d + jd as td from owners)
    select json_build_object(
      'items', (select coalesce(json_agg(json_build_object(
        'id', i.id, 'name', i.name, 'classification', i.classification, 'category', i.category,
        'ownership', i.ownership, 'value', i.value::text, 'notes', i.notes,
        'is_disputed', i.is_disputed, 'dispute_notes', i.dispute_notes,
        'created_at', ${sql.raw(iso('i.created_at'))}, 'updated_at', ${sql.raw(iso('i.updated_at'))},
        'character', i.character, 'proposed_to', i.proposed_to, 'split_share', i.split_share::text,
        'document_count', ${documentCount('networth_item', 'i')}
      ) order by i.id), '[]') from items i),
      'summary', json_build_object(
        'total_assets', round(ta, 2)::text, 'total_debts', round(td, 2)::text,
        'net_worth', round(ta - td, 2)::text,
        'spouse1_assets', round(s1a, 2)::text, 'spouse2_assets', round(s2a, 2)::text,
        'joint_assets', round(ja, 2)::text,
        'spouse1_percentage', case when ta = 0 then 0 else round(s1a * 100 / ta, 1) end,
        'spouse2_percentage', case when ta = 0 then 0 else round(s2a * 100 / ta, 1) end,
        'joint_percentage', case when ta = 0 then 0 else round(ja * 100 / ta, 1) end,
        'spouse1_debts', round(s1d, 2)::text, 'spouse2_debts', round(s2d, 2)::text,
        'joint_debts', round(jd, 2)::text,
        'spouse1_debt_percentage', case when td = 0 then 0 else round(s1d * 100 / td, 1) end,
        'spouse2_debt_percentage', case when td = 0 then 0 else round(s2d * 100 / td, 1) end,
        'joint_debt_percentage', case when td = 0 then 0 else round(jd * 100 / td, 1) end
      )
    )::text from totals`,
};

function send(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

const server = createServer((req, res) => {
  void (async () => {
    if (req.url === '/api/health') return send(res, 200, '{"status":"ok"}');
    const build = req.method === 'GET' ? BODIES[req.url ?? ''] : undefined;
    if (!build) return send(res, 404, '{"error":"Not found"}');
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    let claims;
    try {
      ({ payload: claims } = await jwtVerify(token ?? '', keys, {
        issuer,
        audience: 'authenticated',
        algorithms: ['ES256'],
      }));
    } catch {
      return send(res, 401, '{"error":"Invalid or expired session. Please log in again."}');
    }
    const [row] = await queryRows<{ body: string }>(
      database.db,
      sql`with me as (${me(String(claims.sub), String(claims.session_id))})
          select (${build(sql`select id from me`)}) as body from me`,
    );
    if (!row) return send(res, 403, '{"error":"Premium subscription required for this feature."}');
    send(res, 200, row.body);
  })().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    if (!res.headersSent) send(res, 500, '{"error":"Internal server error"}');
    else res.destroy();
  });
});
server.listen(config.port, config.host ?? '127.0.0.1');

process.on('SIGTERM', () => {
  server.close(() => {
    void database.close().then(() => process.exit(0));
  });
  server.closeIdleConnections();
});
