/**
 * Every table with a user_id column, once: where the data download puts it, and which entity
 * of the evidence log records a change to it (or why none does). A new table of user data
 * fails the export's and the log's coverage tests until it is added here with both answers (and
 * to the account deletion, whose test checks every row goes).
 */
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../db/connect';

export const USER_TABLES: Record<string, { exported: string; revisions: string }> = {
  subscriptions: { exported: 'subscriptions.json', revisions: 'none: billing, not the case file' },
  expenses: { exported: 'expenses.json', revisions: 'expense' },
  events: { exported: 'events.json', revisions: 'event' },
  networth_items: { exported: 'networth_items.json', revisions: 'networth_item' },
  division_targets: { exported: 'division.json', revisions: 'division_target' },
  settlement_scenarios: { exported: 'settlement.json', revisions: 'settlement_scenario' },
  decision_analyses: { exported: 'settlement.json', revisions: 'decision_analysis' },
  income_sources: { exported: 'income.json', revisions: 'income_source' },
  income_deductions: { exported: 'income.json', revisions: 'income_deduction' },
  // The proposed figures of the financial disclosure; the statement itself is computed.
  disclosure_lines: { exported: 'disclosure.json', revisions: 'disclosure_line' },
  // Dues are generated from the orders' terms, never stored.
  support_orders: { exported: 'support.json', revisions: 'support_order' },
  support_payments: { exported: 'support.json', revisions: 'support_payment' },
  support_reimbursements: { exported: 'support.json', revisions: 'reimbursement' },
  revisions: { exported: 'revisions.json', revisions: 'none: it is the log' },
  // The list of documents with what each proves; the files themselves under documents/.
  documents: { exported: 'documents.json', revisions: 'document' },
  document_links: { exported: 'documents.json', revisions: 'document' },
  snapshots: { exported: 'snapshots.json', revisions: 'none: the seals of exports' },
  // Signed marks of the log itself, made by the server; its revisions.json holds what they seal.
  revision_checkpoints: { exported: 'excluded', revisions: 'none: seals of the log' },
  // A share's access log is exported with its share; who may read is not what is read.
  shares: { exported: 'shares.json', revisions: 'none: access, not the records' },
  share_accesses: { exported: 'shares.json', revisions: 'none: access, not the records' },
  // The test-mode checkout's sessions hold only return URLs and times.
  local_checkout_sessions: { exported: 'excluded', revisions: 'none: the test checkout' },
  // The built-in auth server's sessions (browser and network) and sign-ins, as the Devices and
  // sign-ins page shows them.
  auth_sessions: { exported: 'devices.json', revisions: 'none: the sign-in' },
  auth_sign_ins: { exported: 'sign_ins.json', revisions: 'none: the sign-in' },
  // The built-in auth server's credentials (hashed refresh, one-time and PKCE tokens) are
  // secrets of the sign-in, not the user's records.
  auth_refresh_tokens: { exported: 'excluded', revisions: 'none: the sign-in' },
  auth_one_time_tokens: { exported: 'excluded', revisions: 'none: the sign-in' },
  auth_flow_states: { exported: 'excluded', revisions: 'none: the sign-in' },
};

/** The tables of the database that hold a user_id column, sorted. */
export async function tablesWithUserId(db: AppDatabase): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`select distinct table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  return rows.map((row) => row.table_name).sort();
}
