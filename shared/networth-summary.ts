/**
 * The Summary tab's figures: the three totals and, per panel, each owner's amount and share
 * (docs/product.md#net-worth-tracker-and-division, #limits-and-timings: percentages with one
 * decimal; a debt share is over total debts, 0.0 when they are 0). The server computes the shares
 * exactly; this only arranges and formats them.
 */
import type { Language } from './language';
import { formatPercent, formatUsd } from '@shared/money';
import { ownershipLabel, sharePercent, type Ownership } from '@shared/networth';
import { PLAIN_SPOUSE_LABELS, type SpouseLabels } from '@shared/parties';
import type { NetworthSummary } from '@shared/networth';

export type OwnershipPanel = 'assets' | 'debts';

export interface OwnershipRow {
  owner: Ownership;
  /** 'Spouse 1', 'Spouse 2', 'Joint'. */
  label: string;
  /** "$1,234.50" */
  amount: string;
  /** 0–100, for the progress bar. */
  percent: number;
  /** "33.3%" */
  percentText: string;
}

const OWNERS: readonly Ownership[] = ['spouse_1', 'spouse_2', 'joint'];

type SummaryField = keyof NetworthSummary;

const TOTALS: Record<OwnershipPanel, SummaryField> = {
  assets: 'total_assets',
  debts: 'total_debts',
};

const FIELDS: Record<
  OwnershipPanel,
  Record<Ownership, { amount: SummaryField; share: SummaryField }>
> = {
  assets: {
    spouse_1: { amount: 'spouse1_assets', share: 'spouse1_percentage' },
    spouse_2: { amount: 'spouse2_assets', share: 'spouse2_percentage' },
    joint: { amount: 'joint_assets', share: 'joint_percentage' },
  },
  debts: {
    spouse_1: { amount: 'spouse1_debts', share: 'spouse1_debt_percentage' },
    spouse_2: { amount: 'spouse2_debts', share: 'spouse2_debt_percentage' },
    joint: { amount: 'joint_debts', share: 'joint_debt_percentage' },
  },
};

/** A share clamped to 0–100 for the bar; worked out from the amounts if the server sent none. */
function shareOf(summary: NetworthSummary, panel: OwnershipPanel, owner: Ownership): number {
  const fields = FIELDS[panel][owner];
  const sent = summary[fields.share];
  const share =
    typeof sent === 'number' && Number.isFinite(sent)
      ? sent
      : sharePercent(summary[fields.amount], summary[TOTALS[panel]]);
  return Math.min(100, Math.max(0, share));
}

/** Spouse 1, Spouse 2 and Joint for one panel, in that order, named as `spouses` says. */
export function ownershipRows(
  summary: NetworthSummary,
  panel: OwnershipPanel,
  spouses: SpouseLabels = PLAIN_SPOUSE_LABELS,
  language: Language = 'en',
): OwnershipRow[] {
  return OWNERS.map((owner) => {
    const percent = shareOf(summary, panel, owner);
    return {
      owner,
      label: ownershipLabel(owner, spouses, language),
      amount: formatUsd(summary[FIELDS[panel][owner].amount]),
      percent,
      percentText: formatPercent(percent),
    };
  });
}

export interface SummaryTotals {
  netWorth: string;
  totalAssets: string;
  totalDebts: string;
}

export function summaryTotals(summary: NetworthSummary): SummaryTotals {
  return {
    netWorth: formatUsd(summary.net_worth),
    totalAssets: formatUsd(summary.total_assets),
    totalDebts: formatUsd(summary.total_debts),
  };
}
