import { cn } from '@/lib/cn';

/**
 * A table of figures: the first column names each row, the others are right-aligned amounts.
 * `caption` shows above it, or only to screen readers where a summary already says it.
 */
export function FiguresTable({
  caption,
  head,
  rows,
  captionShown = true,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
  captionShown?: boolean;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className={captionShown ? 'mb-1 text-left font-medium text-slate-800' : 'sr-only'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th
                key={index}
                scope="col"
                className={cn(
                  'border-b border-slate-200 py-2 pr-3 font-medium text-slate-600',
                  index === 0 ? 'text-left' : 'text-right',
                )}
              >
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="py-1.5 pr-3 text-left font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="money py-1.5 pr-3 text-right">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
