import { describe, expect, it } from 'vitest';
import { DIVISION_MESSAGES } from '@shared/division';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import { TEST_DRIVERS } from '../../test/databases';
import { setUpTrackerApi } from '../../test/tracker-suites';
import type { ApiClient } from '../../test/trackers';

const asset = (name: string, value: string, extra: object = {}) => ({
  name,
  classification: 'asset',
  category: 'other_assets',
  ownership: 'joint',
  value,
  ...extra,
});
const debt = (name: string, value: string, extra: object = {}) => ({
  ...asset(name, value, extra),
  classification: 'debt',
  category: 'other_debts',
});

async function add(api: ApiClient, body: object) {
  const response = await api.post('/api/networth', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number } & Record<string, unknown>;
}

describe.each(TEST_DRIVERS)('the division planner on %s', (driver) => {
  const { context } = setUpTrackerApi(driver);

  describe('the new item fields', () => {
    it('reads an item without them as marital and undecided', async () => {
      const { api } = await context.premiumUser();
      const item = await add(api, asset('Savings', '100.00'));
      expect(item).toMatchObject({ character: 'marital', proposed_to: null, split_share: null });
    });

    it('stores character, proposal and split share, and lists them', async () => {
      const { api } = await context.premiumUser();
      const ira = await add(
        api,
        asset('IRA', '30000.00', {
          ownership: 'spouse_2',
          proposed_to: 'split',
          split_share: 62.5,
        }),
      );
      const gift = await add(
        api,
        asset('Inheritance', '5000.00', { ownership: 'spouse_1', character: 'separate' }),
      );
      expect(ira).toMatchObject({ proposed_to: 'split', split_share: '62.5' });
      expect(gift).toMatchObject({ character: 'separate', proposed_to: null });
      const listed = (await api.get('/api/networth')).body.items;
      expect(listed.map((item: { split_share: string | null }) => item.split_share).sort()).toEqual(
        ['62.5', null],
      );
    });

    it('keeps the division fields when an edit does not name them, and clears a share with a new proposal', async () => {
      const { api } = await context.premiumUser();
      const body = asset('IRA', '30000.00', { ownership: 'spouse_2' });
      const ira = await add(api, { ...body, proposed_to: 'split', split_share: '40' });

      const renamed = await api.put(`/api/networth/${ira.id}`, { ...body, name: 'Roth IRA' });
      expect(renamed.body).toMatchObject({ proposed_to: 'split', split_share: '40.0' });

      const sold = await api.put(`/api/networth/${ira.id}`, { ...body, proposed_to: 'sell' });
      expect(sold.body).toMatchObject({ proposed_to: 'sell', split_share: null });
    });

    it('makes an item marital when an edit makes it joint', async () => {
      const { api } = await context.premiumUser();
      const body = asset('Gift', '10.00', { ownership: 'spouse_1', character: 'separate' });
      const gift = await add(api, body);
      const joint = await api.put(`/api/networth/${gift.id}`, {
        ...body,
        ownership: 'joint',
        character: undefined,
      });
      expect(joint.body).toMatchObject({ ownership: 'joint', character: 'marital' });
    });

    it.each([
      [
        'a joint item marked separate',
        { character: 'separate' },
        `character: ${DIVISION_MESSAGES.jointSeparate}`,
      ],
      [
        'an unknown character',
        { character: 'shared' },
        `character: ${DIVISION_MESSAGES.characterInvalid}`,
      ],
      [
        'an unknown proposal',
        { proposed_to: 'court' },
        `proposed_to: ${DIVISION_MESSAGES.proposalInvalid}`,
      ],
      [
        'a split without a share',
        { proposed_to: 'split' },
        `split_share: ${DIVISION_MESSAGES.splitShareRequired}`,
      ],
      [
        'a share without a split',
        { proposed_to: 'sell', split_share: 50 },
        `split_share: ${DIVISION_MESSAGES.splitShareOnlyForSplit}`,
      ],
      [
        'a share above 100',
        { proposed_to: 'split', split_share: 100.1 },
        `split_share: ${DIVISION_MESSAGES.splitShareInvalid}`,
      ],
      [
        'a share below 0',
        { proposed_to: 'split', split_share: -1 },
        `split_share: ${DIVISION_MESSAGES.splitShareInvalid}`,
      ],
      [
        'a share with two decimals',
        { proposed_to: 'split', split_share: '12.25' },
        `split_share: ${DIVISION_MESSAGES.splitShareInvalid}`,
      ],
      [
        'a share that is not a number',
        { proposed_to: 'split', split_share: 'half' },
        `split_share: ${DIVISION_MESSAGES.splitShareInvalid}`,
      ],
    ])('refuses %s with 400 and its message', async (_case, extra, details) => {
      const { api } = await context.premiumUser();
      const response = await api.post('/api/networth', asset('House', '1.00', extra));
      expect([response.status, response.body]).toEqual([
        400,
        { error: 'Validation failed', code: 'validation_failed', details },
      ]);
      expect((await api.get('/api/networth')).body.items).toEqual([]);
    });

    it('keeps the new fields in the item’s history', async () => {
      const { api } = await context.premiumUser();
      const body = asset('IRA', '30000.00', { ownership: 'spouse_2' });
      const ira = await add(api, body);
      await api.put(`/api/networth/${ira.id}`, { ...body, proposed_to: 'split', split_share: 25 });
      const history = await api.get(`/api/history?entity=networth_item&id=${ira.id}`);
      expect(history.body.revisions[1].changes).toEqual([
        { field: 'proposed_to', from: null, to: 'split' },
        { field: 'split_share', from: null, to: '25.0' },
      ]);
    });
  });

  describe('GET and PUT /api/networth/division', () => {
    it('answers the worked example of docs/division.md to the cent', async () => {
      const { api } = await context.premiumUser();
      await add(api, asset('House', '450000.00', { proposed_to: 'spouse_1' }));
      await add(api, debt('Mortgage', '300000.01', { proposed_to: 'spouse_1' }));
      await add(api, asset('IRA', '29999.70', { ownership: 'spouse_2', proposed_to: 'spouse_2' }));
      await add(api, asset('Car', '20000.20', { proposed_to: 'sell' }));
      await add(
        api,
        asset('Inheritance', '70000.00', { ownership: 'spouse_1', character: 'separate' }),
      );

      const response = await api.get('/api/networth/division');

      expect([response.status, response.body]).toEqual([
        200,
        {
          target_share: 50,
          marital: { assets: '499999.90', debts: '300000.01', net: '199999.89' },
          spouse_1: {
            receives_net: '149999.99',
            separate_net: '70000.00',
            after_payment: '99999.94',
          },
          spouse_2: { receives_net: '29999.70', separate_net: '0.00', after_payment: '99999.95' },
          to_sell: { net: '20000.20', count: 1 },
          undecided: { net: '0.00', count: 0 },
          payment: { from: 'spouse_1', to: 'spouse_2', amount: '60000.15' },
          sentence:
            'To reach a 50/50 split of the marital estate, Spouse 1 pays Spouse 2 $60,000.15.',
        },
      ]);
    });

    it('stores a new target share and answers the division at it', async () => {
      const { api } = await context.premiumUser();
      await add(api, asset('House', '100000.00', { proposed_to: 'spouse_1' }));

      const response = await api.put('/api/networth/division', { target_share: 60 });

      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        target_share: 60,
        payment: { from: 'spouse_1', to: 'spouse_2', amount: '40000.00' },
        sentence:
          'To reach a 60/40 split of the marital estate, Spouse 1 pays Spouse 2 $40,000.00.',
      });
      expect((await api.get('/api/networth/division')).body.target_share).toBe(60);
    });

    it.each([[101], [-1], [50.5], ['50'], [null]])(
      'refuses a target share of %j with 400',
      async (share) => {
        const { api } = await context.premiumUser();
        const response = await api.put('/api/networth/division', { target_share: share });
        expect([response.status, response.body]).toEqual([
          400,
          {
            error: 'Validation failed',
            code: 'validation_failed',
            details: `target_share: ${DIVISION_MESSAGES.targetShareInvalid}`,
          },
        ]);
        expect((await api.get('/api/networth/division')).body.target_share).toBe(50);
      },
    );

    it('divides only the caller’s items, and keeps each user’s target apart', async () => {
      const alice = await context.premiumUser();
      const bob = await context.premiumUser();
      await add(bob.api, asset('Bob’s house', '500000.00', { proposed_to: 'spouse_1' }));
      await bob.api.put('/api/networth/division', { target_share: 70 });

      const alices = await alice.api.get('/api/networth/division');

      expect(alices.body).toMatchObject({
        target_share: 50,
        marital: { assets: '0.00', debts: '0.00', net: '0.00' },
        payment: { from: null, to: null, amount: '0.00' },
        sentence: 'To reach a 50/50 split of the marital estate, no payment is needed.',
      });
    });

    it('answers 403 to a free user and 401 without a token', async () => {
      const { api } = await context.freeUser();
      for (const response of [
        await api.get('/api/networth/division'),
        await api.put('/api/networth/division', { target_share: 40 }),
      ]) {
        expect([response.status, response.body]).toEqual([
          403,
          { error: PREMIUM_REQUIRED, code: 'premium_required' },
        ]);
      }
      expect((await context.anonymous().get('/api/networth/division')).status).toBe(401);
    });
  });
});
