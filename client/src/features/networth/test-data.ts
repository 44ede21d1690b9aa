/** Items and summaries for the tracker's unit tests. */
import { makeItem } from '@/test/networth-items';
import type { NetworthItemDto, Ownership } from '@shared/networth';
import { sharePercent, summarizeNetworth } from '@shared/networth';
import type { NetworthSummary } from '@shared/networth';

export { makeItem };

/** The summary GET /api/networth would send for these items (debt shares included). */
export function summaryFor(items: readonly NetworthItemDto[]): NetworthSummary {
  const summary = summarizeNetworth(items);
  const debtShare = (owner: Ownership) =>
    sharePercent(
      summary[
        owner === 'spouse_1'
          ? 'spouse1_debts'
          : owner === 'spouse_2'
            ? 'spouse2_debts'
            : 'joint_debts'
      ],
      summary.total_debts,
    );
  return {
    ...summary,
    spouse1_debt_percentage: debtShare('spouse_1'),
    spouse2_debt_percentage: debtShare('spouse_2'),
    joint_debt_percentage: debtShare('joint'),
  };
}
