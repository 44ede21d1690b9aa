/**
 * Records for the case file's tests and its timing script: any number of items, expenses and
 * events, the same every time, with the summary and division the API would answer for them.
 */
import { divideEstate, type Proposal, toDivisionResponse } from '@shared/division';
import { type EventDto, PARTY_VALUES } from '@shared/events';
import type { ExpenseDto } from '@shared/expenses';
import { centsToAmountText } from '@shared/money';
import {
  ASSET_CATEGORIES,
  DEBT_CATEGORIES,
  type NetworthItemDto,
  OWNERSHIP_TYPES,
  summarizeNetworth,
} from '@shared/networth';
import type { CaseFileData } from './case-file-pdf';

const STAMP = '2025-05-01T10:00:00.000Z';
const PROPOSALS: readonly (Proposal | null)[] = ['spouse_1', 'spouse_2', 'split', 'sell', null];

/** One expense as the API answers it. */
export function anExpense(id: number, date: string, name: string, amount: string): ExpenseDto {
  return { id, date, name, amount, created_at: STAMP, updated_at: STAMP };
}

/** One event as the API answers it. */
export function anEvent(
  id: number,
  date: string,
  description: string,
  party: string,
  concernLevel: number,
): EventDto {
  return {
    id,
    date,
    description,
    party,
    concern_level: concernLevel,
    created_at: STAMP,
    updated_at: STAMP,
  };
}

/** The calendar date `index` days after Jan 1, 2024, as 'YYYY-MM-DD'. */
function dayOf(index: number): string {
  const date = new Date(Date.UTC(2024, 0, 1 + index));
  return date.toISOString().slice(0, 10);
}

export function makeItems(count: number): NetworthItemDto[] {
  return Array.from({ length: count }, (_, index) => {
    const isAsset = index % 3 !== 2;
    const categories = isAsset ? ASSET_CATEGORIES : DEBT_CATEGORIES;
    const ownership = OWNERSHIP_TYPES[index % 3]!;
    const isSeparate = ownership !== 'joint' && index % 7 === 0;
    const proposal = PROPOSALS[index % PROPOSALS.length]!;
    const isDisputed = index % 4 === 0;
    return {
      id: index + 1,
      name: `${isAsset ? 'Asset' : 'Debt'} ${index + 1}`,
      classification: isAsset ? 'asset' : 'debt',
      category: categories[index % categories.length]!,
      ownership,
      value: centsToAmountText(((index * 7919) % 5_000_000) + 100),
      notes: null,
      is_disputed: isDisputed,
      dispute_notes: isDisputed && index % 8 === 0 ? `Who paid for item ${index + 1}` : null,
      created_at: STAMP,
      updated_at: STAMP,
      character: isSeparate ? 'separate' : 'marital',
      proposed_to: proposal,
      split_share: proposal === 'split' ? '62.5' : null,
    };
  });
}

/** `count` expenses, about three a day from Jan 1, 2024, newest first as the API lists them. */
export function makeExpenses(count: number): ExpenseDto[] {
  const names = ['Lawyer retainer', 'Mediation session', 'Court filing fee', 'Moving van'];
  return Array.from({ length: count }, (_, index) =>
    anExpense(
      index + 1,
      dayOf(Math.floor(index / 3)),
      `Expense ${index + 1}: ${names[index % names.length]}`,
      centsToAmountText(((index * 104_729) % 250_000) + 1),
    ),
  ).reverse();
}

export function makeEvents(count: number): EventDto[] {
  const sentence =
    'A call about the schedule for the children and what was agreed about the house.';
  return Array.from({ length: count }, (_, index) =>
    anEvent(
      index + 1,
      dayOf(index * 2),
      `Event ${index + 1}: ${Array(1 + (index % 3))
        .fill(sentence)
        .join(' ')}`,
      PARTY_VALUES[index % PARTY_VALUES.length]!,
      (index % 5) + 1,
    ),
  );
}

/** A whole case file's records, with the summary and division the API gives for the items. */
export function makeCaseFileData(
  counts: { items: number; expenses: number; events: number },
  name = 'Jo Example',
): CaseFileData {
  const items = makeItems(counts.items);
  return {
    name,
    networth: {
      items,
      summary: summarizeNetworth(items),
      division: toDivisionResponse(divideEstate(items, 50)),
    },
    expenses: makeExpenses(counts.expenses),
    events: makeEvents(counts.events),
  };
}
