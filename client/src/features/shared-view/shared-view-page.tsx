/**
 * /shared/<token>: what a user chose to show their lawyer or mediator, read-only, for whoever
 * holds the link (and its passcode). It asks for the passcode first when the share has one;
 * a link that does not open shows one neutral page with nothing about its owner. No control
 * here writes anything; the only actions are the case file of exactly what is covered and, when
 * documents are covered, viewing or downloading each file (noted in the owner's access log).
 */
import { msg, plural } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  CalendarDays,
  Download,
  Eye,
  History,
  Link2Off,
  LockKeyhole,
  Receipt,
  Scale,
  ShieldAlert,
} from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { useParams } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, SectionCard } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import {
  PAPER_SIZE_LABELS,
  PAPER_SIZES,
  paperSizeForLocale,
  useDownloadSharedCaseFile,
  type PaperSize,
} from '@/features/case-file';
import { HistoryDialog, type HistoryTarget } from '@/features/evidence';
import { liveTexts } from '@/components/ui/live-texts';
import { ApiError } from '@/lib/api-client';
import { parseApiErrorBody } from '@/lib/api-errors';
import { useSharedText } from '@/lib/i18n';
import { formatDisplayDate } from '@shared/dates';
import { type EvidenceEntity, SINGLE_RECORD_ID } from '@shared/evidence';
import { concernLabel, formatParty } from '@shared/events';
import { formatUsd } from '@shared/money';
import { categoryName, ownershipLabel } from '@shared/networth';
import { SHARING_MESSAGES, type SharedViewResponse } from '@shared/sharing';
import { sharedHistoryQuery, sharedViewQueryOptions } from './api';
import { SharedDisclosure } from './components/shared-disclosure';
import { SharedDocuments } from './components/shared-documents';
import { SharedSupport } from './components/shared-support';

// With its charts' library, only for a link that covers the settlement figures.
const SharedSettlement = lazy(async () => ({
  default: (await import('./components/shared-settlement')).SharedSettlement,
}));

export const SHARED_VIEW_TEXTS = liveTexts({
  title: msg`Shared records`,
  loading: msg`Opening the shared records`,
  inactiveAbout: msg`Ask the person who shared it with you for a new link.`,
  passcodeTitle: msg`This link has a passcode`,
  passcodeLabel: msg`Passcode`,
  passcodeButton: msg`Open the records`,
  passcodeWrong: msg`That passcode did not open the link. Check it with the person who shared it; after five wrong tries the link locks for 15 minutes.`,
  failed: msg`The shared records could not be loaded. Check your connection and try again.`,
  integrityIntact: (revisions: number) =>
    msg`${plural(revisions, {
      one: 'Record integrity: intact. The 1 recorded change to the records shared here is chained with the rest of the record, so none was altered or removed afterwards.',
      other:
        'Record integrity: intact. All # recorded changes to the records shared here are chained with the rest of the record, so none was altered or removed afterwards.',
    })}`,
  integrityBroken: msg`Record integrity: a problem was found. The record’s chain of changes does not recompute; ask the owner about it.`,
  download: msg`Download case file`,
  preparing: msg`Preparing the case file…`,
  downloadAbout: msg`A PDF and CSV files of what is shown here, in one ZIP, with a verification code anyone can check.`,
  history: (name: string) => msg`History of ${name}`,
});

const dateOf = (iso: string) => formatDisplayDate(iso.slice(0, 10));

export function SharedViewPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [passcode, setPasscode] = useState<string | null>(null);
  const view = useQuery(sharedViewQueryOptions(token, passcode));
  useLinguiContext();
  const sharedText = useSharedText();

  if (view.isPending) {
    return (
      <PageShell>
        <div className="flex justify-center py-16">
          <Spinner size="lg" label={SHARED_VIEW_TEXTS.loading} />
        </div>
      </PageShell>
    );
  }
  if (view.isError) {
    const { code } = parseApiErrorBody(view.error);
    // A wrong passcode is told apart from a closed link only by having sent one: the server
    // answers both as share_inactive, so a guesser learns nothing.
    const triedPasscode =
      passcode !== null && (code === 'share_inactive' || code === 'rate_limited');
    if (code === 'passcode_required' || triedPasscode) {
      const problem =
        code === 'rate_limited'
          ? sharedText(SHARING_MESSAGES.passcodeRateLimited)
          : code === 'share_inactive'
            ? SHARED_VIEW_TEXTS.passcodeWrong
            : null;
      return <PasscodeForm problem={problem} onSubmit={setPasscode} />;
    }
    if (code === 'share_inactive') return <Inactive />;
    return (
      <PageShell>
        <Alert tone="error" className="mx-auto mt-8 max-w-lg">
          {(view.error instanceof ApiError && parseApiErrorBody(view.error).error) ||
            SHARED_VIEW_TEXTS.failed}
        </Alert>
      </PageShell>
    );
  }
  return <SharedRecords token={token} passcode={passcode} view={view.data} />;
}

function CenteredCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <PageShell>
      <Card className="mx-auto mt-8 max-w-lg p-6 sm:p-8">
        {icon}
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {children}
      </Card>
    </PageShell>
  );
}

/** The one page for every link that does not open: nothing about who made it, or why. */
function Inactive() {
  useLinguiContext();
  const sharedText = useSharedText();
  return (
    <CenteredCard
      icon={<Link2Off aria-hidden="true" className="size-10 text-slate-500" />}
      title={sharedText(SHARING_MESSAGES.inactive)}
    >
      <p className="mt-3 text-slate-700">{SHARED_VIEW_TEXTS.inactiveAbout}</p>
    </CenteredCard>
  );
}

function PasscodeForm({
  problem,
  onSubmit,
}: {
  problem: string | null;
  onSubmit: (passcode: string) => void;
}) {
  const [value, setValue] = useState('');
  useLinguiContext();
  const sharedText = useSharedText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value !== '') onSubmit(value);
  };
  return (
    <CenteredCard
      icon={<LockKeyhole aria-hidden="true" className="size-10 text-primary" />}
      title={SHARED_VIEW_TEXTS.passcodeTitle}
    >
      <p className="mt-3 text-slate-700">{sharedText(SHARING_MESSAGES.passcodeRequired)}</p>
      <form className="mt-5 space-y-4" onSubmit={submit}>
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField
          label={SHARED_VIEW_TEXTS.passcodeLabel}
          type="password"
          autoComplete="off"
          autoFocus
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" disabled={value === ''}>
          {SHARED_VIEW_TEXTS.passcodeButton}
        </Button>
      </form>
    </CenteredCard>
  );
}

type Target = HistoryTarget & { entity: EvidenceEntity };

