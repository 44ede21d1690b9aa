import { describe, expect, it } from 'vitest';
import type { ExpenseDto } from '@shared/expenses';
import {
  crudRoutes,
  describeTrackerApi,
  MALFORMED_IDS,
  type TrackerApi,
} from '../../test/tracker-suites';

const retainer = { name: 'Lawyer retainer', amount: 1250, date: '2025-03-05' };

const EVERY_FIELD_INVALID =
  'name: Expense name is required; amount: Amount must be positive; date: Invalid date format';

const EXPENSES: TrackerApi<ExpenseDto> = {
  title: 'expenses',
  path: '/api/expenses',
  noun: 'expense',
  routes: crudRoutes('/api/expenses'),
  body: retainer,
  change: { ...retainer, name: 'Hijacked' },
  premiumRequired: 'Premium subscription required for this feature.',
  notFound: 'Expense not found',
  malformedIds: [...MALFORMED_IDS, 'first'],
  emptyAnswer: [],
};

describeTrackerApi(EXPENSES, ({ context, tests }) => {
  describe('POST /api/expenses', () => {
    tests.itCreatesARecord({
      body: retainer,
      answer: {
        date: '2025-03-05',
        name: 'Lawyer retainer',
        amount: '1250.00',
        category: 'other',
      },
      saying: 'amount as two-decimal text',
    });

    it('trims the name and keeps the calendar date of an ISO datetime without a timezone shift', async () => {
      const { api } = await context.premiumUser();
      const expense = await api.post('/api/expenses', {
        name: '  Filing fee  ',
        amount: '12.5',
        date: '2025-03-05T23:30:00-08:00',
      });
      expect(expense.body).toMatchObject({
        name: 'Filing fee',
        amount: '12.50',
        date: '2025-03-05',
      });
    });

    tests.itIgnoresUserIdInTheBody();

    tests.itRejectsInvalidRecords([
      ['a missing name', { name: undefined }, 'name: Expense name is required'],
      ['a blank name', { name: '   ' }, 'name: Expense name is required'],
      ['a missing amount', { amount: undefined }, 'amount: Amount must be positive'],
      ['an amount of 0', { amount: 0 }, 'amount: Amount must be positive'],
      ['a negative amount', { amount: -5 }, 'amount: Amount must be positive'],
      ['an amount that is not a number', { amount: 'ten' }, 'amount: Amount must be positive'],
      [
        'an amount with three decimals',
        { amount: 0.001 },
        'amount: Amount can have at most 2 decimal places',
      ],
      [
        'a float-sum amount such as 0.1 + 0.2',
        { amount: 0.1 + 0.2 },
        'amount: Amount can have at most 2 decimal places',
      ],
      [
        'an amount above 99,999,999.99',
        { amount: 100_000_000 },
        'amount: Amount must be at most 99,999,999.99',
      ],
      ['a missing date', { date: undefined }, 'date: Invalid date format'],
      ['an unparseable date', { date: 'yesterday' }, 'date: Invalid date format'],
      ['an impossible date', { date: '2025-02-30' }, 'date: Invalid date format'],
    ]);

    tests.itReportsEveryInvalidField(EVERY_FIELD_INVALID);

    tests.itRoundTripsMoney('amount', [
      [0.01, '0.01'],
      ['0.01', '0.01'],
      [99_999_999.99, '99999999.99'],
      [0.3, '0.30'],
      ['0.30', '0.30'],
      [12.5, '12.50'],
      [1.1, '1.10'],
    ]);
  });

  describe('GET /api/expenses', () => {
    tests.itAnswersWhenEmpty('an empty list');

    tests.itListsOwnRecords({
      order: 'newest date first, then the latest added',
      bodies: [
        { ...retainer, name: 'January', date: '2025-01-10' },
        { ...retainer, name: 'March', date: '2025-03-01' },
        { ...retainer, name: 'January again', date: '2025-01-10' },
      ],
      theirs: { ...retainer, name: 'Not mine', date: '2025-12-31' },
      listed: [1, 2, 0],
    });
  });

  describe('PUT /api/expenses/:id', () => {
    tests.itUpdatesARecord('replaces %s and answers 200 with the expense, updated_at moved on', [
      ['name, amount and date', { name: 'Mediation', amount: '300.05', date: '2025-04-01' }],
    ]);

    tests.itRejectsInvalidUpdates(
      'rejects %s with 400 and the product’s messages, changing nothing',
      [['an invalid body', { name: '', amount: 0, date: 'soon' }, EVERY_FIELD_INVALID]],
    );

    tests.itAnswersForMissingRecords('put');
  });

  describe('DELETE /api/expenses/:id', () => {
    tests.itDeletesARecord();

    tests.itAnswersForMissingRecords('delete');
  });
});
