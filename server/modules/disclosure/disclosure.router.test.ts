/**
 * The financial disclosure on every test database: the expense categories, expenses
 * that carry one, and the statement GET /api/disclosure drafts from a user's records, its
 * figures checked against hand computations to the cent; proposed figures and their revisions.
 */
import { describe, expect, it } from 'vitest';
import { DISCLOSURE_MESSAGES } from '@shared/disclosure';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_MESSAGES,
  expenseCategoryList,
} from '@shared/expense-categories';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import { TEST_DRIVERS } from '../../test/databases';
import { storedChain } from '../../test/revisions';
import { setUpTrackerApi } from '../../test/tracker-suites';
import type { ApiClient } from '../../test/trackers';

const validation = (details: string) => ({
  error: 'Validation failed',
  code: 'validation_failed',
  details,
});

interface Line {
  category: string;
  last_month: string;
  average_12m: string;
  months_with_data: number;
  proposed: string | null;
  basis: string;
  monthly: string;
  paid_by_others: string | null;
}

interface Statement {
  month: string;
  income: { sources: { monthly_amount: string }[]; deductions: object[]; monthly_total: string };
  expenses: Line[];
  totals: {
    monthly_income: string;
    mandatory_deductions: string;
    net_monthly_income: string;
    monthly_expenses: string;
    difference: string;
  };
  debts: object[];
  debts_monthly_payments: string;
  assets_total: string;
  debts_total: string;
  legal_fees_paid: string;
  legal_fees_owed: string | null;
  paid_by_others_total: string;
}

type Row = [date: string, category: string, amount: string];

