import { useLanguage } from '@/lib/i18n';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { RecordRow, RecordTable, RowActionsCell } from '@/components/trackers/record-table';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { RecordDocumentsButton } from '@/features/documents';
import { cn } from '@/lib/cn';
import { isPendingRecord } from '@/lib/optimistic-list';
import { formatDisplayDate } from '@shared/dates';
import { formatParty } from '@shared/events';
import type { ListedEvent } from '../api';
import { sortEvents, type EventSort, type EventSortKey } from '../sorting';
import { ConcernBadge } from './concern-badge';

const COLUMNS: ReadonlyArray<{ key: EventSortKey; label: MessageDescriptor }> = [
  { key: 'date', label: msg`Date` },
  { key: 'description', label: msg`Description` },
  { key: 'party', label: msg`Party` },
  { key: 'concern_level', label: msg`Concern Level` },
];

const headerCell = 'px-4 py-2 font-medium text-slate-600';
// Cells are padded from `sm` up; on a phone each row is a two-column grid padded as a whole.
const bodyCell = 'sm:px-4 sm:py-3';
const phoneRow =
  'max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3';

type SortableHeaderProps = {
  column: (typeof COLUMNS)[number];
  sort: EventSort;
  onSort: (key: EventSortKey) => void;
};

function SortableHeader({ column, sort, onSort }: SortableHeaderProps) {
  const isActive = sort.key === column.key;
  const Icon = !isActive ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  const { i18n } = useLingui();
  return (
    <th
      scope="col"
      aria-sort={isActive ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={headerCell}
    >
      <button
        type="button"
        onClick={() => onSort(column.key)}
        className={cn(
          '-mx-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 whitespace-nowrap hover:bg-slate-100 hover:text-slate-900',
          isActive && 'text-slate-900',
        )}
      >
        {i18n._(column.label)}
        <Icon
          aria-hidden="true"
          className={cn('size-3.5', isActive ? 'text-primary' : 'text-slate-400')}
        />
      </button>
    </th>
  );
}

/**
 * On a phone the column headers are hidden, so the same sort (docs/product.md#events rules) is
 * offered as a column choice and a direction toggle.
 */
function PhoneSortBar({ sort, onSort }: { sort: EventSort; onSort: (key: EventSortKey) => void }) {
  const Icon = sort.direction === 'asc' ? ArrowUp : ArrowDown;
  const { t, i18n } = useLingui();
  const isAscending = sort.direction === 'asc';
  return (
    <div className="flex items-end gap-2 border-b border-slate-200 bg-slate-50 p-4 sm:hidden">
      <div className="min-w-0 flex-1">
        <SelectField
          label={t`Sort by`}
          value={sort.key}
          onChange={(event) => onSort(event.target.value as EventSortKey)}
        >
          {COLUMNS.map((column) => (
            <option key={column.key} value={column.key}>
              {i18n._(column.label)}
            </option>
          ))}
        </SelectField>
      </div>
      <Button
        variant="outline"
        onClick={() => onSort(sort.key)}
        aria-label={
          isAscending ? t`Ascending; switch to descending` : t`Descending; switch to ascending`
        }
      >
        <Icon aria-hidden="true" className="size-4" />
        {isAscending ? <Trans>Ascending</Trans> : <Trans>Descending</Trans>}
      </Button>
    </div>
  );
}

type EventsTableProps = {
  events: readonly ListedEvent[];
  sort: EventSort;
  onSort: (key: EventSortKey) => void;
  onHistory: (event: ListedEvent) => void;
  onEdit: (event: ListedEvent) => void;
  onDelete: (event: ListedEvent) => void;
};

/**
 * Date, Description, Party and Concern Level, each sortable, plus Actions. On a phone the
 * header hides (a sort bar takes its place) and each row stacks: description and concern on
 * top, date, party and actions below, so nothing needs sideways scrolling.
 */
export function EventsTable({
  events,
  sort,
  onSort,
  onHistory,
  onEdit,
  onDelete,
}: EventsTableProps) {
  const rows = sortEvents(events, sort);
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <RecordTable
      caption={t`Your events. Column headers with buttons sort the table.`}
      toolbar={<PhoneSortBar sort={sort} onSort={onSort} />}
      columns={
        <>
          {COLUMNS.map((column) => (
            <SortableHeader key={column.key} column={column} sort={sort} onSort={onSort} />
          ))}
          <th scope="col" className={cn(headerCell, 'text-right')}>
            <Trans>Actions</Trans>
          </th>
        </>
      }
    >
      {rows.map((event) => {
        const isPending = isPendingRecord(event);
        const name = event.description;
        return (
          <RecordRow key={event.id} isPending={isPending} className={phoneRow}>
            <td
              className={cn(
                bodyCell,
                'whitespace-nowrap text-slate-600 max-sm:col-start-1 max-sm:row-start-2',
              )}
            >
              {formatDisplayDate(event.date)}
            </td>
            <td
              className={cn(
                bodyCell,
                'break-words text-slate-900 max-sm:col-start-1 max-sm:row-start-1 max-sm:font-medium sm:min-w-48',
              )}
            >
              {event.description}
            </td>
            <td
              className={cn(
                bodyCell,
                'whitespace-nowrap text-slate-600 max-sm:col-start-1 max-sm:row-start-3',
              )}
            >
              {formatParty(event.party, language)}
            </td>
            <td
              className={cn(
                bodyCell,
                'max-sm:col-start-2 max-sm:row-start-1 max-sm:justify-self-end',
              )}
            >
              <ConcernBadge level={event.concern_level} />
            </td>
            <RowActionsCell
              historyLabel={t`History of ${name}`}
              editLabel={t`Edit event: ${name}`}
              deleteLabel={t`Delete event: ${name}`}
              disabled={isPending}
              onHistory={() => onHistory(event)}
              onEdit={() => onEdit(event)}
              onDelete={() => onDelete(event)}
              className="sm:py-1 max-sm:col-start-2 max-sm:row-[2/4] max-sm:self-end"
              leading={
                <RecordDocumentsButton
                  entity="event"
                  id={event.id}
                  name={name}
                  count={event.document_count}
                  disabled={isPending}
                />
              }
            />
          </RecordRow>
        );
      })}
    </RecordTable>
  );
}