function SharedRecords({
  token,
  passcode,
  view,
}: {
  token: string;
  passcode: string | null;
  view: SharedViewResponse;
}) {
  const [target, setTarget] = useState<Target | null>(null);
  const { t } = useLingui();
  const sharedText = useSharedText();
  const historyButton = (entity: EvidenceEntity, id: number, name: string) => (
    <Button
      variant="ghost"
      size="sm"
      aria-label={SHARED_VIEW_TEXTS.history(name)}
      onClick={() => setTarget({ entity, id, name })}
    >
      <History aria-hidden="true" className="size-4" />
      <Trans>History</Trans>
    </Button>
  );

  const sharedBy = view.shared_by;
  const expires = dateOf(view.expires_at);

  return (
    <PageShell>
      <div className="space-y-6">
        <p
          role="note"
          className="flex items-center gap-2 rounded-md border border-primary/30 bg-primary-soft px-4 py-3 text-sm font-medium text-slate-900"
        >
          <Eye aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <Trans>
            Shared by {sharedBy} · read-only · expires {expires}
          </Trans>
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {SHARED_VIEW_TEXTS.title}
        </h1>
        <Integrity integrity={view.integrity} />
        <CaseFileDownload token={token} passcode={passcode} />
        {view.networth && view.division && (
          <SectionCard title={t`Net worth and division`} icon={Scale}>
            <dl className="mt-4 grid gap-3 sm:grid-cols-3">
              <Figure
                label={t`Total Assets`}
                value={formatUsd(view.networth.summary.total_assets)}
              />
              <Figure label={t`Total Debts`} value={formatUsd(view.networth.summary.total_debts)} />
              <Figure label={t`Net Worth`} value={formatUsd(view.networth.summary.net_worth)} />
            </dl>
            <p className="mt-4 font-medium text-slate-900">{view.division.sentence}</p>
            <RecordTable
              caption={t`Assets and debts`}
              head={[t`Name`, t`Type`, t`Ownership`, t`Value`, '']}
              numeric={[3]}
              rows={view.networth.items.map((item) => ({
                key: item.id,
                cells: [
                  <>
                    {item.name}
                    {item.notes?.trim() && (
                      <span className="mt-0.5 block text-sm break-words whitespace-pre-line text-slate-600">
                        {item.notes}
                      </span>
                    )}
                  </>,
                  `${item.classification === 'asset' ? t`Asset` : t`Debt`} · ${sharedText(categoryName(item.category))}`,
                  sharedText(ownershipLabel(item.ownership, view.spouses)),
                  formatUsd(item.value),
                  historyButton('networth_item', item.id, item.name),
                ],
              }))}
              empty={t`No assets or debts recorded.`}
            />
          </SectionCard>
        )}
        {view.expenses && (
          <SectionCard title={t`Expenses`} icon={Receipt}>
            <RecordTable
              caption={t`Expenses, newest first`}
              head={[t`Date`, t`Description`, t`Amount`, '']}
              numeric={[2]}
              rows={view.expenses.map((expense) => ({
                key: expense.id,
                cells: [
                  formatDisplayDate(expense.date),
                  expense.name,
                  formatUsd(expense.amount),
                  historyButton('expense', expense.id, expense.name),
                ],
              }))}
              empty={t`No expenses recorded.`}
            />
          </SectionCard>
        )}
        {view.events && (
          <SectionCard title={t`Events`} icon={CalendarDays}>
            <RecordTable
              caption={t`Events, newest first`}
              head={[t`Date`, t`Description`, t`Party`, t`Concern level`, '']}
              rows={view.events.map((event) => ({
                key: event.id,
                cells: [
                  formatDisplayDate(event.date),
                  event.description,
                  sharedText(formatParty(event.party)),
                  sharedText(concernLabel(event.concern_level)),
                  historyButton('event', event.id, event.description),
                ],
              }))}
              empty={t`No events recorded.`}
            />
          </SectionCard>
        )}
        {view.disclosure && (
          <SharedDisclosure token={token} passcode={passcode} first={view.disclosure} />
        )}
        {view.support && (
          <SharedSupport
            token={token}
            passcode={passcode}
            first={view.support}
            onHistory={(entity, { id, name }) => setTarget({ entity, id, name })}
          />
        )}
        {view.settlement && (
          <Suspense fallback={<Spinner label={t`Loading the settlement figures`} />}>
            <SharedSettlement
              settlement={view.settlement}
              historyButton={(entity, name) => historyButton(entity, SINGLE_RECORD_ID, name)}
            />
          </Suspense>
        )}
        {view.documents && (
          <SharedDocuments
            token={token}
            passcode={passcode}
            view={view}
            documents={view.documents}
            historyButton={(document) => historyButton('document', document.id, document.name)}
          />
        )}
      </div>
      <HistoryDialog
        entity={target?.entity ?? 'expense'}
        target={target}
        onClose={() => setTarget(null)}
        historyQuery={sharedHistoryQuery(token, passcode)}
        spouses={view.spouses}
      />
    </PageShell>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-slate-50 px-4 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function Integrity({ integrity }: { integrity: SharedViewResponse['integrity'] }) {
  useLinguiContext();
  return integrity.valid ? (
    <Alert tone="success">{SHARED_VIEW_TEXTS.integrityIntact(integrity.revisions)}</Alert>
  ) : (
    <Alert tone="error">
      <span className="inline-flex items-center gap-2">
        <ShieldAlert aria-hidden="true" className="size-4" />
        {SHARED_VIEW_TEXTS.integrityBroken}
      </span>
    </Alert>
  );
}

function CaseFileDownload({ token, passcode }: { token: string; passcode: string | null }) {
  const [paperSize, setPaperSize] = useState<PaperSize>(() =>
    paperSizeForLocale(typeof navigator === 'undefined' ? undefined : navigator.language),
  );
  const download = useDownloadSharedCaseFile({ token, passcode });
  const { t } = useLingui();
  const sharedText = useSharedText();
  return (
    <SectionCard title={t`Case file`} icon={Download} description={SHARED_VIEW_TEXTS.downloadAbout}>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-48">
          <SelectField
            label={t`Paper size`}
            value={paperSize}
            onChange={(event) => setPaperSize(event.target.value as PaperSize)}
          >
            {PAPER_SIZES.map((size) => (
              <option key={size} value={size}>
                {sharedText(PAPER_SIZE_LABELS[size])}
              </option>
            ))}
          </SelectField>
        </div>
        <Button
          isLoading={download.isPending}
          loadingText={SHARED_VIEW_TEXTS.preparing}
          onClick={() => download.mutate(paperSize)}
        >
          <Download aria-hidden="true" className="size-4" />
          {SHARED_VIEW_TEXTS.download}
        </Button>
      </div>
    </SectionCard>
  );
}

interface Row {
  key: number;
  cells: ReactNode[];
}

/** A plain, read-only table that scrolls sideways on a phone rather than squeezing. */
function RecordTable({
  caption,
  head,
  rows,
  empty,
  numeric = [],
}: {
  caption: string;
  head: string[];
  rows: Row[];
  empty: string;
  numeric?: number[];
}) {
  const { t } = useLingui();
  if (rows.length === 0) return <p className="mt-4 text-sm text-slate-600">{empty}</p>;
  const align = (index: number) => (numeric.includes(index) ? 'text-right' : 'text-left');
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {head.map((label, index) => (
              <th key={index} scope="col" className={`px-2 py-2 font-medium ${align(index)}`}>
                {label || <span className="sr-only">{t`Actions`}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100 last:border-0">
              {row.cells.map((cell, index) => (
                <td key={index} className={`px-2 py-1.5 text-slate-900 ${align(index)}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
