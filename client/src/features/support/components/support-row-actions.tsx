import { useLingui } from '@lingui/react/macro';
import { History } from 'lucide-react';
import type { ReactNode } from 'react';
import { RowActionsCell } from '@/components/trackers/record-table';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type SupportRowActionsProps = {
  /** The row's name, as its buttons say it: 'History of Child support #1'. */
  name: string;
  /** True while the row waits for the server. */
  disabled: boolean;
  onHistory?: () => void;
  /** The owner's page: without both, the row has no Edit or Delete (a shared link's view). */
  onEdit?: () => void;
  onDelete?: () => void;
  /** Before History on the owner's page only, such as the payment's documents. */
  leading?: ReactNode;
  /** The cell's place in the table's phone grid. */
  className: string;
};

/**
 * An order's or a payment's last cell: History, Edit and Delete on the owner's page; History
 * alone where the records are read-only.
 */
export function SupportRowActions({
  name,
  disabled,
  onHistory,
  onEdit,
  onDelete,
  leading,
  className,
}: SupportRowActionsProps) {
  const { t } = useLingui();
  const historyLabel = t`History of ${name}`;
  if (onHistory && onEdit && onDelete) {
    return (
      <RowActionsCell
        historyLabel={historyLabel}
        editLabel={t`Edit ${name}`}
        deleteLabel={t`Delete ${name}`}
        disabled={disabled}
        onHistory={onHistory}
        onEdit={onEdit}
        onDelete={onDelete}
        className={cn('sm:py-2', className)}
        leading={leading}
      />
    );
  }
  return (
    <td className={cn('text-right whitespace-nowrap sm:px-4 sm:py-2 max-sm:-mr-3', className)}>
      {onHistory && (
        <Button
          variant="ghost"
          size="sm"
          className="size-11 p-0"
          aria-label={historyLabel}
          title={t`History`}
          disabled={disabled}
          onClick={onHistory}
        >
          <History aria-hidden="true" className="size-4" />
        </Button>
      )}
    </td>
  );
}

/** Whether a table has an Actions column: any of its rows' buttons is given. */
export function hasRowActions(actions: {
  onHistory?: unknown;
  onEdit?: unknown;
  onDelete?: unknown;
}) {
  return (
    actions.onHistory !== undefined ||
    actions.onEdit !== undefined ||
    actions.onDelete !== undefined
  );
}
