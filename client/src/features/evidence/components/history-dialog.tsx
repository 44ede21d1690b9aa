import { useLanguage } from '@/lib/i18n';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { EvidenceEntity, HistoryRevision, RevisionAction } from '@shared/evidence';
import { PLAIN_SPOUSE_LABELS, type SpouseLabels } from '@shared/parties';
import { EVIDENCE_LOAD_TEXTS, historyQueryOptions } from '../api';
import { fieldLabel, fieldValue } from '../entities';
import { formatDateTime, formatDay, isBackdated } from '../format';
import { EvidenceDialog, QueryResult } from './evidence-dialog';

const ACTION_WORDS: Readonly<Record<RevisionAction, MessageDescriptor>> = {
  create: msg`Created`,
  update: msg`Edited`,
  delete: msg`Deleted`,
  restore: msg`Restored`,
  relabel: msg`Renamed`,
  link: msg`Attached to a record`,
  unlink: msg`Detached from a record`,
};

/**
 * Whether a revision wrote what the record says (a create or an edit): a backdated one is
 * flagged; a delete or restore of an old record is not backdating anything.
 */
function writesContent(action: RevisionAction): boolean {
  return action === 'create' || action === 'update';
}

/** The record whose history is asked for: its id, and what its row calls it. */
export type HistoryTarget = { id: number; name: string };

/** Where a record's history is read: the owner's /api/history unless given (a shared view's). */
type HistoryQuery = typeof historyQueryOptions;

type HistoryDialogProps = {
  entity: EvidenceEntity;
  /** The record whose history is open; null while the dialog is closed. */
  target: HistoryTarget | null;
  onClose: () => void;
  historyQuery?: HistoryQuery;
  /** Who is who, for the owners and "Goes to" in each change (plain labels when absent). */
  spouses?: SpouseLabels;
};

/** 'History of Rent': every revision of one record, oldest first, each change as before → after. */
export function HistoryDialog({
  entity,
  target,
  onClose,
  historyQuery = historyQueryOptions,
  spouses = PLAIN_SPOUSE_LABELS,
}: HistoryDialogProps) {
  const { t } = useLingui();
  const name = target?.name ?? '';
  return (
    <EvidenceDialog
      open={target !== null}
      onClose={onClose}
      title={t`History of ${name}`}
      description={t`Every change to this record, oldest first, as it was recorded at the time.`}
    >
      {target !== null && (
        <RevisionList entity={entity} id={target.id} query={historyQuery} spouses={spouses} />
      )}
    </EvidenceDialog>
  );
}

function RevisionList({
  entity,
  id,
  query,
  spouses,
}: {
  entity: EvidenceEntity;
  id: number;
  query: HistoryQuery;
  spouses: SpouseLabels;
}) {
  const history = useQuery(query(entity, id));
  const { t } = useLingui();
  return (
    <QueryResult
      query={history}
      loading={t`Loading the history`}
      texts={EVIDENCE_LOAD_TEXTS.history}
    >
      {({ revisions }) => (
        <ol aria-label={t`Changes, oldest first`} className="space-y-3">
          {revisions.map((revision) => (
            <RevisionEntry
              key={revision.seq}
              entity={entity}
              revision={revision}
              spouses={spouses}
            />
          ))}
        </ol>
      )}
    </QueryResult>
  );
}

function RevisionEntry({
  entity,
  revision,
  spouses,
}: {
  entity: EvidenceEntity;
  revision: HistoryRevision;
  spouses: SpouseLabels;
}) {
  const { seq, action, recorded_at, data, changes } = revision;
  const { i18n } = useLingui();
  const language = useLanguage();
  const day = formatDay(recorded_at);
  const valueOf = (field: string, value: unknown) =>
    fieldValue(entity, field, value, spouses, language);
  return (
    <li className="rounded-md border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="font-normal">
          <span className="font-semibold text-slate-900">{i18n._(ACTION_WORDS[action])}</span>{' '}
          <time dateTime={recorded_at} className="text-slate-600">
            {formatDateTime(recorded_at)}
          </time>
        </h3>
        <p className="text-xs text-slate-500">
          <Trans>History entry {seq}</Trans>
        </p>
      </div>
      {writesContent(action) && isBackdated(data, recorded_at) && (
        <p className="mt-1 font-medium text-amber-900">
          <Trans>Recorded on {day}</Trans>
        </p>
      )}
      {changes.length > 0 && (
        <ul className="mt-2 space-y-1 break-words text-slate-700">
          {changes.map(({ field, from, to }) => (
            <li key={field}>
              <span className="font-medium text-slate-900">{fieldLabel(entity, field)}:</span>{' '}
              {action === 'create'
                ? valueOf(field, to)
                : `${valueOf(field, from)} → ${valueOf(field, to)}`}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
