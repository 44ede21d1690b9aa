import { describe, expect, it } from 'vitest';
import { SETTLEMENT_WORDS_ES } from '@shared/locales/settlement.es';
import { computeSettlement, FREE_DEFAULTS, freeSettlementInputs } from '@shared/settlement';
import { DEMO } from './demo';

describe('the landing page’s demo', () => {
  const sample = freeSettlementInputs(FREE_DEFAULTS);

  it('shows the Free Settlement Calculator’s starting figures and its answer for them', () => {
    const result = computeSettlement(sample, 'free');
    expect({
      netWorth: DEMO.netWorth,
      expenses: DEMO.expenses,
      settlementPercent: DEMO.settlementPercent,
      settlementCosts: DEMO.settlementCosts,
      trialCosts: DEMO.trialCosts,
      netSettlement: DEMO.netSettlement,
      trialOutcomes: DEMO.trialOutcomes,
      breakEvenPercent: DEMO.breakEvenPercent,
      title: DEMO.recommendationTitle.en,
    }).toEqual({
      netWorth: result.netWorth,
      expenses: result.expenses,
      settlementPercent: sample.settlementPercent,
      settlementCosts: sample.settlementCosts,
      trialCosts: sample.trialCosts,
      netSettlement: result.netSettlement,
      trialOutcomes: result.trialOutcomes,
      breakEvenPercent: result.breakEvenPercent,
      title: result.recommendation.title,
    });
  });

  it('titles its recommendation as the calculator does in Spanish', () => {
    expect(DEMO.recommendationTitle.es).toBe(
      computeSettlement(sample, 'free', SETTLEMENT_WORDS_ES).recommendation.title,
    );
  });
});
