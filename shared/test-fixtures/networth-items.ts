/** Net worth items and their summary for tests (the tracker's, the division planner's, the reports'). */
import {
  type NetworthItemDto,
  type NetworthSummary,
  type Ownership,
  sharePercent,
  summarizeNetworth,
} from '@shared/networth';

let nextId = 1;

/** A joint, marital, undecided asset of $100.00, with `overrides`. */
export function makeItem(overrides: Partial<NetworthItemDto> = {}): NetworthItemDto {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Item ${id}`,
    classification: 'asset',
    category: 'real_estate',
    ownership: 'joint',
    value: '100.00',
    notes: null,
    is_disputed: false,
    dispute_notes: null,
    created_at: '2025-05-01T10:00:00.000Z',
    updated_at: '2025-05-01T10:00:00.000Z',
    character: 'marital',
    proposed_to: null,
    split_share: null,
    monthly_payment: null,
    ...overrides,
  };
}

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
