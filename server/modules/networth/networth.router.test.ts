import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToAmountText } from '@shared/money';
import {
  categoriesResponse,
  type Classification,
  type NetworthItemDto,
  OWNERSHIP_TYPES,
  type NetworthSummary,
  type Ownership,
  summarizeNetworth,
} from '@shared/networth';
import { networthItems } from '../../db/schema';
import {
  crudRoutes,
  describeTrackerApi,
  MALFORMED_IDS,
  type TrackerApi,
} from '../../test/tracker-suites';
import type { ApiClient } from '../../test/trackers';
import { findNetworthSummaryForUser } from './networth.service';

const MAX_VALUE = '99999999.99';
const home = {
  name: 'Family home',
  classification: 'asset',
  category: 'real_estate',
  ownership: 'joint',
  value: 350000,
};
const mortgage = {
  name: 'Home loan',
  classification: 'debt',
  category: 'mortgages',
  ownership: 'joint',
  value: '210000.50',
};

interface SummaryItem {
  classification: Classification;
  ownership: Ownership;
  value: string;
}

/**
 * The shared, cents-based summary the SQL must agree with exactly. shared/networth.test.ts pins
 * its every figure for the items used here (none, and the six of the per-owner test).
 */
function expectedSummary(items: readonly SummaryItem[]): NetworthSummary {
  return summarizeNetworth(items);
}

/** Every amount '0.00' and every share 0. */
const ZERO_SUMMARY = expectedSummary([]);

const NETWORTH: TrackerApi<NetworthItemDto> = {
  title: 'net worth',
  path: '/api/networth',
  noun: 'item',
  routes: crudRoutes('/api/networth', ['get', '/api/networth/categories']),
  body: home,
  change: { ...home, value: 1 },
  premiumRequired: 'Premium subscription required for this feature.',
  notFound: 'Net worth item not found',
  malformedIds: [...MALFORMED_IDS, 'categories', 'house'],
  records: (body) => (body as { items: NetworthItemDto[] }).items,
  emptyAnswer: { items: [], summary: ZERO_SUMMARY },
};

