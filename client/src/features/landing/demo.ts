/**
 * The landing page's demo: the Free Settlement Calculator's starting figures and what the
 * calculator answers for them, written out so the first page load does not carry the
 * calculator's code (docs/decisions/014-landing-weight-and-long-lists.md). demo.test.ts holds
 * every figure and title to computeSettlement's own, so the page never shows a number the
 * calculator would not.
 */
import type { Language } from '@shared/language';

export const DEMO = {
  netWorth: 300_000,
  expenses: 5_000,
  settlementPercent: 50,
  settlementCosts: 5_000,
  trialCosts: 25_000,
  netSettlement: 140_000,
  trialOutcomes: { worst: 60_000, expected: 120_000, best: 180_000 },
  breakEvenPercent: 43.3,
  recommendationTitle: {
    en: 'Settling looks slightly better',
    es: 'El acuerdo parece un poco mejor',
  } satisfies Record<Language, string>,
} as const;
