/**
 * A tracker table's body rows, windowed once there are many. With 5,000 expenses only the
 * rows near the viewport are in the document (TanStack Virtual, following the window's own
 * scroll, so the page scrolls as it always did): the table appears at once and typing into a
 * form on the page stays quick. Shorter lists render every row, as before.
 *
 * Keyboard and screen readers: the table says how many rows it has (`aria-rowcount`, set by
 * RecordTable) and each row its place (`aria-rowindex`). A few rows beyond each edge of the
 * viewport are always rendered, so Tab and Shift+Tab reach them, the browser scrolls the focused
 * row into view, and the window moves along with it.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type Key, type ReactNode, type Ref } from 'react';

/** From this many rows on, only the rows near the viewport are rendered. */
export const WINDOWED_FROM = 200;

/** Rendered beyond each edge of the viewport. */
const OVERSCAN = 10;

/** What a row element must carry: spread it onto the <tr>. */
export type WindowedRowProps = {
  ref?: Ref<HTMLTableRowElement>;
  'data-index'?: number;
  /** 1-based, counting the header row (ARIA's table model). */
  'aria-rowindex': number;
};

type WindowedRowsProps<Item> = {
  items: readonly Item[];
  getKey: (item: Item) => Key;
  /** A row's usual height in px, before it is measured (rows may differ: long names wrap). */
  estimateRowHeight: number;
  /** The table's number of columns, for the spacer rows. */
  columnCount: number;
  renderRow: (item: Item, rowProps: WindowedRowProps) => ReactNode;
};

export function WindowedRows<Item>(props: WindowedRowsProps<Item>) {
  if (props.items.length < WINDOWED_FROM) {
    return props.items.map((item, index) => props.renderRow(item, { 'aria-rowindex': index + 2 }));
  }
  return <Windowed {...props} />;
}

function Windowed<Item>({
  items,
  getKey,
  estimateRowHeight,
  columnCount,
  renderRow,
}: WindowedRowsProps<Item>) {
  // Where the body starts on the page: the virtualizer works in window coordinates.
  const start = useRef<HTMLTableRowElement>(null);
  const [bodyTop, setBodyTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const row = start.current;
      if (!row) return;
      const top = row.getBoundingClientRect().top + window.scrollY;
      setBodyTop((current) => (Math.abs(current - top) < 1 ? current : top));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  });

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateRowHeight,
    overscan: OVERSCAN,
    scrollMargin: bodyTop,
    getItemKey: (index) => getKey(items[index]!),
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  const above = first ? first.start - bodyTop : 0;
  const below = last ? virtualizer.getTotalSize() - (last.end - bodyTop) : 0;

  return (
    <>
      <Spacer rowRef={start} height={above} columnCount={columnCount} />
      {rows.map((row) =>
        renderRow(items[row.index]!, {
          ref: virtualizer.measureElement,
          'data-index': row.index,
          'aria-rowindex': row.index + 2,
        }),
      )}
      <Spacer height={below} columnCount={columnCount} />
    </>
  );
}

/** Stands in for the rows not rendered, so the page keeps its full height. */
function Spacer({
  height,
  columnCount,
  rowRef,
}: {
  height: number;
  columnCount: number;
  rowRef?: Ref<HTMLTableRowElement>;
}) {
  return (
    <tr ref={rowRef} aria-hidden="true" className="max-sm:block">
      <td colSpan={columnCount} className="p-0 max-sm:block" style={{ height }} />
    </tr>
  );
}
