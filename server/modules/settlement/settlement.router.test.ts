import { describe, expect, it } from 'vitest';
import { SCENARIO_MESSAGES } from '@shared/settlement-scenario';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import { TEST_DRIVERS } from '../../test/databases';
import { SCENARIO_BODY } from '../../test/routes';
import { setUpTrackerApi } from '../../test/tracker-suites';

describe.each(TEST_DRIVERS)('GET and PUT /api/settlement on %s', (driver) => {
  const { context } = setUpTrackerApi(driver);

  it('answers null until figures are saved, then the saved figures; a save replaces them', async () => {
    const { api } = await context.premiumUser();
    expect((await api.get('/api/settlement')).body).toEqual({ scenario: null });

    const saved = await api.put('/api/settlement', SCENARIO_BODY);
    expect(saved.status).toBe(200);
    expect(saved.body.scenario).toEqual({
      ...SCENARIO_BODY,
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect((await api.get('/api/settlement')).body).toEqual(saved.body);

    const again = await api.put('/api/settlement', {
      ...SCENARIO_BODY,
      settlement_percent: 60,
      use_division: true,
    });
    expect(again.body.scenario).toMatchObject({ settlement_percent: 60, use_division: true });
    expect((await api.get('/api/settlement')).body.scenario).toMatchObject({
      settlement_percent: 60,
      use_division: true,
    });
  });

  it('keeps each user’s figures to themselves', async () => {
    const owner = await context.premiumUser();
    const other = await context.premiumUser();
    await owner.api.put('/api/settlement', SCENARIO_BODY);
    expect((await other.api.get('/api/settlement')).body).toEqual({ scenario: null });
  });

  it.each([
    [
      'settlement costs over 1,000,000',
      { settlement_costs: 1_000_001 },
      'settlement_costs',
      SCENARIO_MESSAGES.settlementCosts,
    ],
    ['trial costs with cents', { trial_costs: 10.5 }, 'trial_costs', SCENARIO_MESSAGES.trialCosts],
    [
      'a settlement percentage as text',
      { settlement_percent: '50' },
      'settlement_percent',
      SCENARIO_MESSAGES.settlementPercent,
    ],
    ['a best case over 100', { best_percent: 101 }, 'best_percent', SCENARIO_MESSAGES.trialPercent],
    [
      'trial cases out of order',
      { worst_percent: 50, expected_percent: 50 },
      'expected_percent',
      SCENARIO_MESSAGES.trialOrder,
    ],
    [
      'a risk tolerance of 0',
      { risk_tolerance: 0 },
      'risk_tolerance',
      SCENARIO_MESSAGES.riskTolerance,
    ],
    [
      'use_division as text',
      { use_division: 'yes' },
      'use_division',
      SCENARIO_MESSAGES.useDivision,
    ],
  ])(
    'refuses %s with 400 and the field’s message, saving nothing',
    async (_case, change, field, message) => {
      const { api } = await context.premiumUser();
      const response = await api.put('/api/settlement', { ...SCENARIO_BODY, ...change });
      expect([response.status, response.body]).toEqual([
        400,
        { error: 'Validation failed', code: 'validation_failed', details: `${field}: ${message}` },
      ]);
      expect((await api.get('/api/settlement')).body).toEqual({ scenario: null });
    },
  );

  it('answers a free user 403 and a visitor 401', async () => {
    const { api } = await context.freeUser();
    expect([
      (await api.get('/api/settlement')).status,
      (await api.get('/api/settlement')).body,
    ]).toEqual([403, { error: PREMIUM_REQUIRED, code: 'premium_required' }]);
    const put = await api.put('/api/settlement', SCENARIO_BODY);
    expect(put.status).toBe(403);
    expect((await context.anonymous().get('/api/settlement')).status).toBe(401);
  });
});
