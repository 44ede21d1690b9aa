/**
 * How the expected value of trial moves when the most likely outcome's probability, or the
 * attorney hours, are 50 % lower to 50 % higher than she put them, with a line at the
 * settlement value: where a line crosses it, the choice flips. The figures are also in a
 * table (results-section.tsx).
 */
import { useLingui } from '@lingui/react/macro';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Line, LinePath } from '@visx/shape';
import { useId } from 'react';
import type { Sensitivity } from '@shared/decision-analysis';
import { formatUsdWhole } from '@shared/money';
import { AXIS_STYLE, dollars } from './chart-parts';
import { useWidth } from './use-width';

const MARGIN = { top: 16, right: 16, bottom: 40, left: 72 };
const HEIGHT = 240;

/** A step as the axis and the table say it: "−50%", "0%", "+50%". */
export function stepText(step: number): string {
  return step > 0 ? `+${step}%` : step < 0 ? `−${Math.abs(step)}%` : '0%';
}

export function SensitivityChart({
  sensitivity,
  settlementValue,
  probabilityName,
  summary,
}: {
  sensitivity: Sensitivity;
  settlementValue: string;
  /** What the probability line is of: "the most likely outcome's probability". */
  probabilityName: string;
  summary: string;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const { ref, width } = useWidth<HTMLDivElement>(600);
  const plotWidth = Math.max(120, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const series = [
    ...(sensitivity.probability ? [{ key: 'probability', values: sensitivity.probability }] : []),
    { key: 'hours', values: sensitivity.hours },
  ];
  const all = [...series.flatMap((line) => line.values.map(dollars)), dollars(settlementValue)];
  const x = scaleLinear<number>({ domain: [-50, 50], range: [0, plotWidth] });
  const y = scaleLinear<number>({
    domain: [Math.min(...all), Math.max(...all)],
    range: [plotHeight, 0],
    nice: true,
  });
  const settlementY = y(dollars(settlementValue));
  return (
    <figure className="m-0">
      <div ref={ref} className="w-full">
        <svg width={width} height={HEIGHT} role="img" aria-labelledby={titleId}>
          <title id={titleId}>{summary}</title>
          <Group left={MARGIN.left} top={MARGIN.top}>
            <Line
              from={{ x: 0, y: settlementY }}
              to={{ x: plotWidth, y: settlementY }}
              className="stroke-slate-900"
              strokeWidth={2}
              strokeDasharray="5 3"
            />
            {series.map((line) => (
              <LinePath
                key={line.key}
                data={line.values.map((value, index) => [
                  sensitivity.steps[index]!,
                  dollars(value),
                ])}
                x={(point) => x(point[0]!)}
                y={(point) => y(point[1]!)}
                className={line.key === 'hours' ? 'stroke-amber-600' : 'stroke-primary'}
                strokeWidth={3}
                strokeDasharray={line.key === 'hours' ? '2 4' : undefined}
                strokeLinecap="round"
                fill="none"
              />
            ))}
            <AxisLeft
              scale={y}
              numTicks={4}
              tickFormat={(value) => formatUsdWhole(Number(value))}
              {...AXIS_STYLE}
              tickLabelProps={{ ...AXIS_STYLE.tickLabelProps, textAnchor: 'end', dx: -4, dy: 4 }}
            />
            <AxisBottom
              top={plotHeight}
              scale={x}
              tickValues={[-50, -25, 0, 25, 50]}
              tickFormat={(value) => stepText(Number(value))}
              {...AXIS_STYLE}
            />
          </Group>
        </svg>
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {t`Across: the change from your figures (−50% is half, +50% one and a half times).`}
      </p>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {sensitivity.probability && (
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-1 w-6 rounded bg-primary" />
            {probabilityName}
          </span>
        )}
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block h-1 w-6 border-t-4 border-dotted border-amber-600"
          />
          {t`Attorney hours`}
        </span>
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block h-1 w-6 border-t-2 border-dashed border-slate-900"
          />
          {t`Settlement value`}
        </span>
      </figcaption>
    </figure>
  );
}
