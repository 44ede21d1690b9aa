import { describe, expect, it } from 'vitest';
import { DECISION_MESSAGES } from '@shared/decision-analysis';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import { TEST_DRIVERS } from '../../test/databases';
import { DECISION_BODY } from '../../test/routes';
import { setUpTrackerApi } from '../../test/tracker-suites';

/**
 * DECISION_BODY's results, computed apart with Python's decimal module at 60 digits:
 * C = 50 h × $270 + $435 + $2,000; y = 1.05^(9/12).
 */
const DECISION_RESULTS = {
  litigation_cost: '15935.00',
  // 107,500 ÷ y − 15,935 = 87,702.3954…
  ev_trial: '87702.40',
  settlement_value: '98500.00',
  // −10,797.6045…
  difference: '-10797.60',
  // 44.76476824…
  break_even_probability: '44.8',
  range: { best: '128675.32', likely: '90112.57', worst: '41909.13' },
};

const NO_LEGAL_FEES = { offer: null, marital_estate: null, legal_fees_to_date: '0.00' };

describe.each(TEST_DRIVERS)('GET and PUT /api/decision-analysis on %s', (driver) => {
  const { context } = setUpTrackerApi(driver);

  it('answers the defaults until she saves: four phases at $270 an hour, 9 months, 5 %', async () => {
    const { api } = await context.premiumUser();
    const response = await api.get('/api/decision-analysis');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      saved: false,
      inputs: {
        offer: '0.00',
        settlement_costs: '0.00',
        phases: ['Filing and discovery', 'Mediation', 'Pretrial', 'Trial'].map((name) => ({
          name,
          hours: '0',
          rate: '270.00',
          experts: '0.00',
          court_costs: '0.00',
        })),
        months: 9,
        outcomes: [{ label: 'Most likely', value: '0.00', probability: '100' }],
        discount_rate: '5',
        note: null,
      },
      results: {
        litigation_cost: '0.00',
        ev_trial: '0.00',
        settlement_value: '0.00',
        difference: '0.00',
        break_even_probability: null,
        range: { likely: '0.00' },
      },
      prefill: NO_LEGAL_FEES,
      updated_at: null,
    });
  });

  it('names the default phases and result in the reader’s language', async () => {
    const { api } = await context.premiumUser();
    const response = await api.get('/api/decision-analysis').set('Accept-Language', 'es');
    expect(response.body.inputs.phases.map((phase: { name: string }) => phase.name)).toEqual([
      'Presentación de la demanda y pruebas',
      'Mediación',
      'Preparación del juicio',
      'Juicio',
    ]);
    expect(response.body.inputs.outcomes[0].label).toBe('Más probable');
  });

  it('fills the offer from the division she proposes, as the spouse she is, and counts her legal fees', async () => {
    const { api } = await context.premiumUser();
    const house = {
      name: 'House',
      classification: 'asset',
      category: 'real_estate',
      ownership: 'joint',
      value: '100000.00',
      proposed_to: 'spouse_1',
    };
    expect((await api.post('/api/networth', house)).status).toBe(201);
    expect((await api.put('/api/networth/division', { target_share: 60 })).status).toBe(200);
    const fee = { name: 'Retainer', amount: '1200.50', date: '2026-01-05' };
    await api.post('/api/expenses', { ...fee, category: 'legal.attorney_fees' });
    await api.post('/api/expenses', { ...fee, amount: '99.50', category: 'legal.court_costs' });
    await api.post('/api/expenses', { ...fee, amount: '40.00', category: 'other' });

    // Until she says which spouse she is, there is no offer to fill in.
    expect((await api.get('/api/decision-analysis')).body.prefill).toEqual({
      offer: null,
      marital_estate: '100000.00',
      legal_fees_to_date: '1300.00',
    });

    await api.put('/api/account/parties', { spouse_role: 'spouse_2' });
    const response = await api.get('/api/decision-analysis');
    expect(response.body.prefill.offer).toBe('40000.00');
    expect(response.body.inputs.offer).toBe('40000.00');
    expect(response.body.inputs.outcomes).toEqual([
      { label: 'Most likely', value: '40000.00', probability: '100' },
    ]);
    expect(response.body.results.settlement_value).toBe('40000.00');
  });

  it('saves her analysis and answers it with its results, exact to the cent', async () => {
    const { api } = await context.premiumUser();
    const saved = await api.put('/api/decision-analysis', DECISION_BODY);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({
      saved: true,
      inputs: DECISION_BODY,
      results: DECISION_RESULTS,
      prefill: NO_LEGAL_FEES,
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect((await api.get('/api/decision-analysis')).body).toEqual(saved.body);
  });

  it('keeps each revision in the log, and a save of the same figures adds none', async () => {
    const { api } = await context.premiumUser();
    const first = await api.put('/api/decision-analysis', DECISION_BODY);
    const changed = {
      ...DECISION_BODY,
      outcomes: [
        { label: 'Best', value: '150000.00', probability: '40' },
        { label: 'Worst', value: '60000.00', probability: '60' },
      ],
    };
    const second = await api.put('/api/decision-analysis', changed);
    expect(second.body.results.range).toEqual({ best: '128675.32', worst: '41909.13' });
    const again = await api.put('/api/decision-analysis', changed);
    expect(again.body.updated_at).toBe(second.body.updated_at);

    const history = await api.get('/api/history?entity=decision_analysis&id=1');
    expect(history.status).toBe(200);
    const revisions = history.body.revisions as { action: string; data: Record<string, unknown> }[];
    expect(revisions.map((revision) => revision.action)).toEqual(['create', 'update']);
    expect(revisions[0]!.data).toEqual({
      ...DECISION_BODY,
      results: DECISION_RESULTS,
      updated_at: first.body.updated_at,
    });
    expect(revisions[1]!.data).toMatchObject({ outcomes: changed.outcomes });
  });

  it('keeps each user’s analysis to herself', async () => {
    const owner = await context.premiumUser();
    const other = await context.premiumUser();
    await owner.api.put('/api/decision-analysis', DECISION_BODY);
    const response = await other.api.get('/api/decision-analysis');
    expect(response.body.saved).toBe(false);
    expect(response.body.inputs.note).toBeNull();
    expect((await other.api.get('/api/history?entity=decision_analysis&id=1')).status).toBe(404);
  });

  it.each([
    [
      'probabilities that add up to 99.9 %',
      {
        outcomes: [
          { label: 'Best', value: 2, probability: 33.3 },
          { label: 'Likely', value: 1, probability: 33.3 },
          { label: 'Worst', value: 0, probability: 33.3 },
        ],
      },
      `outcomes: ${DECISION_MESSAGES.probabilitiesSum}`,
    ],
    [
      'four outcomes',
      { outcomes: [...DECISION_BODY.outcomes, DECISION_BODY.outcomes[2]] },
      `outcomes: ${DECISION_MESSAGES.outcomesInvalid}`,
    ],
    [
      'a probability with two decimals',
      { outcomes: [{ label: 'Only', value: 1, probability: '99.99' }] },
      `outcomes.0.probability: ${DECISION_MESSAGES.probabilityInvalid}`,
    ],
    ['half a month', { months: 8.5 }, `months: ${DECISION_MESSAGES.monthsInvalid}`],
    [
      'a negative cost',
      { settlement_costs: '-1' },
      `settlement_costs: ${DECISION_MESSAGES.costInvalid}`,
    ],
    [
      'a note with a NUL',
      { note: 'a\u0000b' },
      'note: Note contains a character that is not allowed',
    ],
  ])('refuses %s with 400 naming the field, saving nothing', async (_case, change, details) => {
    const { api } = await context.premiumUser();
    const response = await api.put('/api/decision-analysis', { ...DECISION_BODY, ...change });
    expect([response.status, response.body]).toEqual([
      400,
      { error: 'Validation failed', code: 'validation_failed', details },
    ]);
    expect((await api.get('/api/decision-analysis')).body.saved).toBe(false);
  });

  it('refuses in Spanish for a Spanish reader', async () => {
    const { api } = await context.premiumUser();
    const response = await api
      .put('/api/decision-analysis', { ...DECISION_BODY, months: 121 })
      .set('Accept-Language', 'es');
    expect(response.status).toBe(400);
    expect(response.body.details).toBe(
      'months: Los meses hasta una decisión deben ser un número entero de 0 a 120',
    );
  });

  it('answers a free user 403 and a visitor 401', async () => {
    const { api } = await context.freeUser();
    const get = await api.get('/api/decision-analysis');
    expect([get.status, get.body]).toEqual([
      403,
      { error: PREMIUM_REQUIRED, code: 'premium_required' },
    ]);
    expect((await api.put('/api/decision-analysis', DECISION_BODY)).status).toBe(403);
    expect((await context.anonymous().get('/api/decision-analysis')).status).toBe(401);
  });
});
