import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { RecordTable } from '@/components/trackers/record-table';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { parseApiErrorBody, UNKNOWN_ERROR } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { useSharedText } from '@/lib/i18n';
import type { ImportRow, ImportRowStatus } from '@shared/csv-import';
import type { CsvSource } from './file-step';
import {
  countStatuses,
  describeCounts,
  describeUnreadableRows,
  detailsInFileRows,
  importButtonLabel,
  type ImportNoun,
} from './import-counts';
import { WizardFooter } from './wizard-footer';

/** Rows drawn at a time: a 5,000-row file stays quick, and "Show more rows" draws the next. */
const PREVIEW_PAGE_SIZE = 100;

type RowFilter = 'all' | ImportRowStatus;

const FILTERS: readonly { value: RowFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All rows` },
  { value: 'invalid', label: msg`Invalid rows only` },
  { value: 'duplicate', label: msg`Likely duplicates only` },
  { value: 'skipped', label: msg`Skipped credits only` },
  { value: 'valid', label: msg`Ready rows only` },
];

const STATUS_BADGES: Record<ImportRowStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  valid: { label: msg`Ready`, tone: 'success' },
  duplicate: { label: msg`Likely duplicate`, tone: 'warning' },
  invalid: { label: msg`Invalid`, tone: 'error' },
  skipped: { label: msg`Skipped`, tone: 'neutral' },
};

/** A row that can be sent: valid, or a likely duplicate. */
type ReadyRow<Values> = ImportRow<Values> & { values: Values };

type ImportFailure = { title: string; description: string | null };

/** Why the import failed: the server's error and its details in the file's row numbers. */
function describeFailure<Values>(
  error: unknown,
  sent: readonly ImportRow<Values>[],
  failedTitle: string,
): ImportFailure {
  if (!(error instanceof ApiError)) return { title: failedTitle, description: UNKNOWN_ERROR };
  const body = parseApiErrorBody(error);
  return {
    title: body.error ?? failedTitle,
    description: body.details === undefined ? null : detailsInFileRows(body.details, sent),
  };
}

/**
 * What a row shows in the preview's three columns: the name (first on a phone), a detail (the
 * date, or the type and owner) and the money. From what will be saved, or, for a row that will
 * not be, from the file's own cells. `nameDetail` is a line under the name (an expense's
 * category).
 */
type PreviewCells = { detail: ReactNode; name: string; nameDetail?: ReactNode; amount: string };

/** How one tracker's rows read in the preview. */
export type PreviewShape<Values> = {
  /** The column headings: 'Date', 'Description', 'Amount'. */
  labels: { detail: string; name: string; amount: string };
  noun: ImportNoun;
  /** The failure alert's title when the server's answer has no error of its own. */
  failedTitle: string;
  cells: (row: ImportRow<Values>, fileCells: readonly string[]) => PreviewCells;
};

/** The import request: the ticked rows' values, sent at once. */
export type ImportRowsMutation<Values> = {
  mutateAsync: (values: Values[]) => Promise<unknown>;
  isPending: boolean;
};

type PreviewStepProps<Values> = {
  source: CsvSource;
  rows: readonly ImportRow<Values>[];
  shape: PreviewShape<Values>;
  importRows: ImportRowsMutation<Values>;
  onBack: () => void;
  onImported: () => void;
};

/**
 * Step 3: every row's fate before anything is sent. Ready rows are ticked; likely duplicates
 * are not, but can be; invalid rows say why in the schema's words; credits say they are
 * skipped. "Import N expenses" sends the ticked rows at once; a refusal keeps this preview.
 */
export function PreviewStep<Values>({
  source,
  rows,
  shape,
  importRows,
  onBack,
  onImported,
}: PreviewStepProps<Values>) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(
    () => new Set(rows.filter((row) => row.status === 'valid').map((row) => row.line)),
  );
  const [filter, setFilter] = useState<RowFilter>('all');
  const [shownCount, setShownCount] = useState(PREVIEW_PAGE_SIZE);
  const [failure, setFailure] = useState<ImportFailure | null>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const { t, i18n } = useLingui();
  const { fileName } = source;

  const counts = useMemo(() => countStatuses(rows), [rows]);
  const filtered = useMemo(
    () => (filter === 'all' ? rows : rows.filter((row) => row.status === filter)),
    [rows, filter],
  );
  const selected = useMemo(
    () =>
      rows.filter((row): row is ReadyRow<Values> => row.values !== null && ticked.has(row.line)),
    [rows, ticked],
  );
  const shown = filtered.slice(0, shownCount);
  const hiddenCount = filtered.length - shown.length;
  const shownTotal = shown.length.toLocaleString('en-US');
  const filteredTotal = filtered.length.toLocaleString('en-US');
  const nextCount = Math.min(hiddenCount, PREVIEW_PAGE_SIZE);

  function toggle(line: number, isTicked: boolean) {
    setTicked((current) => {
      const next = new Set(current);
      if (isTicked) next.add(line);
      else next.delete(line);
      return next;
    });
  }

  function showMore() {
    setShownCount((count) => count + PREVIEW_PAGE_SIZE);
    // The button goes with the last page; focus stays in the table rather than falling to the page.
    if (hiddenCount <= PREVIEW_PAGE_SIZE) tableRef.current?.focus();
  }

  async function importTicked() {
    setFailure(null);
    try {
      await importRows.mutateAsync(selected.map((row) => row.values));
      onImported();
    } catch (error) {
      setFailure(describeFailure(error, selected, shape.failedTitle));
    }
  }

  return (
    <>
      <p role="status" className="font-medium text-slate-900">
        {describeCounts(counts)}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          From &ldquo;{fileName}&rdquo;. Ready rows are ticked; tick a likely duplicate to import it
          anyway.
        </Trans>
      </p>

      {source.csv.unreadableLines.length > 0 && (
        <Alert tone="error" className="mt-4">
          {describeUnreadableRows(source.csv.unreadableLines)}
        </Alert>
      )}

      {failure && (
        <Alert tone="error" className="mt-4">
          <p className="font-medium">{failure.title}</p>
          {failure.description && <p className="break-words">{failure.description}</p>}
        </Alert>
      )}

      <div className="mt-4 sm:w-1/2 sm:pr-2">
        <SelectField
          label={t`Show`}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as RowFilter);
            setShownCount(PREVIEW_PAGE_SIZE);
          }}
        >
          {FILTERS.filter(
            // "Skipped credits only" where there can be skipped rows at all.
            (option) => option.value !== 'skipped' || counts.skipped > 0,
          ).map((option) => (
            <option key={option.value} value={option.value}>
              {i18n._(option.label)}
            </option>
          ))}
        </SelectField>
      </div>

      <div ref={tableRef} tabIndex={-1} className="mt-4 rounded-md border border-slate-200">
        {shown.length === 0 ? (
          <p className="p-4 text-slate-600">
            <Trans>No rows to show here.</Trans>
          </p>
        ) : (
          <PreviewTable
            rows={shown}
            source={source}
            shape={shape}
            ticked={ticked}
            onToggle={toggle}
          />
        )}
      </div>

      {hiddenCount > 0 && (
        <div className="mt-3 flex flex-col items-start gap-2 sm:flex-row sm:items-center">
          <p className="text-sm text-slate-600">
            <Trans>
              Showing {shownTotal} of {filteredTotal} rows.
            </Trans>
          </p>
          <Button variant="outline" onClick={showMore}>
            <Trans>Show {nextCount} more rows</Trans>
          </Button>
        </div>
      )}

      <WizardFooter>
        <Button variant="outline" onClick={onBack} disabled={importRows.isPending}>
          <Trans>Back to columns</Trans>
        </Button>
        <Button
          onClick={importTicked}
          disabled={selected.length === 0}
          isLoading={importRows.isPending}
          loadingText={t`Importing...`}
        >
          {importButtonLabel(selected.length, shape.noun)}
        </Button>
      </WizardFooter>
    </>
  );
}

type PreviewTableProps<Values> = {
  rows: readonly ImportRow<Values>[];
  source: CsvSource;
  shape: PreviewShape<Values>;
  ticked: ReadonlySet<number>;
  onToggle: (line: number, isTicked: boolean) => void;
};

const headerCell = 'px-3 py-3 font-medium text-slate-600';
const bodyCell = 'sm:px-3 sm:py-2 sm:align-top';
// On a phone the header hides and each row is a grid: the tick box, then name and amount, the
// detail and row number, and the status underneath.
const phoneRow =
  'max-sm:grid max-sm:grid-cols-[2.75rem_minmax(0,1fr)_auto] max-sm:gap-x-2 max-sm:py-2 max-sm:pr-3';

function PreviewTable<Values>({
  rows,
  source,
  shape,
  ticked,
  onToggle,
}: PreviewTableProps<Values>) {
  const { t, i18n } = useLingui();
  const sharedText = useSharedText();
  const columns = [
    { label: t`Import`, isNumeric: false },
    { label: t`Row`, isNumeric: false },
    { label: shape.labels.detail, isNumeric: false },
    { label: shape.labels.name, isNumeric: false },
    { label: shape.labels.amount, isNumeric: true },
    { label: t`Status`, isNumeric: false },
  ];
  return (
    <RecordTable
      caption={t`The file's rows and what will happen to each`}
      columns={columns.map(({ label, isNumeric }) => (
        <th key={label} scope="col" className={cn(headerCell, isNumeric && 'text-right')}>
          {label}
        </th>
      ))}
    >
      {rows.map((row) => {
        const shown = shape.cells(row, source.csv.rows[row.line - 1] ?? []);
        const badge = STATUS_BADGES[row.status];
        const messages = row.status === 'invalid' ? Object.values(row.errors) : [];
        const canImport = row.status === 'valid' || row.status === 'duplicate';
        const { line } = row;
        return (
          <tr key={row.line} className={phoneRow}>
            <td className="max-sm:row-span-3 max-sm:self-start sm:px-1 sm:align-top">
              {canImport && (
                <label className="inline-flex size-11 cursor-pointer items-center justify-center">
                  <input
                    type="checkbox"
                    className="size-5 accent-primary"
                    checked={ticked.has(row.line)}
                    onChange={(event) => onToggle(row.line, event.target.checked)}
                  />
                  <span className="sr-only">
                    <Trans>Import row {line}</Trans>
                  </span>
                </label>
              )}
            </td>
            <td
              className={cn(
                bodyCell,
                'text-slate-500 tabular-nums max-sm:col-start-3 max-sm:row-start-2 max-sm:text-right max-sm:text-sm',
              )}
            >
              <span className="sm:hidden">
                <Trans>Row</Trans>{' '}
              </span>
              {row.line}
            </td>
            <td
              className={cn(
                bodyCell,
                'whitespace-nowrap text-slate-600 max-sm:col-start-2 max-sm:row-start-2 max-sm:text-sm',
              )}
            >
              {shown.detail}
            </td>
            <td
              className={cn(
                bodyCell,
                'font-medium break-words text-slate-900 max-sm:col-start-2 max-sm:row-start-1 max-sm:pt-2.5',
              )}
            >
              {shown.name}
              {shown.nameDetail && (
                <span className="block text-sm font-normal text-slate-600">{shown.nameDetail}</span>
              )}
            </td>
            <td
              className={cn(
                bodyCell,
                'money text-right whitespace-nowrap text-slate-900 max-sm:col-start-3 max-sm:row-start-1 max-sm:pt-2.5',
              )}
            >
              {shown.amount}
            </td>
            <td
              className={cn(
                bodyCell,
                'max-sm:col-span-2 max-sm:col-start-2 max-sm:row-start-3 max-sm:pt-1',
              )}
            >
              <Badge tone={badge.tone}>{i18n._(badge.label)}</Badge>
              {messages.length > 0 && (
                <ul className="mt-1 text-sm text-destructive">
                  {messages.map((message) => (
                    <li key={message}>{sharedText(message)}</li>
                  ))}
                </ul>
              )}
              {row.note && <p className="mt-1 text-sm text-slate-600">{sharedText(row.note)}</p>}
            </td>
          </tr>
        );
      })}
    </RecordTable>
  );
}