describeTrackerApi(NETWORTH, ({ context, database, tests }) => {
  const addItem = tests.add;

  /** Stores many items in one statement: the arrange step of the summary tests. */
  async function insertItems(userId: number, items: readonly SummaryItem[]): Promise<void> {
    if (items.length === 0) return;
    await database()
      .db.insert(networthItems)
      .values(
        items.map((item, index) => ({
          userId,
          name: `Item ${index + 1}`,
          classification: item.classification,
          category: item.classification === 'asset' ? 'other_assets' : 'other_debts',
          ownership: item.ownership,
          value: item.value,
        })),
      );
  }

  async function summaryOf(api: ApiClient): Promise<NetworthSummary> {
    const response = await api.get('/api/networth');
    expect(response.status).toBe(200);
    return response.body.summary;
  }

  describe('POST /api/networth', () => {
    tests.itCreatesARecord({
      body: {
        ...home,
        notes: '  Bought in 2015  ',
        is_disputed: true,
        dispute_notes: 'Spouse 2 claims the down payment',
      },
      answer: {
        name: 'Family home',
        classification: 'asset',
        category: 'real_estate',
        ownership: 'joint',
        value: '350000.00',
        notes: 'Bought in 2015',
        is_disputed: true,
        dispute_notes: 'Spouse 2 claims the down payment',
        character: 'marital',
        proposed_to: null,
        split_share: null,
        monthly_payment: null,
      },
      saying: 'value as two-decimal text',
    });

    it('stores an undisputed item without dispute notes, and blank notes as null', async () => {
      const { api } = await context.premiumUser();
      const item = await addItem(api, {
        ...home,
        notes: '   ',
        is_disputed: false,
        dispute_notes: 'Left over from the form',
      });
      expect(item).toMatchObject({ notes: null, is_disputed: false, dispute_notes: null });
      const withoutFlag = await addItem(api, { ...home, dispute_notes: 'No flag sent' });
      expect(withoutFlag).toMatchObject({ is_disputed: false, dispute_notes: null });
    });

    tests.itIgnoresUserIdInTheBody();

    tests.itRejectsInvalidRecords([
      ['a missing name', { name: undefined }, 'name: Name is required'],
      ['a blank name', { name: '  ' }, 'name: Name is required'],
      [
        'a missing classification',
        { classification: undefined },
        'classification: Classification is required',
      ],
      [
        'an unknown classification',
        { classification: 'income' },
        'classification: Classification is required',
      ],
      ['a missing category', { category: undefined }, 'category: Category is required'],
      ['a blank category', { category: ' ' }, 'category: Category is required'],
      [
        'a debt category on an asset',
        { classification: 'asset', category: 'mortgages' },
        'category: Category does not match the classification',
      ],
      [
        'an asset category on a debt',
        { classification: 'debt', category: 'real_estate' },
        'category: Category does not match the classification',
      ],
      ['a missing ownership', { ownership: undefined }, 'ownership: Ownership is required'],
      ['an unknown ownership', { ownership: 'both' }, 'ownership: Ownership is required'],
      ['a missing value', { value: undefined }, 'value: Value must be a positive number'],
      ['a negative value', { value: -0.01 }, 'value: Value must be a positive number'],
      ['a value that is not a number', { value: 'lots' }, 'value: Value must be a positive number'],
      [
        'a value with three decimals',
        { value: '1.005' },
        'value: Value can have at most 2 decimal places',
      ],
      [
        'a value above 99,999,999.99',
        { value: 100_000_000 },
        'value: Value must be at most 99,999,999.99',
      ],
      ['notes that are not text', { notes: 42 }, 'notes: Notes must be text'],
      [
        'a disputed flag that is not a boolean',
        { is_disputed: 'yes' },
        'is_disputed: Disputed must be true or false',
      ],
      [
        'dispute notes that are not text',
        { is_disputed: true, dispute_notes: ['a'] },
        'dispute_notes: Dispute notes must be text',
      ],
    ]);

    tests.itReportsEveryInvalidField(
      'name: Name is required; classification: Classification is required; ' +
        'category: Category is required; ownership: Ownership is required; ' +
        'value: Value must be a positive number',
    );

    tests.itRoundTripsMoney('value', [
      [0, '0.00'],
      [0.01, '0.01'],
      [99_999_999.99, MAX_VALUE],
      [0.3, '0.30'],
      ['0.30', '0.30'],
      [1234.5, '1234.50'],
    ]);
  });

  describe('GET /api/networth', () => {
    tests.itAnswersWhenEmpty('no items and a summary of zeros');

    tests.itListsOwnRecords({
      order: 'the latest added first',
      bodies: [home, mortgage, { ...home, name: 'Car', category: 'vehicles' }],
      theirs: { ...home, name: 'Not mine' },
      listed: [2, 1, 0],
    });

    it('sums per owner exactly and gives each owner one-decimal shares of assets and of debts', async () => {
      const { api } = await context.premiumUser();
      const items: SummaryItem[] = [
        { classification: 'asset', ownership: 'spouse_1', value: '100000.10' },
        { classification: 'asset', ownership: 'spouse_2', value: '50000.10' },
        { classification: 'asset', ownership: 'joint', value: '150000.10' },
        { classification: 'asset', ownership: 'joint', value: '0.10' },
        { classification: 'debt', ownership: 'joint', value: '120000.00' },
        { classification: 'debt', ownership: 'spouse_1', value: '2500.55' },
      ];
      for (const item of items) {
        const category = item.classification === 'asset' ? 'investments' : 'credit_cards';
        await addItem(api, { name: 'Item', category, ...item });
      }
      expect(await summaryOf(api)).toEqual(expectedSummary(items));
    });

    it('rounds a share that ends in exactly 5 half up (6.25 % → 6.3, 93.75 % → 93.8)', async () => {
      const { user, api } = await context.premiumUser();
      await insertItems(user.id, [
        { classification: 'asset', ownership: 'spouse_1', value: '1.00' },
        { classification: 'asset', ownership: 'spouse_2', value: '15.00' },
        { classification: 'debt', ownership: 'spouse_2', value: '1.00' },
        { classification: 'debt', ownership: 'joint', value: '2.00' },
      ]);
      expect(await summaryOf(api)).toMatchObject({
        spouse1_percentage: 6.3,
        spouse2_percentage: 93.8,
        joint_percentage: 0,
        spouse1_debt_percentage: 0,
        spouse2_debt_percentage: 33.3,
        joint_debt_percentage: 66.7,
      });
    });

    it('handles the smallest value, 0.01', async () => {
      const { api } = await context.premiumUser();
      await addItem(api, { ...home, ownership: 'spouse_1', value: 0.01 });
      expect(await summaryOf(api)).toEqual({
        ...ZERO_SUMMARY,
        total_assets: '0.01',
        net_worth: '0.01',
        spouse1_assets: '0.01',
        spouse1_percentage: 100,
      });
    });

    it('handles the largest value, 99,999,999.99, on both sides', async () => {
      const { api } = await context.premiumUser();
      await addItem(api, { ...home, value: MAX_VALUE });
      await addItem(api, { ...mortgage, ownership: 'spouse_2', value: MAX_VALUE });
      expect(await summaryOf(api)).toEqual({
        ...ZERO_SUMMARY,
        total_assets: MAX_VALUE,
        total_debts: MAX_VALUE,
        joint_assets: MAX_VALUE,
        joint_percentage: 100,
        spouse2_debts: MAX_VALUE,
        spouse2_debt_percentage: 100,
      });
    });

    it('gives a negative net worth and asset shares of 0.0 when there are only debts', async () => {
      const { api } = await context.premiumUser();
      await addItem(api, { ...mortgage, value: '0.30' });
      await addItem(api, { ...home, value: 0 });
      expect(await summaryOf(api)).toEqual({
        ...ZERO_SUMMARY,
        total_debts: '0.30',
        net_worth: '-0.30',
        joint_debts: '0.30',
        joint_debt_percentage: 100,
      });
    });

    it('sums 500 items of 0.01 and 300 of 99,999,999.99 exactly, past what one column holds', async () => {
      const { user, api } = await context.premiumUser();
      const cents = Array.from({ length: 500 }, (): SummaryItem => ({
        classification: 'asset',
        ownership: 'spouse_1',
        value: '0.01',
      }));
      const big = Array.from({ length: 300 }, (_, index): SummaryItem => ({
        classification: index % 3 === 0 ? 'asset' : 'debt',
        ownership: OWNERSHIP_TYPES[index % 3]!,
        value: MAX_VALUE,
      }));
      await insertItems(user.id, [...cents, ...big]);

      const response = await api.get('/api/networth');
      expect(response.body.items).toHaveLength(800);
      expect(response.body.summary).toEqual({
        total_assets: '10000000004.00',
        total_debts: '19999999998.00',
        net_worth: '-9999999994.00',
        spouse1_assets: '10000000004.00',
        spouse2_assets: '0.00',
        joint_assets: '0.00',
        spouse1_percentage: 100,
        spouse2_percentage: 0,
        joint_percentage: 0,
        spouse1_debts: '0.00',
        spouse2_debts: '9999999999.00',
        joint_debts: '9999999999.00',
        spouse1_debt_percentage: 0,
        spouse2_debt_percentage: 50,
        joint_debt_percentage: 50,
      });
      expect(response.body.summary).toEqual(expectedSummary([...cents, ...big]));
    });

    it('agrees exactly with the shared summarizeNetworth on generated items', async () => {
      const { user } = await context.premiumUser();
      const itemArbitrary = fc.record({
        classification: fc.constantFrom<Classification>('asset', 'debt'),
        ownership: fc.constantFrom<Ownership>(...OWNERSHIP_TYPES),
        value: fc
          .oneof(
            fc.constantFrom(0, 1, 9_999_999_999),
            fc.integer({ min: 0, max: 10_000 }),
            fc.integer({ min: 0, max: 9_999_999_999 }),
          )
          .map(centsToAmountText),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(itemArbitrary, { maxLength: 40 }), async (items) => {
          await database().db.delete(networthItems).where(eq(networthItems.userId, user.id));
          await insertItems(user.id, items);
          const summary = await findNetworthSummaryForUser(database().db, user.id);
          expect(summary).toEqual(expectedSummary(items));
        }),
        { numRuns: 40 },
      );
    });
  });

  describe('GET /api/networth/categories', () => {
    it('answers the asset and debt categories and ownership types as { id, name } lists', async () => {
      const { api } = await context.premiumUser();
      const response = await api.get('/api/networth/categories');
      expect(response.status).toBe(200);
      expect(response.body).toEqual(categoriesResponse());
      expect(response.body.asset_categories[0]).toEqual({ id: 'real_estate', name: 'Real Estate' });
      expect(response.body.debt_categories).toContainEqual({
        id: 'student_loans',
        name: 'Student Loans',
      });
      expect(response.body.ownership_types).toEqual([
        { id: 'spouse_1', name: 'Spouse 1' },
        { id: 'spouse_2', name: 'Spouse 2' },
        { id: 'joint', name: 'Joint' },
      ]);
    });
  });

  describe('PUT /api/networth/:id', () => {
    tests.itUpdatesARecord('replaces %s and answers 200 with the item, updated_at moved on', [
      [
        'every field',
        {
          name: 'Visa card',
          classification: 'debt',
          category: 'credit_cards',
          ownership: 'spouse_1',
          value: '4200.99',
          notes: 'Opened after separation',
          is_disputed: true,
          dispute_notes: 'Who ran it up?',
        },
      ],
    ]);

    it('clears the dispute notes when the item is no longer disputed, whatever the body says', async () => {
      const { api } = await context.premiumUser();
      const created = await addItem(api, {
        ...home,
        is_disputed: true,
        dispute_notes: 'Contested',
      });
      const response = await api.put(`/api/networth/${created.id}`, {
        ...home,
        is_disputed: false,
        dispute_notes: 'Contested',
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ is_disputed: false, dispute_notes: null });
    });

    tests.itRejectsInvalidUpdates('rejects %s with 400, changing nothing', [
      [
        'a debt category on an asset',
        { ...home, category: 'auto_loans' },
        'category: Category does not match the classification',
      ],
    ]);

    tests.itAnswersForMissingRecords('put');
  });

  describe("a debt's monthly payment", () => {
    it('stores it as two-decimal text and keeps it when an edit does not name it', async () => {
      const { api } = await context.premiumUser();
      const loan = await addItem(api, { ...mortgage, monthly_payment: 1450.5 });
      expect(loan.monthly_payment).toBe('1450.50');
      const renamed = await api.put(`/api/networth/${loan.id}`, { ...mortgage, name: 'Mortgage' });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ name: 'Mortgage', monthly_payment: '1450.50' });
      const listed = await api.get('/api/networth');
      expect(listed.body.items[0].monthly_payment).toBe('1450.50');
    });

    it('accepts a payment of zero, reads a blank one as none, and clears it with null', async () => {
      const { api } = await context.premiumUser();
      expect((await addItem(api, { ...mortgage, monthly_payment: 0 })).monthly_payment).toBe(
        '0.00',
      );
      expect((await addItem(api, { ...mortgage, monthly_payment: '' })).monthly_payment).toBeNull();
      const loan = await addItem(api, { ...mortgage, monthly_payment: '99.99' });
      const cleared = await api.put(`/api/networth/${loan.id}`, {
        ...mortgage,
        monthly_payment: null,
      });
      expect(cleared.body.monthly_payment).toBeNull();
    });

    it('clears the payment when a debt becomes an asset', async () => {
      const { api } = await context.premiumUser();
      const loan = await addItem(api, { ...mortgage, monthly_payment: '1450.25' });
      const asAsset = await api.put(`/api/networth/${loan.id}`, home);
      expect(asAsset.status).toBe(200);
      expect(asAsset.body).toMatchObject({ classification: 'asset', monthly_payment: null });
      const asDebtAgain = await api.put(`/api/networth/${loan.id}`, mortgage);
      expect(asDebtAgain.body.monthly_payment).toBeNull();
    });

    tests.itRejectsInvalidRecords([
      [
        'a monthly payment on an asset',
        { monthly_payment: '100.00' },
        'monthly_payment: Only a debt has a monthly payment',
      ],
      [
        'a negative monthly payment',
        { ...mortgage, monthly_payment: -0.01 },
        'monthly_payment: Monthly payment must be zero or more',
      ],
      [
        'a monthly payment that is not a number',
        { ...mortgage, monthly_payment: 'some' },
        'monthly_payment: Monthly payment must be zero or more',
      ],
      [
        'a monthly payment with three decimals',
        { ...mortgage, monthly_payment: '10.001' },
        'monthly_payment: Monthly payment can have at most 2 decimal places',
      ],
      [
        'a monthly payment above 99,999,999.99',
        { ...mortgage, monthly_payment: 100_000_000 },
        'monthly_payment: Monthly payment must be at most 99,999,999.99',
      ],
    ]);

    tests.itRejectsInvalidUpdates('rejects an edit to %s with 400, changing nothing', [
      [
        'an asset with a monthly payment',
        { ...home, monthly_payment: 10 },
        'monthly_payment: Only a debt has a monthly payment',
      ],
    ]);
  });

  describe('DELETE /api/networth/:id', () => {
    it('deletes the item, answers 204 with no body and updates the summary; a second delete is 404', async () => {
      const { api } = await context.premiumUser();
      const kept = await addItem(api, { ...home, value: 10 });
      const doomed = await addItem(api, { ...home, value: 5 });
      const response = await api.delete(`/api/networth/${doomed.id}`);
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
      const after = await api.get('/api/networth');
      expect(after.body.items).toEqual([kept]);
      expect(after.body.summary.total_assets).toBe('10.00');
      const again = await api.delete(`/api/networth/${doomed.id}`);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ error: 'Net worth item not found', code: 'not_found' });
    });

    tests.itAnswersForMissingRecords('delete');
  });
});
