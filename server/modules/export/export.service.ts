/**
 * The trackers as CSV (shared/csv.ts): each export reads the user's rows a page at a time and
 * hands each page's text on as it is made, so a long ledger never sits in memory whole.
 */
import { expenseCategoryName, isExpenseCategory } from '@shared/expense-categories';
import { and, asc, eq, gt, or, type SQL } from 'drizzle-orm';
import {
  type CsvColumn,
  csvRecord,
  CSV_BOM,
  EVENT_CSV_HEADERS,
  EXPENSE_CSV_HEADERS,
  type ExportTracker,
  NETWORTH_CSV_HEADERS,
  neutraliseText,
  userText,
} from '@shared/csv';
import { formatParty, type Party, PARTY_LABELS } from '@shared/events';
import { categoryName, ownershipLabel } from '@shared/networth';
import { events, expenses, networthItems } from '../../db/schema';
import type { AppDatabase } from '../../db/connect';

const PAGE_SIZE = 2000;

const iso = (date: Date) => date.toISOString();
const PROPOSAL_LABELS: Record<string, string> = {
  spouse_1: 'Spouse 1',
  spouse_2: 'Spouse 2',
  split: 'Split',
  sell: 'Sell',
};

type ExpenseRow = typeof expenses.$inferSelect;
type EventRow = typeof events.$inferSelect;
type ItemRow = typeof networthItems.$inferSelect;

/*
 * Text cells go through the formula rule (shared/csv.ts): what a user typed, and the labels made
 * from stored text (a party, a category, a proposal), which only the schemas keep to known
 * values. Ids, amounts, values, dates and times are written as they are, so they stay numbers.
 */
const columns = <Row>(headers: readonly string[], cells: ((row: Row) => string)[]) =>
  headers.map((header, index): CsvColumn<Row> => ({ header, cell: cells[index]! }));

const EXPENSE_COLUMNS = columns<ExpenseRow>(EXPENSE_CSV_HEADERS, [
  (row) => String(row.id),
  (row) => row.date,
  (row) => userText(row.name),
  (row) => row.amount,
  // The category's English name (the importer reads names in either language, and ids).
  (row) =>
    isExpenseCategory(row.category)
      ? expenseCategoryName(row.category)
      : neutraliseText(row.category),
  (row) => iso(row.updatedAt),
]);

const EVENT_COLUMNS = columns<EventRow>(EVENT_CSV_HEADERS, [
  (row) => String(row.id),
  (row) => row.date,
  (row) => userText(row.description),
  (row) => neutraliseText(PARTY_LABELS[row.party as Party] ?? formatParty(row.party)),
  (row) => String(row.concernLevel),
  (row) => iso(row.updatedAt),
]);

const NETWORTH_COLUMNS = columns<ItemRow>(NETWORTH_CSV_HEADERS, [
  (row) => String(row.id),
  (row) => userText(row.name),
  (row) => (row.classification === 'asset' ? 'Asset' : 'Debt'),
  (row) => neutraliseText(categoryName(row.category)),
  (row) => ownershipLabel(row.ownership),
  (row) => row.value,
  (row) => (row.character === 'separate' ? 'Separate' : 'Marital'),
  (row) =>
    row.proposedTo
      ? neutraliseText(PROPOSAL_LABELS[row.proposedTo] ?? row.proposedTo)
      : 'Undecided',
  (row) => row.splitShare ?? '',
  (row) => (row.isDisputed ? 'Yes' : 'No'),
  (row) => userText(row.disputeNotes),
  (row) => userText(row.notes),
  (row) => iso(row.updatedAt),
]);

/** Each tracker's columns, in the order its CSV writes them. */
export const EXPORT_COLUMNS = {
  expenses: EXPENSE_COLUMNS,
  events: EVENT_COLUMNS,
  networth: NETWORTH_COLUMNS,
} as const;

/**
 * Pages of one user's rows in a stable order: by `date` then id for the dated trackers (a
 * ledger reads oldest first), by id for net-worth items. Keyset pagination, so a page costs the
 * same at the end of a long ledger as at its start.
 */
async function* pagesOf<Row extends { id: number; date?: string }>(
  read: (after: Row | null) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after: Row | null = null;
  for (;;) {
    const page = await read(after);
    if (page.length > 0) yield page;
    if (page.length < PAGE_SIZE) return;
    after = page[page.length - 1]!;
  }
}

function afterDated(
  table: typeof expenses | typeof events,
  row: { date: string; id: number } | null,
): SQL | undefined {
  if (!row) return undefined;
  return or(gt(table.date, row.date), and(eq(table.date, row.date), gt(table.id, row.id)));
}

async function* csvText<Row>(
  header: readonly CsvColumn<Row>[],
  pages: AsyncGenerator<Row[]>,
): AsyncGenerator<string> {
  yield CSV_BOM + csvRecord(header.map((column) => column.header));
  for await (const page of pages) {
    yield page.map((row) => csvRecord(header.map((column) => column.cell(row)))).join('');
  }
}

/** The user's tracker as CSV text, a chunk per page of rows. */
export function exportCsv(
  db: AppDatabase,
  userId: number,
  tracker: ExportTracker,
): AsyncGenerator<string> {
  switch (tracker) {
    case 'expenses':
      return csvText(
        EXPENSE_COLUMNS,
        pagesOf<ExpenseRow>((after) =>
          db
            .select()
            .from(expenses)
            .where(and(eq(expenses.userId, userId), afterDated(expenses, after)))
            .orderBy(asc(expenses.date), asc(expenses.id))
            .limit(PAGE_SIZE),
        ),
      );
    case 'events':
      return csvText(
        EVENT_COLUMNS,
        pagesOf<EventRow>((after) =>
          db
            .select()
            .from(events)
            .where(and(eq(events.userId, userId), afterDated(events, after)))
            .orderBy(asc(events.date), asc(events.id))
            .limit(PAGE_SIZE),
        ),
      );
    case 'networth':
      return csvText(
        NETWORTH_COLUMNS,
        pagesOf<ItemRow>((after) =>
          db
            .select()
            .from(networthItems)
            .where(
              and(
                eq(networthItems.userId, userId),
                after ? gt(networthItems.id, after.id) : undefined,
              ),
            )
            .orderBy(asc(networthItems.id))
            .limit(PAGE_SIZE),
        ),
      );
  }
}

/** The whole of the user's tracker as one CSV text, byte for byte what its download sends. */
export async function exportCsvText(
  db: AppDatabase,
  userId: number,
  tracker: ExportTracker,
): Promise<string> {
  let text = '';
  for await (const chunk of exportCsv(db, userId, tracker)) text += chunk;
  return text;
}
