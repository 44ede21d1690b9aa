import { useLanguage } from '@/lib/i18n';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { RecordRow, RecordTable, RowActionsCell } from '@/components/trackers/record-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { liveTexts } from '@/components/ui/live-texts';
import { useSpouseLabels } from '@/features/account';
import { RecordDocumentsButton } from '@/features/documents';
import { cn } from '@/lib/cn';
import { isPendingRecord } from '@/lib/optimistic-list';
import { formatUsd } from '@shared/money';
import {
  ownershipLabel,
  type Classification,
  type NetworthCategoriesResponse,
} from '@shared/networth';
import type { ListedNetworthItem } from '../api';
import { categoryLabel } from '../categories';
import { CategoryIcon } from './category-icon';

const TEXTS = liveTexts({
  asset: {
    title: msg`Asset Inventory`,
    description: msg`Everything owned, alone or together, and what it is worth.`,
    valueColumn: msg`Value`,
    totalLabel: msg`Total Assets`,
    empty: msg`No assets recorded yet.`,
    addFirst: msg`Add your first asset`,
  },
  debt: {
    title: msg`Debt Inventory`,
    description: msg`Everything owed, and who is responsible for it.`,
    valueColumn: msg`Amount`,
    totalLabel: msg`Total Debts`,
    empty: msg`No debts recorded yet.`,
    addFirst: msg`Add your first debt`,
  },
});

type InventoryTableProps = {
  classification: Classification;
  /** This classification's items, newest first. */
  items: readonly ListedNetworthItem[];
  /** The summary's total for this classification ("1234.50"). */
  total: string;
  categories: NetworthCategoriesResponse;
  onHistory: (item: ListedNetworthItem) => void;
  onEdit: (item: ListedNetworthItem) => void;
  onDelete: (item: ListedNetworthItem) => void;
  /** Opens the add dialog with this classification chosen. */
  onAddFirst: () => void;
};

const headerCell = 'px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase';
// Cells are padded from `sm` up; on a phone each row is a two-column grid padded as a whole.
const bodyCell = 'sm:px-4 sm:py-3 sm:align-middle';
const phoneRow =
  'max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3';

/**
 * The Assets or Debts tab: Name, Category, Ownership, Value (or Amount), Status and Actions,
 * with the total underneath. On a phone the header hides and each item stacks: name and value
 * on top, category and ownership below on the left, status and actions on the right, so nothing
 * needs sideways scrolling.
 */
export function InventoryTable({
  classification,
  items,
  total,
  categories,
  onHistory,
  onEdit,
  onDelete,
  onAddFirst,
}: InventoryTableProps) {
  const texts = TEXTS[classification];
  const spouses = useSpouseLabels();
  const { t } = useLingui();
  const language = useLanguage();

  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-200 px-4 py-4 sm:px-5">
        <h2 className="text-lg font-semibold text-slate-900">{texts.title}</h2>
        <p className="text-sm text-slate-600">{texts.description}</p>
      </div>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-12 text-center">
          <p className="text-slate-600">{texts.empty}</p>
          <Button writes variant="link" onClick={onAddFirst} className="min-h-11">
            <Plus aria-hidden="true" className="size-4" />
            {texts.addFirst}
          </Button>
        </div>
      ) : (
        <RecordTable
          caption={texts.title}
          columns={
            <>
              <th scope="col" className={headerCell}>
                <Trans>Name</Trans>
              </th>
              <th scope="col" className={headerCell}>
                <Trans>Category</Trans>
              </th>
              <th scope="col" className={headerCell}>
                <Trans>Ownership</Trans>
              </th>
              <th scope="col" className={cn(headerCell, 'text-right')}>
                {texts.valueColumn}
              </th>
              <th scope="col" className={headerCell}>
                <Trans>Status</Trans>
              </th>
              <th scope="col" className={cn(headerCell, 'text-right')}>
                <Trans>Actions</Trans>
              </th>
            </>
          }
          footer={
            <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900 max-sm:block">
              <tr className="max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:px-4 max-sm:py-3">
                <th scope="row" className={cn(bodyCell, 'text-left whitespace-nowrap')}>
                  {texts.totalLabel}
                </th>
                <td colSpan={2} className="max-sm:hidden" />
                <td
                  className={cn(bodyCell, 'money text-right whitespace-nowrap')}
                  data-testid={`${classification}-total`}
                >
                  {formatUsd(total)}
                </td>
                <td colSpan={2} className="max-sm:hidden" />
              </tr>
            </tfoot>
          }
        >
          {items.map((item) => {
            const { name } = item;
            return (
              <RecordRow key={item.id} isPending={false} className={phoneRow}>
                <th
                  scope="row"
                  className={cn(
                    bodyCell,
                    'text-left font-medium break-words text-slate-900 max-sm:col-start-1 max-sm:row-start-1 max-sm:font-semibold sm:max-w-64',
                  )}
                >
                  <span className="block sm:truncate" title={item.name}>
                    {item.name}
                  </span>
                  {item.notes?.trim() && (
                    <span
                      className="mt-0.5 block text-sm font-normal break-words whitespace-pre-line text-slate-600"
                      data-testid={`notes-${item.id}`}
                    >
                      {item.notes}
                    </span>
                  )}
                </th>
                <td
                  className={cn(bodyCell, 'text-slate-700 max-sm:col-start-1 max-sm:row-start-2')}
                >
                  <span className="inline-flex items-center gap-2 whitespace-nowrap">
                    <CategoryIcon category={item.category} />
                    {categoryLabel(item.category, categories, language)}
                  </span>
                </td>
                <td
                  className={cn(
                    bodyCell,
                    'whitespace-nowrap text-slate-700 max-sm:col-start-1 max-sm:row-start-3 max-sm:self-center',
                  )}
                >
                  {ownershipLabel(item.ownership, spouses, language)}
                </td>
                <td
                  className={cn(
                    bodyCell,
                    'money text-right whitespace-nowrap text-slate-900 max-sm:col-start-2 max-sm:row-start-1 max-sm:font-semibold',
                  )}
                >
                  {formatUsd(item.value)}
                </td>
                <td
                  className={cn(
                    bodyCell,
                    'max-sm:col-start-2 max-sm:row-start-2 max-sm:self-center max-sm:justify-self-end',
                  )}
                >
                  {item.is_disputed ? (
                    <Badge tone="warning">
                      <Trans>Disputed</Trans>
                    </Badge>
                  ) : (
                    <Badge tone="success">
                      <Trans>Agreed</Trans>
                    </Badge>
                  )}
                </td>
                <RowActionsCell
                  historyLabel={t`History of ${name}`}
                  editLabel={t`Edit ${name}`}
                  deleteLabel={t`Delete ${name}`}
                  onHistory={() => onHistory(item)}
                  onEdit={() => onEdit(item)}
                  onDelete={() => onDelete(item)}
                  className="sm:py-3 sm:align-middle max-sm:col-start-2 max-sm:row-start-3 max-sm:-mb-1 max-sm:flex max-sm:justify-self-end"
                  leading={
                    <RecordDocumentsButton
                      entity="networth_item"
                      id={item.id}
                      name={name}
                      count={item.document_count}
                      disabled={isPendingRecord(item)}
                    />
                  }
                />
              </RecordRow>
            );
          })}
        </RecordTable>
      )}
    </Card>
  );
}
