import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatUsd } from '@shared/money';
import {
  ownershipLabel,
  type Classification,
  type NetworthCategoriesResponse,
  type NetworthItemDto,
} from '@shared/networth';
import { categoryLabel } from '../categories';
import { CategoryIcon } from './category-icon';

const TEXTS: Record<
  Classification,
  {
    title: string;
    description: string;
    valueColumn: string;
    totalLabel: string;
    empty: string;
    addFirst: string;
  }
> = {
  asset: {
    title: 'Asset Inventory',
    description: 'Everything owned, alone or together, and what it is worth.',
    valueColumn: 'Value',
    totalLabel: 'Total Assets',
    empty: 'No assets recorded yet.',
    addFirst: 'Add your first asset',
  },
  debt: {
    title: 'Debt Inventory',
    description: 'Everything owed, and who is responsible for it.',
    valueColumn: 'Amount',
    totalLabel: 'Total Debts',
    empty: 'No debts recorded yet.',
    addFirst: 'Add your first debt',
  },
};

type InventoryTableProps = {
  classification: Classification;
  /** This classification's items, newest first. */
  items: readonly NetworthItemDto[];
  /** The summary's total for this classification ("1234.50"). */
  total: string;
  categories: NetworthCategoriesResponse;
  onEdit: (item: NetworthItemDto) => void;
  onDelete: (item: NetworthItemDto) => void;
  /** Opens the add dialog with this classification chosen. */
  onAddFirst: () => void;
};

const th =
  'px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase sm:px-4';
const td = 'px-3 py-3 align-middle sm:px-4';
/**
 * The name column stays put while the rest scrolls sideways on a phone, so each row keeps its
 * label; it needs its own background to cover what scrolls beneath it.
 */
const sticky = 'sticky left-0 z-10 shadow-[1px_0_0_var(--color-slate-200)] sm:shadow-none';

/** The Assets or Debts tab: the items as a table that scrolls sideways inside its card. */
export function InventoryTable({
  classification,
  items,
  total,
  categories,
  onEdit,
  onDelete,
  onAddFirst,
}: InventoryTableProps) {
  const texts = TEXTS[classification];
  const titleId = useId();

  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-200 px-4 py-4 sm:px-5">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {texts.title}
        </h2>
        <p className="text-sm text-slate-600">{texts.description}</p>
      </div>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-12 text-center">
          <p className="text-slate-600">{texts.empty}</p>
          <Button variant="link" onClick={onAddFirst} className="min-h-11">
            <Plus aria-hidden="true" className="size-4" />
            {texts.addFirst}
          </Button>
        </div>
      ) : (
        <div className="overflow-x-auto">
          <table aria-labelledby={titleId} className="w-full min-w-[40rem] text-sm">
            <thead className="border-b border-slate-200 bg-slate-50">
              <tr>
                <th scope="col" className={`${th} ${sticky} bg-slate-50`}>
                  Name
                </th>
                <th scope="col" className={th}>
                  Category
                </th>
                <th scope="col" className={th}>
                  Ownership
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {texts.valueColumn}
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((item) => (
                <tr key={item.id}>
                  <th
                    scope="row"
                    className={`${td} ${sticky} max-w-40 bg-white text-left font-medium text-slate-900 sm:max-w-64`}
                  >
                    <span className="block truncate" title={item.name}>
                      {item.name}
                    </span>
                    {/* On a phone the value column starts off screen; repeat it here. */}
                    <span
                      aria-hidden="true"
                      className="money block font-normal text-slate-600 sm:hidden"
                    >
                      {formatUsd(item.value)}
                    </span>
                  </th>
                  <td className={td}>
                    <span className="inline-flex items-center gap-2 whitespace-nowrap text-slate-700">
                      <CategoryIcon category={item.category} />
                      {categoryLabel(item.category, categories)}
                    </span>
                  </td>
                  <td className={`${td} whitespace-nowrap text-slate-700`}>
                    {ownershipLabel(item.ownership)}
                  </td>
                  <td className={`${td} money text-right text-slate-900`}>
                    {formatUsd(item.value)}
                  </td>
                  <td className={td}>
                    {item.is_disputed ? (
                      <Badge tone="warning">Disputed</Badge>
                    ) : (
                      <Badge tone="success">Agreed</Badge>
                    )}
                  </td>
                  <td className={`${td} text-right`}>
                    <div className="inline-flex gap-1">
                      <Button
                        variant="ghost"
                        className="size-11 px-0"
                        aria-label={`Edit ${item.name}`}
                        onClick={() => onEdit(item)}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        className="size-11 px-0 text-red-700 hover:bg-red-50 hover:text-red-800"
                        aria-label={`Delete ${item.name}`}
                        onClick={() => onDelete(item)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900">
              <tr>
                <th
                  scope="row"
                  className={`${td} ${sticky} bg-slate-50 text-left whitespace-nowrap`}
                >
                  {texts.totalLabel}
                  <span aria-hidden="true" className="money block sm:hidden">
                    {formatUsd(total)}
                  </span>
                </th>
                <td colSpan={2} />
                <td className={`${td} money text-right`} data-testid={`${classification}-total`}>
                  {formatUsd(total)}
                </td>
                <td colSpan={2} />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </Card>
  );
}
