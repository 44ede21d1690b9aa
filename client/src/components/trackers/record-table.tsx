/**
 * The frame of a tracker's table: on a phone the header hides and each row becomes a grid the
 * tracker lays out, so nothing needs sideways scrolling. A row waiting for the server is dimmed
 * and busy, and its actions are off until the server's record arrives.
 */
import { useLingui } from '@lingui/react/macro';
import { History, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { WindowedRowProps } from './windowed-rows';

type RecordTableProps = {
  /** Read by screen readers only. */
  caption: string;
  /** The header row's cells. */
  columns: ReactNode;
  /** The body rows. */
  children: ReactNode;
  /** Shown above the table (a phone's sort bar). */
  toolbar?: ReactNode;
  /** A <tfoot>, e.g. the total. */
  footer?: ReactNode;
  /** The number of body rows, said to assistive technology when not all are rendered. */
  rowCount?: number;
};

export function RecordTable({
  caption,
  columns,
  children,
  toolbar,
  footer,
  rowCount,
}: RecordTableProps) {
  return (
    <div className="overflow-x-auto">
      {toolbar}
      <table
        className="w-full border-collapse text-left text-sm max-sm:block"
        // The header row counts (ARIA's table model); the footer's total is not a record.
        aria-rowcount={rowCount === undefined ? undefined : rowCount + 1}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 max-sm:hidden">
          <tr>{columns}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-sm:block">{children}</tbody>
        {footer}
      </table>
    </div>
  );
}

type RecordRowProps = {
  /** True while an added record waits for the server's. */
  isPending: boolean;
  className?: string;
  children: ReactNode;
  /** From WindowedRows: the row's place, and its measuring ref when the list is windowed. */
  rowProps?: WindowedRowProps;
};

/**
 * On a phone a row is a grid box, and one out of sight is laid out only as it nears the screen
 * (`content-visibility: auto`; it stays in the accessibility tree and find-in-page): drawing a
 * list of 40 stacked rows was one long task on a slow phone. Not in a windowed list, whose
 * rows are measured as they render.
 */
const LAID_OUT_WHEN_NEAR =
  'max-sm:[content-visibility:auto] max-sm:[contain-intrinsic-size:auto_5rem]';

export function RecordRow({ isPending, className, children, rowProps }: RecordRowProps) {
  return (
    <tr
      {...rowProps}
      aria-busy={isPending || undefined}
      className={cn(
        className,
        'hover:bg-slate-50',
        rowProps?.ref === undefined && LAID_OUT_WHEN_NEAR,
        isPending && 'opacity-60',
      )}
    >
      {children}
    </tr>
  );
}

type RowActionsCellProps = {
  /** The buttons' accessible names, e.g. 'History of Rent', 'Edit Rent' and 'Delete Rent'. */
  historyLabel: string;
  editLabel: string;
  deleteLabel: string;
  /** True while the row waits for the server. */
  disabled?: boolean;
  onHistory: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The cell's padding and its place in the tracker's phone grid. */
  className?: string;
  /** A control before History, such as the record's documents. */
  leading?: ReactNode;
};

/** A row's last cell: its History, Edit and Delete icon buttons (44 px targets). */
export function RowActionsCell({
  historyLabel,
  editLabel,
  deleteLabel,
  disabled = false,
  onHistory,
  onEdit,
  onDelete,
  className,
  leading,
}: RowActionsCellProps) {
  const { t } = useLingui();
  const actions = [
    {
      key: 'history',
      label: historyLabel,
      title: t`History`,
      Icon: History,
      onClick: onHistory,
      className: 'size-11 p-0',
    },
    {
      key: 'edit',
      label: editLabel,
      title: t`Edit`,
      Icon: Pencil,
      onClick: onEdit,
      className: 'size-11 p-0',
    },
    {
      key: 'delete',
      label: deleteLabel,
      title: t`Delete`,
      Icon: Trash2,
      onClick: onDelete,
      className: 'size-11 p-0 text-red-700 hover:bg-red-50 hover:text-red-800',
    },
  ];
  return (
    <td className={cn('text-right whitespace-nowrap sm:px-4 max-sm:-mr-3', className)}>
      {leading}
      {actions.map(({ key, label, title, Icon, onClick, className: buttonClassName }) => (
        <Button
          writes
          key={key}
          variant="ghost"
          size="sm"
          className={buttonClassName}
          aria-label={label}
          title={title}
          disabled={disabled}
          onClick={onClick}
        >
          <Icon aria-hidden="true" className="size-4" />
        </Button>
      ))}
    </td>
  );
}
