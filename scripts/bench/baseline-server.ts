/**
 * The benchmark's baseline: a bare node:http server that does, per request, the database work
 * and JSON the app's route does, and nothing else.
 *
 * It reads the same environment as the app (server/config.ts) and opens the database with the
 * same connectDatabase (same driver, same pool size). For the one user named by
 * BENCH_AUTH_USER_ID (the token's `sub`), each request runs:
 *   1. the user lookup requireUser runs (findUserByAuthId: select … from users where
 *      auth_user_id = $1),
 *   2. the premium check requirePremium runs (hasPremiumAccess),
 *   3. the route's own queries through the same service functions (so the same Drizzle SQL
 *      and parameters): expenseRecords.listJson; findNetworthJsonForUser (the items and the
 *      summary in parallel); eventRecords.listJson, each list built as JSON text by Postgres
 *      with its records' document counts; and for POST /api/expenses, JSON.parse +
 *      expenseInputSchema + expenseRecords.create,
 * then answers with the same text the app sends (the lists as they are; the new expense with
 * JSON.stringify, its `document_count` 0 as the app adds it).
 *
 * What it leaves out is what the ratio measures: Express routing, helmet, cookie-parser, the
 * CSRF check, pino-http request logging, JWT verification (requireAuth), express.json, ETag
 * hashing and the error middleware.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { expenseInputSchema } from '@shared/expenses';
import { loadConfig } from '../../server/config';
import { connectDatabase } from '../../server/db/connect';
import { eventRecords } from '../../server/modules/events/events.service';
import { expenseRecords } from '../../server/modules/expenses/expenses.service';
import { findNetworthJsonForUser } from '../../server/modules/networth/networth.service';
import { hasPremiumAccess } from '../../server/modules/subscriptions/subscriptions.service';
import { findUserByAuthId } from '../../server/modules/users/users.service';

const authUserId = process.env.BENCH_AUTH_USER_ID;
if (!authUserId) throw new Error('BENCH_AUTH_USER_ID is not set');

const config = loadConfig();
const database = await connectDatabase(config.database);
const { db } = database;

function send(res: ServerResponse, status: number, value: unknown): void {
  sendText(res, status, JSON.stringify(value));
}

function sendText(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The user row and premium check every premium route starts with (2 queries). */
async function premiumUserId(): Promise<number | null> {
  const user = await findUserByAuthId(db, authUserId!);
  if (!user || !(await hasPremiumAccess(db, user.id))) return null;
  return user.id;
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const route = `${req.method} ${req.url}`;
  if (route === 'GET /api/health') return send(res, 200, { status: 'ok' });

  const userId = await premiumUserId();
  if (userId === null) return send(res, 403, { error: 'not a premium user' });

  switch (route) {
    case 'GET /api/expenses':
      return sendText(res, 200, await expenseRecords.listJson(db, userId));
    case 'GET /api/networth':
      return sendText(res, 200, await findNetworthJsonForUser(db, userId));
    case 'GET /api/events':
      return sendText(res, 200, await eventRecords.listJson(db, userId));
    case 'POST /api/expenses': {
      const parsed = expenseInputSchema.safeParse(JSON.parse(await readBody(req)));
      if (!parsed.success) return send(res, 400, { error: 'Validation failed' });
      const expense = await expenseRecords.create(db, userId, parsed.data);
      return send(res, 201, { ...expense, document_count: 0 });
    }
    default:
      return send(res, 404, { error: 'Not found' });
  }
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    if (!res.headersSent) send(res, 500, { error: 'Internal server error' });
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
