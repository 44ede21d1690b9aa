/**
 * What trial may leave her, next to what settling leaves: one horizontal bar per outcome's net
 * value (discounted, less the cost of litigation) and one for the expected value of trial,
 * with a line at the settlement value. Horizontal, so each bar's name sits in full beside it
 * on a phone. The figures are also in a table and a sentence (results-section.tsx): the
 * drawing is hidden from screen readers' reading of the page but named as an image.
 */
import { useLingui } from '@lingui/react/macro';
import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { useId } from 'react';
import { formatUsd, formatUsdWhole } from '@shared/money';
import { AXIS_STYLE, dollars } from './chart-parts';
import { useWidth } from './use-width';

export interface ChartBar {
  key: string;
  label: string;
  amount: string;
  /** The expected value is drawn apart from the outcomes it averages. */
  isAverage?: boolean;
}

const ROW = 44;
const MARGIN = { top: 28, right: 16, bottom: 36, left: 16 };
const LABEL_WIDTH_SHARE = 0.38;

/** A name cut to what fits in `width` px at 13 px (about 7 px a character), with an ellipsis. */
function fitted(label: string, width: number): string {
  const room = Math.max(6, Math.floor(width / 7.2));
  return label.length > room ? `${label.slice(0, room - 1)}…` : label;
}

export function OutcomeChart({
  bars,
  settlementValue,
  summary,
}: {
  bars: readonly ChartBar[];
  settlementValue: string;
  /** The sentence that says what the chart shows. */
  summary: string;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const { ref, width } = useWidth<HTMLDivElement>(600);
  const height = MARGIN.top + bars.length * ROW + MARGIN.bottom;
  const labelWidth = Math.round(width * LABEL_WIDTH_SHARE);
  const plotLeft = MARGIN.left + labelWidth;
  const plotWidth = Math.max(80, width - plotLeft - MARGIN.right);
  const values = [...bars.map((bar) => dollars(bar.amount)), dollars(settlementValue), 0];
  const x = scaleLinear<number>({
    domain: [Math.min(...values), Math.max(...values)],
    range: [0, plotWidth],
    nice: true,
  });
  const y = scaleBand<string>({
    domain: bars.map((bar) => bar.key),
    range: [0, bars.length * ROW],
    padding: 0.3,
  });
  const zero = x(0);
  const settlementX = x(dollars(settlementValue));
  const settlementText = t`Settlement value ${formatUsd(settlementValue)}`;
  return (
    <figure className="m-0">
      <div ref={ref} className="w-full">
        <svg width={width} height={height} role="img" aria-labelledby={titleId}>
          <title id={titleId}>{summary}</title>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {bars.map((bar) => {
              const top = y(bar.key) ?? 0;
              return (
                <text
                  key={bar.key}
                  x={0}
                  y={top + y.bandwidth() / 2}
                  dominantBaseline="middle"
                  className="fill-slate-800 text-[13px]"
                  fontWeight={bar.isAverage ? 600 : 400}
                >
                  {fitted(bar.label, labelWidth)}
                </text>
              );
            })}
          </Group>
          <Group left={plotLeft} top={MARGIN.top}>
            {bars.map((bar) => {
              const value = dollars(bar.amount);
              const end = x(value);
              const top = y(bar.key) ?? 0;
              return (
                <Bar
                  key={bar.key}
                  x={Math.min(zero, end)}
                  y={top}
                  width={Math.max(1, Math.abs(end - zero))}
                  height={y.bandwidth()}
                  rx={3}
                  className={
                    bar.isAverage ? 'fill-primary' : value < 0 ? 'fill-rose-400' : 'fill-sky-300'
                  }
                />
              );
            })}
            <Line
              from={{ x: zero, y: -4 }}
              to={{ x: zero, y: bars.length * ROW }}
              className="stroke-slate-400"
            />
            <Line
              from={{ x: settlementX, y: -10 }}
              to={{ x: settlementX, y: bars.length * ROW }}
              className="stroke-slate-900"
              strokeWidth={2}
              strokeDasharray="5 3"
            />
            <text
              x={Math.min(Math.max(settlementX, 0), plotWidth)}
              y={-14}
              textAnchor={settlementX > plotWidth / 2 ? 'end' : 'start'}
              className="fill-slate-900 text-[12px] font-medium"
            >
              {settlementText}
            </text>
            <AxisBottom
              top={bars.length * ROW}
              scale={x}
              numTicks={plotWidth < 360 ? 3 : 5}
              tickFormat={(value) => formatUsdWhole(Number(value))}
              {...AXIS_STYLE}
            />
          </Group>
        </svg>
      </div>
    </figure>
  );
}
