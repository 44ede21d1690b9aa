import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordRow, RecordTable } from './record-table';
import { WINDOWED_FROM, WindowedRows } from './windowed-rows';

function renderTable(count: number) {
  const items = Array.from({ length: count }, (_, index) => ({ id: index + 1 }));
  return render(
    <RecordTable caption="Rows" columns={<th scope="col">Name</th>} rowCount={count}>
      <WindowedRows
        items={items}
        getKey={(item) => item.id}
        estimateRowHeight={60}
        columnCount={1}
        renderRow={(item, rowProps) => (
          <RecordRow key={item.id} rowProps={rowProps} isPending={false}>
            <td>Row {item.id}</td>
          </RecordRow>
        )}
      />
    </RecordTable>,
  );
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('WindowedRows', () => {
  it('renders every row of a short list, each with its place in the table', () => {
    renderTable(WINDOWED_FROM - 1);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', String(WINDOWED_FROM));
    const rows = bodyRows();
    expect(rows).toHaveLength(WINDOWED_FROM - 1);
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(
      Array.from({ length: WINDOWED_FROM - 1 }, (_, index) => String(index + 2)),
    );
  });

  it('lets a phone lay out a short list’s rows only near the screen; a window’s are measured', () => {
    const laidOutWhenNear = (row: HTMLElement) =>
      row.className.includes('max-sm:[content-visibility:auto]');
    const short = renderTable(WINDOWED_FROM - 1);
    expect(bodyRows().every(laidOutWhenNear)).toBe(true);
    short.unmount();
    renderTable(WINDOWED_FROM);
    // The spacers aside, the rendered rows of a windowed list are plain: the virtualizer
    // measures each as it renders.
    expect(bodyRows().filter(laidOutWhenNear)).toEqual([]);
  });

  it('renders a window of a long list between two hidden spacers', () => {
    // jsdom lays nothing out: give every row the height a browser would, and let the
    // virtualizer's scroll corrections go nowhere.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(60);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderTable(5_000);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '5001');
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(100);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(rows[0]).toHaveTextContent('Row 1');
    // The spacers stand in for the rest and are hidden from assistive technology.
    const spacers = document.querySelectorAll('tbody tr[aria-hidden="true"]');
    expect(spacers).toHaveLength(2);
    const below = spacers[1]!.querySelector('td')!;
    expect(Number.parseFloat(below.style.height)).toBeGreaterThan(60 * 4_000);
  });

  it('keeps the page’s full height when the table starts lower on the page', () => {
    // jsdom puts everything at the top of the page, where the body's offset is 0 and any
    // mistake with it cancels out: start the body 300 px down, as under a page's header.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(60);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const bodyStart = { x: 0, y: 300, top: 300, bottom: 300, left: 0, right: 1024, width: 1024 };
    vi.spyOn(HTMLTableRowElement.prototype, 'getBoundingClientRect').mockReturnValue({
      ...bodyStart,
      height: 0,
      toJSON: () => bodyStart,
    });
    renderTable(5_000);
    const rows = bodyRows();
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(100);
    const [above, below] = [
      ...document.querySelectorAll<HTMLElement>('tbody tr[aria-hidden="true"] td'),
    ];
    // Above: nothing is skipped. Below: every row not rendered, and not a pixel more or less.
    expect(Number.parseFloat(above!.style.height)).toBe(0);
    expect(Number.parseFloat(below!.style.height)).toBe(60 * (5_000 - rows.length));
  });
});
