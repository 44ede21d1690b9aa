import { requireAmountCents } from '@shared/money';

/** An amount of the analysis in dollars, for a chart's scale (never for a figure shown). */
export const dollars = (amount: string) => requireAmountCents(amount) / 100;

/** How both charts draw an axis: slate lines, 11 px labels of AA contrast. */
export const AXIS_STYLE = {
  stroke: '#94a3b8',
  tickStroke: '#94a3b8',
  tickLabelProps: { fill: '#334155', fontSize: 11, textAnchor: 'middle' as const },
};