/** Adds the rows as expenses in one import (201). */
async function importExpenses(api: ApiClient, rows: readonly Row[]) {
  const response = await api.post('/api/expenses/import', {
    rows: rows.map(([date, category, amount], index) => ({
      name: `Expense ${index + 1}`,
      date,
      category,
      amount,
    })),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

async function statementOf(api: ApiClient, month: string): Promise<Statement> {
  const response = await api.get(`/api/disclosure?month=${month}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Statement;
}

async function propose(api: ApiClient, body: object) {
  const response = await api.put('/api/disclosure/proposed', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const lineOf = (statement: Statement, category: string) =>
  statement.expenses.find((line) => line.category === category)!;

/** A line with no records and no proposed figure, among `months` months with data. */
const emptyLine = (category: string, months: number): Line => ({
  category,
  last_month: '0.00',
  average_12m: '0.00',
  months_with_data: months,
  proposed: null,
  basis: 'actual',
  monthly: '0.00',
  paid_by_others: null,
});

/**
 * A year of expenses for the statement of February 2026, whose 12 months run from March 2025
 * to February 2026, and a few just outside them.
 */
const SEEDED_YEAR: Row[] = [
  ['2025-03-01', 'housing.rent_mortgage', '1850.00'], // the window's first day
  ['2025-03-14', 'food.groceries', '120.10'],
  ['2025-03-29', 'food.groceries', '80.25'],
  ['2025-04-10', 'utilities.electric', '60.01'],
  ['2025-06-01', 'housing.rent_mortgage', '1850.00'],
  ['2025-06-18', 'food.groceries', '310.00'],
  ['2025-06-20', 'legal.attorney_fees', '2500.00'],
  ['2025-09-12', 'utilities.electric', '40.03'],
  ['2025-09-30', 'legal.court_costs', '435.00'],
  ['2025-11-01', 'housing.rent_mortgage', '1850.00'],
  ['2025-12-01', 'housing.rent_mortgage', '1850.00'],
  ['2025-12-24', 'food.groceries', '45.67'],
  ['2025-12-31', 'other', '19.99'],
  ['2026-01-01', 'housing.rent_mortgage', '1850.00'],
  ['2026-01-15', 'children.child_care', '425.00'],
  ['2026-02-01', 'housing.rent_mortgage', '1850.00'],
  ['2026-02-07', 'food.groceries', '95.50'],
  ['2026-02-20', 'legal.attorney_fees', '1200.00'],
  ['2026-02-28', 'food.groceries', '4.51'], // the window's last day
  // Outside the window of February 2026.
  ['2024-02-10', 'food.groceries', '500.00'],
  ['2025-01-15', 'legal.attorney_fees', '1000.00'],
  ['2025-02-28', 'other', '999.99'],
  ['2026-03-01', 'housing.rent_mortgage', '1850.00'],
  ['2026-03-05', 'legal.attorney_fees', '300.00'],
];

/**
 * The seeded year by hand. Months with any expense among 2025-03 … 2026-02: 2025-03, 2025-04,
 * 2025-06, 2025-09, 2025-11, 2025-12, 2026-01 and 2026-02, so 8 (May, July, August and October
 * are empty); every average divides by 8, rent's too though it was paid in only 6 of them.
 *
 * - rent: 6 × 1850.00 = 11100.00 ÷ 8 = 1387.50; February 1850.00
 * - groceries: 120.10 + 80.25 + 310.00 + 45.67 + 95.50 + 4.51 = 656.03 ÷ 8 = 82.00375 → 82.00;
 *   February 95.50 + 4.51 = 100.01
 * - electricity: 60.01 + 40.03 = 100.04 ÷ 8 = 12.505 → 12.51 (half a cent, away from zero)
 * - attorney fees: 2500.00 + 1200.00 = 3700.00 ÷ 8 = 462.50; February 1200.00
 * - court costs: 435.00 ÷ 8 = 54.375 → 54.38
 * - child care: 425.00 ÷ 8 = 53.125 → 53.13
 * - other: 19.99 ÷ 8 = 2.49875 → 2.50
 *
 * Monthly expenses: 1387.50 + 82.00 + 12.51 + 462.50 + 54.38 + 53.13 + 2.50 = 2054.52.
 * Legal fees paid by the end of February 2026: 1000.00 + 2500.00 + 435.00 + 1200.00 = 5135.00.
 */
const FEBRUARY_2026: Record<string, [lastMonth: string, average: string]> = {
  'housing.rent_mortgage': ['1850.00', '1387.50'],
  'food.groceries': ['100.01', '82.00'],
  'utilities.electric': ['0.00', '12.51'],
  'legal.attorney_fees': ['1200.00', '462.50'],
  'legal.court_costs': ['0.00', '54.38'],
  'children.child_care': ['0.00', '53.13'],
  other: ['0.00', '2.50'],
};

const salary = { name: 'Acme payroll', type: 'salary', amount: '2000.00', frequency: 'biweekly' };
const withholding = { name: 'Taxes', type: 'taxes', amount: '650.00', frequency: 'semimonthly' };

const networthItem = (
  name: string,
  classification: 'asset' | 'debt',
  category: string,
  value: string,
  extra: object = {},
) => ({ name, classification, category, ownership: 'joint', value, ...extra });

async function addItem(api: ApiClient, body: object) {
  const response = await api.post('/api/networth', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; monthly_payment: string | null };
}

describe.each(TEST_DRIVERS)('the financial disclosure on %s', (driver) => {
  const { context, database } = setUpTrackerApi(driver);

  describe('GET /api/expense-categories', () => {
    it('lists the 41 categories with their FL-150 line and Florida section', async () => {
      const { api } = await context.premiumUser();
      const response = await api.get('/api/expense-categories');
      expect(response.status).toBe(200);
      const { categories } = response.body;
      expect(categories).toHaveLength(41);
      expect(categories.map((category: { id: string }) => category.id)).toEqual(EXPENSE_CATEGORIES);
      expect(categories[0]).toEqual({
        id: 'housing.rent_mortgage',
        group: 'housing',
        name: 'Rent or mortgage',
        fl150_line: '13a Rent or mortgage',
        florida_section: 'Household',
      });
      expect(categories).toContainEqual({
        id: 'children.child_care',
        group: 'children',
        name: 'Child care',
        fl150_line: '13f Child care',
        florida_section: "Children's expenses",
      });
      expect(categories.at(-1)).toEqual({
        id: 'other',
        group: 'other',
        name: 'Other',
        fl150_line: '13t Other',
        florida_section: 'Other expenses',
      });
      expect(response.body).toEqual({ categories: expenseCategoryList('en') });
    });

    it('names the categories in Spanish for a reader who asks for Spanish', async () => {
      const { api } = await context.premiumUser();
      const response = await api.get('/api/expense-categories').set('Accept-Language', 'es');
      expect(response.status).toBe(200);
      expect(response.body.categories[0]).toMatchObject({
        id: 'housing.rent_mortgage',
        name: 'Alquiler o hipoteca',
        fl150_line: '13a Rent or mortgage',
      });
      expect(response.body).toEqual({ categories: expenseCategoryList('es') });
    });
  });

  describe('the category of an expense', () => {
    const retainer = { name: 'Retainer', amount: '2500.00', date: '2026-01-05' };

    it('stores the category sent, and lists it', async () => {
      const { api } = await context.premiumUser();
      const created = await api.post('/api/expenses', {
        ...retainer,
        category: 'legal.attorney_fees',
      });
      expect(created.status).toBe(201);
      expect(created.body.category).toBe('legal.attorney_fees');
      const listed = await api.get('/api/expenses');
      expect(listed.body.map((expense: { category: string }) => expense.category)).toEqual([
        'legal.attorney_fees',
      ]);
    });

    it("makes an expense without a category 'other'", async () => {
      const { api } = await context.premiumUser();
      const created = await api.post('/api/expenses', retainer);
      expect(created.status).toBe(201);
      expect(created.body.category).toBe('other');
    });

    it.each([
      ['a group rather than a category', 'legal'],
      ['an id in the wrong case', 'Housing.rent_mortgage'],
      ['an unknown id', 'gambling'],
      ['null', null],
      ['a number', 13],
    ])('rejects %s as a category with 400, storing nothing', async (_label, category) => {
      const { api } = await context.premiumUser();
      const response = await api.post('/api/expenses', { ...retainer, category });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(
        validation(`category: ${EXPENSE_CATEGORY_MESSAGES.categoryInvalid}`),
      );
      expect((await api.get('/api/expenses')).body).toEqual([]);
    });

    it('keeps the category when an edit does not send one, and changes it when one does', async () => {
      const { api } = await context.premiumUser();
      const created = await api.post('/api/expenses', {
        ...retainer,
        category: 'legal.court_costs',
      });
      const renamed = await api.put(`/api/expenses/${created.body.id}`, {
        ...retainer,
        name: 'Filing fee',
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ name: 'Filing fee', category: 'legal.court_costs' });
      const moved = await api.put(`/api/expenses/${created.body.id}`, {
        ...retainer,
        category: 'legal.attorney_fees',
      });
      expect(moved.body.category).toBe('legal.attorney_fees');
      const refused = await api.put(`/api/expenses/${created.body.id}`, {
        ...retainer,
        category: 'legal',
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(
        validation(`category: ${EXPENSE_CATEGORY_MESSAGES.categoryInvalid}`),
      );
      const listed = await api.get('/api/expenses');
      expect(listed.body[0].category).toBe('legal.attorney_fees');
    });

    it('imports rows with their categories and refuses the import when a row has an unknown one', async () => {
      const { api } = await context.premiumUser();
      const refused = await api.post('/api/expenses/import', {
        rows: [
          { ...retainer, category: 'food.groceries' },
          { ...retainer, category: 'groceries' },
        ],
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        error: 'Some rows are not valid; nothing was imported',
        code: 'validation_failed',
        details: `row 2: category: ${EXPENSE_CATEGORY_MESSAGES.categoryInvalid}`,
      });
      const imported = await api.post('/api/expenses/import', {
        rows: [{ ...retainer, category: 'food.groceries' }, retainer],
      });
      expect(imported.status).toBe(201);
      expect(
        imported.body.expenses.map((expense: { category: string }) => expense.category),
      ).toEqual(['food.groceries', 'other']);
    });
  });

  describe('GET /api/disclosure', () => {
    it.each([
      ['no month', ''],
      ['a month without a leading zero', '?month=2026-2'],
      ['month 13', '?month=2026-13'],
      ['month 00', '?month=2026-00'],
      ['a full date', '?month=2026-02-01'],
      ['a month before 1900', '?month=1899-12'],
      ['text', '?month=last'],
    ])('answers %s with 400 and "month: Choose a month as YYYY-MM"', async (_label, query) => {
      const { api } = await context.premiumUser();
      const response = await api.get(`/api/disclosure${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(validation(`month: ${DISCLOSURE_MESSAGES.monthInvalid}`));
    });

    it('answers a statement of zeros, every category listed, for a user without records', async () => {
      const { api } = await context.premiumUser();
      expect(await statementOf(api, '2026-02')).toEqual({
        month: '2026-02',
        income: { sources: [], deductions: [], monthly_total: '0.00' },
        expenses: EXPENSE_CATEGORIES.map((category) => emptyLine(category, 0)),
        totals: {
          monthly_income: '0.00',
          mandatory_deductions: '0.00',
          net_monthly_income: '0.00',
          monthly_expenses: '0.00',
          difference: '0.00',
        },
        debts: [],
        debts_monthly_payments: '0.00',
        assets_total: '0.00',
        debts_total: '0.00',
        legal_fees_paid: '0.00',
        legal_fees_owed: null,
        paid_by_others_total: '0.00',
      });
    });

    it('gives each category its last month and its 12-month average over the months with data, equal to the hand computation to the cent', async () => {
      const { api } = await context.premiumUser();
      await importExpenses(api, SEEDED_YEAR);
      const statement = await statementOf(api, '2026-02');
      expect(statement.expenses).toEqual(
        EXPENSE_CATEGORIES.map((category): Line => {
          const figures = FEBRUARY_2026[category];
          if (!figures) return emptyLine(category, 8);
          const [lastMonth, average] = figures;
          return {
            category,
            last_month: lastMonth,
            average_12m: average,
            months_with_data: 8,
            proposed: null,
            basis: 'actual',
            monthly: average,
            paid_by_others: null,
          };
        }),
      );
      expect(statement.totals).toEqual({
        monthly_income: '0.00',
        mandatory_deductions: '0.00',
        net_monthly_income: '0.00',
        monthly_expenses: '2054.52',
        difference: '-2054.52',
      });
      expect(statement.legal_fees_paid).toBe('5135.00');
    });

    it('moves the window with the month: March 2026 drops March 2025 and takes in March 2026', async () => {
      const { api } = await context.premiumUser();
      await importExpenses(api, SEEDED_YEAR);
      const statement = await statementOf(api, '2026-03');
      // 2025-04 … 2026-03: 2025-04, 06, 09, 11, 12, 2026-01, 02 and 03 have data: 8 again.
      expect(lineOf(statement, 'housing.rent_mortgage')).toMatchObject({
        // 06, 11, 12, 01, 02, 03: 6 × 1850.00 ÷ 8
        last_month: '1850.00',
        average_12m: '1387.50',
        months_with_data: 8,
      });
      // 310.00 + 45.67 + 95.50 + 4.51 = 455.68 ÷ 8 = 56.96
      expect(lineOf(statement, 'food.groceries')).toMatchObject({
        last_month: '0.00',
        average_12m: '56.96',
      });
      // 2500.00 + 1200.00 + 300.00 = 4000.00 ÷ 8 = 500.00
      expect(lineOf(statement, 'legal.attorney_fees')).toMatchObject({
        last_month: '300.00',
        average_12m: '500.00',
      });
      // Everything up to the end of March 2026: 5135.00 + 300.00.
      expect(statement.legal_fees_paid).toBe('5435.00');
    });

    it.each([
      [
        '100.05 over 2 months, 50.025, to 50.03',
        [
          ['2025-07-10', 'utilities.phone', '60.02'],
          ['2025-08-10', 'utilities.phone', '40.03'],
        ] as Row[],
        { last_month: '40.03', average_12m: '50.03', months_with_data: 2 },
      ],
      [
        '100.00 over 3 months, 33.333…, to 33.33',
        [
          ['2025-06-30', 'utilities.phone', '50.00'],
          ['2025-07-01', 'utilities.phone', '25.00'],
          ['2025-08-31', 'utilities.phone', '25.00'],
        ] as Row[],
        { last_month: '25.00', average_12m: '33.33', months_with_data: 3 },
      ],
      [
        '0.01 over 2 months, 0.005, to 0.01',
        [
          ['2025-07-10', 'utilities.phone', '0.01'],
          ['2025-08-10', 'pets.care', '20.00'],
        ] as Row[],
        { last_month: '0.00', average_12m: '0.01', months_with_data: 2 },
      ],
    ])('rounds an average of %s, half away from zero', async (_label, rows, line) => {
      const { api } = await context.premiumUser();
      await importExpenses(api, rows);
      const statement = await statementOf(api, '2025-08');
      expect(lineOf(statement, 'utilities.phone')).toMatchObject(line);
    });

    it('takes the income, the deductions and the gap from the income records', async () => {
      const { api } = await context.premiumUser();
      await importExpenses(api, SEEDED_YEAR);
      const source = await api.post('/api/income', salary);
      const deduction = await api.post('/api/income/deductions', withholding);
      const statement = await statementOf(api, '2026-02');
      expect(statement.income).toEqual({
        sources: [source.body],
        deductions: [deduction.body],
        monthly_total: '4333.33',
      });
      // 2000.00 every two weeks: 4333.33; 650.00 twice a month: 1300.00; 4333.33 − 1300.00 −
      // 2054.52 = 978.81.
      expect(statement.totals).toEqual({
        monthly_income: '4333.33',
        mandatory_deductions: '1300.00',
        net_monthly_income: '3033.33',
        monthly_expenses: '2054.52',
        difference: '978.81',
      });
    });

    it('lists the debts with balance and monthly payment, and the totals of the net-worth summary', async () => {
      const { api } = await context.premiumUser();
      await addItem(api, networthItem('Family home', 'asset', 'real_estate', '350000.00'));
      await addItem(api, networthItem('Car', 'asset', 'vehicles', '12000.00'));
      const mortgage = await addItem(
        api,
        networthItem('Home loan', 'debt', 'mortgages', '210000.50', { monthly_payment: '1450.25' }),
      );
      const card = await addItem(api, networthItem('Visa', 'debt', 'credit_cards', '4200.99'));
      const carLoan = await addItem(
        api,
        networthItem('Car loan', 'debt', 'auto_loans', '8000.00', { monthly_payment: 0 }),
      );
      const statement = await statementOf(api, '2026-02');
      expect(statement.debts).toEqual([
        {
          id: mortgage.id,
          name: 'Home loan',
          category: 'mortgages',
          balance: '210000.50',
          monthly_payment: '1450.25',
        },
        {
          id: card.id,
          name: 'Visa',
          category: 'credit_cards',
          balance: '4200.99',
          monthly_payment: null,
        },
        {
          id: carLoan.id,
          name: 'Car loan',
          category: 'auto_loans',
          balance: '8000.00',
          monthly_payment: '0.00',
        },
      ]);
      expect(statement.debts_monthly_payments).toBe('1450.25');
      const { summary } = (await api.get('/api/networth')).body;
      expect(statement.assets_total).toBe(summary.total_assets);
      expect(statement.debts_total).toBe(summary.total_debts);
      expect([statement.assets_total, statement.debts_total]).toEqual(['362000.00', '222201.49']);
    });

    it("never counts another user's expenses, income, debts or proposed figures", async () => {
      const { api } = await context.premiumUser();
      const { api: otherApi } = await context.premiumUser();
      await importExpenses(api, [
        ['2026-01-10', 'food.groceries', '200.00'],
        ['2026-02-10', 'legal.attorney_fees', '750.00'],
      ]);
      await api.post('/api/income', salary);
      await addItem(
        api,
        networthItem('Visa', 'debt', 'credit_cards', '900.00', { monthly_payment: 45 }),
      );
      await propose(api, { category: 'pets.care', amount: '30.00', basis: 'estimated' });
      const before = await statementOf(api, '2026-02');

      await importExpenses(otherApi, SEEDED_YEAR);
      await otherApi.post('/api/income', { ...salary, amount: '9999.99' });
      await otherApi.post('/api/income/deductions', withholding);
      await addItem(otherApi, networthItem('House', 'asset', 'real_estate', '500000.00'));
      await addItem(
        otherApi,
        networthItem('Loan', 'debt', 'personal_loans', '1000.00', { monthly_payment: 100 }),
      );
      await propose(otherApi, { category: 'pets.care', amount: '500.00', basis: 'proposed' });
      await propose(otherApi, { category: 'food.groceries', amount: '1.00', basis: 'proposed' });

      expect(await statementOf(api, '2026-02')).toEqual(before);
      expect(before.totals.monthly_expenses).toBe('505.00'); // 200.00 ÷ 2 + 750.00 ÷ 2 + 30.00
      expect(before.legal_fees_paid).toBe('750.00');
      expect(before.debts_total).toBe('900.00');
      const theirs = await statementOf(otherApi, '2026-02');
      expect(lineOf(theirs, 'pets.care')).toMatchObject({ proposed: '500.00', monthly: '500.00' });
    });
  });

  describe('GET /api/disclosure/export.csv', () => {
    it('sends the statement as CSV: stable English headers, each line with its month, user text neutralised', async () => {
      const { api } = await context.premiumUser();
      await importExpenses(api, SEEDED_YEAR);
      expect((await api.post('/api/income', { ...salary, name: '=HYPERLINK("x")' })).status).toBe(
        201,
      );
      await addItem(
        api,
        networthItem('Visa', 'debt', 'credit_cards', '4200.00', { monthly_payment: '150.00' }),
      );
      const response = await api.get('/api/disclosure/export.csv?month=2026-02');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="financial-disclosure-2026-02.csv"',
      );
      const lines = (response.text as string).split('\r\n');
      expect(lines[0]).toBe(
        '\uFEFFMonth,Section,Item,FL-150 line,Last month,12-month average,Proposed,Basis,Paid by others,Balance,Monthly',
      );
      const statement = await statementOf(api, '2026-02');
      const rent = lineOf(statement, 'housing.rent_mortgage');
      expect(lines).toContain(
        `2026-02,Expense,Rent or mortgage,13a Rent or mortgage,${rent.last_month},${rent.average_12m},,actual,,,${rent.monthly}`,
      );
      expect(lines).toContain(`2026-02,Income,"'=HYPERLINK(""x"")",,4333.33,,,,,,4333.33`);
      expect(lines).toContain('2026-02,Debt,Visa,,,,,,,4200.00,150.00');
      expect(lines).toContain(
        `2026-02,Total,Monthly expenses,,,,,,,,${statement.totals.monthly_expenses}`,
      );
    });

    it('refuses a month it cannot read', async () => {
      const { api } = await context.premiumUser();
      const response = await api.get('/api/disclosure/export.csv?month=26-02');
      expect(response.status).toBe(400);
      expect(response.body.details).toBe('month: Choose a month as YYYY-MM');
    });
  });

  describe('PUT /api/disclosure/proposed', () => {
    it('sets a proposed figure that the totals use in place of the average, and null takes it away', async () => {
      const { api } = await context.premiumUser();
      await importExpenses(api, SEEDED_YEAR);
      await api.post('/api/income', salary);
      await api.post('/api/income/deductions', withholding);

      expect(
        await propose(api, { category: 'food.groceries', amount: '150.00', basis: 'proposed' }),
      ).toEqual({
        category: 'food.groceries',
        proposed: '150.00',
        basis: 'proposed',
        paid_by_others: null,
        owed: null,
      });
      let statement = await statementOf(api, '2026-02');
      expect(lineOf(statement, 'food.groceries')).toEqual({
        category: 'food.groceries',
        last_month: '100.01',
        average_12m: '82.00',
        months_with_data: 8,
        proposed: '150.00',
        basis: 'proposed',
        monthly: '150.00',
        paid_by_others: null,
      });
      // 2054.52 − 82.00 + 150.00
      expect(statement.totals).toMatchObject({ monthly_expenses: '2122.52', difference: '910.81' });

      // A category without records, estimated; and rent proposed at zero, which counts as zero.
      await propose(api, { category: 'pets.care', amount: 75, basis: 'estimated' });
      await propose(api, { category: 'housing.rent_mortgage', amount: 0, basis: 'proposed' });
      statement = await statementOf(api, '2026-02');
      expect(lineOf(statement, 'pets.care')).toMatchObject({
        average_12m: '0.00',
        proposed: '75.00',
        basis: 'estimated',
        monthly: '75.00',
      });
      expect(lineOf(statement, 'housing.rent_mortgage')).toMatchObject({
        average_12m: '1387.50',
        proposed: '0.00',
        monthly: '0.00',
      });
      // 2122.52 + 75.00 − 1387.50 = 810.02; 3033.33 − 810.02 = 2223.31
      expect(statement.totals).toMatchObject({ monthly_expenses: '810.02', difference: '2223.31' });

      expect(
        await propose(api, { category: 'food.groceries', amount: null, basis: 'proposed' }),
      ).toEqual({
        category: 'food.groceries',
        proposed: null,
        basis: 'actual',
        paid_by_others: null,
        owed: null,
      });
      statement = await statementOf(api, '2026-02');
      expect(lineOf(statement, 'food.groceries')).toMatchObject({
        proposed: null,
        basis: 'actual',
        monthly: '82.00',
      });
      // 810.02 − 150.00 + 82.00
      expect(statement.totals).toMatchObject({ monthly_expenses: '742.02', difference: '2291.31' });
    });

    it.each([
      [
        'an unknown category',
        { category: 'food', amount: '10.00', basis: 'proposed' },
        `category: ${EXPENSE_CATEGORY_MESSAGES.categoryInvalid}`,
      ],
      [
        'an unknown basis',
        { category: 'other', amount: '10.00', basis: 'guessed' },
        `basis: ${DISCLOSURE_MESSAGES.basisInvalid}`,
      ],
      [
        'a negative amount',
        { category: 'other', amount: '-0.01', basis: 'proposed' },
        `amount: ${DISCLOSURE_MESSAGES.amountInvalid}`,
      ],
      [
        'an amount with three decimals',
        { category: 'other', amount: '10.005', basis: 'proposed' },
        `amount: ${DISCLOSURE_MESSAGES.amountTooPrecise}`,
      ],
      [
        'an amount above 99,999,999.99',
        { category: 'other', amount: 100_000_000, basis: 'proposed' },
        `amount: ${DISCLOSURE_MESSAGES.amountTooLarge}`,
      ],
    ])('rejects %s with 400, changing nothing', async (_label, body, details) => {
      const { api } = await context.premiumUser();
      const response = await api.put('/api/disclosure/proposed', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(validation(details));
      const statement = await statementOf(api, '2026-02');
      expect(statement.expenses.every((line) => line.proposed === null)).toBe(true);
    });

    it('records a proposed figure as disclosure_line revisions: create, update, delete, and nothing for the same figure again', async () => {
      const { user, api } = await context.premiumUser();
      const lineRevisions = async () =>
        (await storedChain(database().db, user.id)).filter(
          (revision) => revision.entity === 'disclosure_line',
        );

      // Taking away a figure that was never set writes nothing.
      await propose(api, { category: 'pets.care', amount: null, basis: 'proposed' });
      expect(await lineRevisions()).toEqual([]);

      await propose(api, { category: 'pets.care', amount: '75.00', basis: 'estimated' });
      await propose(api, { category: 'pets.care', amount: 75, basis: 'estimated' });
      await propose(api, { category: 'pets.care', amount: '75.00', basis: 'proposed' });
      await propose(api, { category: 'pets.care', amount: '80.00', basis: 'proposed' });
      await propose(api, { category: 'pets.care', amount: '80.00', basis: 'proposed' });
      await propose(api, { category: 'pets.care', amount: null, basis: 'proposed' });
      await propose(api, { category: 'pets.care', amount: null, basis: 'proposed' });

      const revisions = await lineRevisions();
      expect(
        revisions.map((revision) => [
          revision.action,
          revision.data.category,
          revision.data.amount,
          revision.data.basis,
        ]),
      ).toEqual([
        ['create', 'pets.care', '75.00', 'estimated'],
        ['update', 'pets.care', '75.00', 'proposed'],
        ['update', 'pets.care', '80.00', 'proposed'],
        ['delete', 'pets.care', '80.00', 'proposed'],
      ]);
      const [lineId] = new Set(revisions.map((revision) => revision.entity_id));
      expect(new Set(revisions.map((revision) => revision.entity_id)).size).toBe(1);

      const history = await api.get(`/api/history?entity=disclosure_line&id=${lineId}`);
      expect(history.status).toBe(200);
      expect(history.body.revisions.map((revision: { action: string }) => revision.action)).toEqual(
        ['create', 'update', 'update', 'delete'],
      );
      expect(history.body.revisions[2].changes).toEqual([
        { field: 'amount', from: '75.00', to: '80.00' },
      ]);
      expect((await api.get('/api/integrity')).body.valid).toBe(true);
    });

    it('keeps what others pay and what she still owes her attorney, with or without a figure of her own', async () => {
      const { api } = await context.premiumUser();
      await importExpenses(api, SEEDED_YEAR);
      const before = await statementOf(api, '2026-02');

      // Others pay part of the rent; the line still goes by its average.
      expect(
        await propose(api, {
          category: 'housing.rent_mortgage',
          amount: null,
          basis: 'actual',
          paid_by_others: '600',
        }),
      ).toEqual({
        category: 'housing.rent_mortgage',
        proposed: null,
        basis: 'actual',
        paid_by_others: '600.00',
        owed: null,
      });
      await propose(api, {
        category: 'legal.attorney_fees',
        amount: '0',
        basis: 'proposed',
        owed: '3500.00',
        paid_by_others: '',
      });
      const statement = await statementOf(api, '2026-02');
      expect(lineOf(statement, 'housing.rent_mortgage')).toMatchObject({
        proposed: null,
        basis: 'actual',
        monthly: '1387.50',
        paid_by_others: '600.00',
      });
      expect(statement.paid_by_others_total).toBe('600.00');
      expect(statement.legal_fees_owed).toBe('3500.00');
      // What others pay is told, not taken off: the rent's figure is unchanged.
      const attorney = lineOf(before, 'legal.attorney_fees');
      const delta =
        Number(statement.totals.monthly_expenses) -
        Number(before.totals.monthly_expenses) +
        Number(attorney.monthly);
      expect(delta.toFixed(2)).toBe('0.00');

      // All three taken away: the line goes.
      await propose(api, {
        category: 'housing.rent_mortgage',
        amount: null,
        basis: 'actual',
        paid_by_others: null,
      });
      expect(
        lineOf(await statementOf(api, '2026-02'), 'housing.rent_mortgage').paid_by_others,
      ).toBe(null);
    });

    it('takes an amount still owed only on the attorney fees line', async () => {
      const { api } = await context.premiumUser();
      const response = await api.put('/api/disclosure/proposed', {
        category: 'food.groceries',
        amount: null,
        basis: 'actual',
        owed: '100.00',
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(validation(`owed: ${DISCLOSURE_MESSAGES.owedAttorneyOnly}`));
      const negative = await api.put('/api/disclosure/proposed', {
        category: 'food.groceries',
        amount: null,
        basis: 'actual',
        paid_by_others: '-1',
      });
      expect(negative.status).toBe(400);
      expect(negative.body).toEqual(
        validation(`paid_by_others: ${DISCLOSURE_MESSAGES.amountInvalid}`),
      );
    });

    it('answers the history of a figure never saved with a 404 in the reader’s language', async () => {
      const { api } = await context.premiumUser();
      const english = await api.get('/api/history?entity=disclosure_line&id=1');
      expect(english.status).toBe(404);
      expect(english.body.error).toBe('No proposed figure has been saved');
      const spanish = await api
        .get('/api/history?entity=disclosure_line&id=1')
        .set('Accept-Language', 'es');
      expect(spanish.body.error).toBe('Todavía no se guardó una cifra propuesta');
    });

    it("keeps each user's proposed figure for the same category apart", async () => {
      const { api } = await context.premiumUser();
      const { api: otherApi } = await context.premiumUser();
      await propose(api, { category: 'other', amount: '10.00', basis: 'proposed' });
      await propose(otherApi, { category: 'other', amount: '20.00', basis: 'estimated' });
      await propose(otherApi, { category: 'other', amount: null, basis: 'estimated' });
      expect(lineOf(await statementOf(api, '2026-02'), 'other')).toMatchObject({
        proposed: '10.00',
        basis: 'proposed',
      });
      expect(lineOf(await statementOf(otherApi, '2026-02'), 'other').proposed).toBeNull();
    });
  });

  describe('access', () => {
    const ROUTES = [
      ['get', '/api/disclosure?month=2026-02'],
      ['put', '/api/disclosure/proposed'],
      ['get', '/api/expense-categories'],
    ] as const;
    const body = { category: 'other', amount: '10.00', basis: 'proposed' };

    it.each(ROUTES)(
      `answers %s %s for a free user with 403 and "${PREMIUM_REQUIRED}"`,
      async (method, route) => {
        const { api } = await context.freeUser();
        const response = await (method === 'get' ? api.get(route) : api.put(route, body));
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ error: PREMIUM_REQUIRED, code: 'premium_required' });
      },
    );

    it.each(ROUTES)('answers %s %s without a bearer token with 401', async (method, route) => {
      const api = context.anonymous();
      const response = await (method === 'get' ? api.get(route) : api.put(route, body));
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        error: 'Authentication required. Please log in.',
        code: 'unauthorized',
      });
    });

    it('answers PUT /api/disclosure/proposed without the CSRF-Token header with 403 and changes nothing', async () => {
      const { user, api } = await context.premiumUser();
      const withoutCsrf = await context.withoutCsrfHeader(user);
      const response = await withoutCsrf.put('/api/disclosure/proposed', body);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'invalid csrf token', code: 'invalid_csrf_token' });
      expect(lineOf(await statementOf(api, '2026-02'), 'other').proposed).toBeNull();
    });
  });
});
