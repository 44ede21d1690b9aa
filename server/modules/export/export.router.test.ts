import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildImportRows, detectColumns, parseCsvText } from '@shared/csv-import';
import { IMPORT_MESSAGES, MAX_IMPORT_ROWS } from '@shared/import';
import { centsToAmountText } from '@shared/money';
import { ASSET_CATEGORIES, DEBT_CATEGORIES } from '@shared/networth';
import {
  buildNetworthImportRows,
  detectNetworthColumns,
  NETWORTH_IMPORT_FIELDS,
} from '@shared/networth-import';
import { PREMIUM_REQUIRED, PREMIUM_REQUIRED_EVENTS } from '@shared/subscriptions';
import { TEST_DRIVERS } from '../../test/databases';
import { setUpTrackerApi } from '../../test/tracker-suites';
import { type ApiClient, VALID_BODIES } from '../../test/trackers';

/** The CSV body of a download (supertest leaves text/csv as text). */
async function csvOf(api: ApiClient, file: string): Promise<string> {
  const response = await api.get(`/api/export/${file}`).buffer(true);
  expect(response.status, response.text).toBe(200);
  return response.text;
}

const ISO_TIME = '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z';

describe.each(TEST_DRIVERS)('CSV export and import on %s', (driver) => {
  const { context } = setUpTrackerApi(driver);

  describe('GET /api/export/*.csv', () => {
    it('writes expenses as RFC 4180 with a BOM, CRLF, plain-English headers and neutralised formulas', async () => {
      const { api } = await context.premiumUser();
      await api.post('/api/expenses', {
        name: 'Court fee, "urgent"',
        amount: 1234.5,
        date: '2025-03-05',
      });
      await api.post('/api/expenses', {
        name: '=HYPERLINK("evil")',
        amount: '0.01',
        date: '2025-01-02',
      });

      const response = await api.get('/api/export/expenses.csv').buffer(true);

      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="expenses.csv"');
      expect(response.headers['cache-control']).toContain('no-store');
      const lines = response.text.split('\r\n');
      expect(lines[0]).toBe('\uFEFFID,Date,Name,Amount,Category,Last changed');
      // Oldest first, like a ledger.
      expect(lines[1]).toMatch(
        new RegExp(`^\\d+,2025-01-02,"'=HYPERLINK\\(""evil""\\)",0\\.01,Other,${ISO_TIME}$`),
      );
      expect(lines[2]).toMatch(
        new RegExp(`^\\d+,2025-03-05,"Court fee, ""urgent""",1234\\.50,Other,${ISO_TIME}$`),
      );
      expect(lines[3]).toBe('');
      expect(lines).toHaveLength(4);
    });

    it('writes events and net-worth items with their own columns', async () => {
      const { api } = await context.premiumUser();
      await api.post('/api/events', {
        description: 'Missed pickup\nagain',
        date: '2025-04-02',
        party: 'ex_spouse',
        concern_level: 4,
      });
      await api.post('/api/networth', {
        ...VALID_BODIES.networth,
        proposed_to: 'split',
        split_share: 40,
      });

      const events = (await csvOf(api, 'events.csv')).split('\r\n');
      expect(events[0]).toBe('\uFEFFID,Date,Description,Party,Concern level,Last changed');
      expect(events[1]).toMatch(
        new RegExp(`^\\d+,2025-04-02,"Missed pickup\nagain",Ex-Spouse,4,${ISO_TIME}$`),
      );

      const items = (await csvOf(api, 'networth.csv')).split('\r\n');
      expect(items[0]).toBe(
        '\uFEFFID,Name,Type,Category,Ownership,Value,Character,Proposed to,Spouse 1 share of a split (%),Disputed,Dispute notes,Notes,Last changed',
      );
      expect(items[1]).toMatch(
        new RegExp(
          `^\\d+,House,Asset,Real Estate,Joint,300000\\.00,Marital,Split,40\\.0,No,,,${ISO_TIME}$`,
        ),
      );
    });

    it('neutralises full-width triggers, a pipe, a percent sign and a trigger behind invisible characters, and leaves amounts as numbers', async () => {
      const { api } = await context.premiumUser();
      const names = [
        '＝HYPERLINK("http://evil.example")',
        '\u200B\u202E@SUM(A1)',
        '|calc',
        '%APPDATA%',
        '100% refund',
      ];
      for (const [index, name] of names.entries()) {
        const date = `2025-01-0${index + 1}`;
        const created = await api.post('/api/expenses', { name, amount: '12.50', date });
        expect(created.status, created.text).toBe(201);
      }

      const lines = (await csvOf(api, 'expenses.csv')).split('\r\n').slice(1, -1);

      // The id and the time it last changed are left out: name, amount and category matter here.
      expect(lines.map((line) => line.replace(/^\d+,/, '').replace(/,[^,]+$/, ''))).toEqual([
        '2025-01-01,"\'＝HYPERLINK(""http://evil.example"")",12.50,Other',
        "2025-01-02,'\u200B\u202E@SUM(A1),12.50,Other",
        "2025-01-03,'|calc,12.50,Other",
        "2025-01-04,'%APPDATA%,12.50,Other",
        '2025-01-05,100% refund,12.50,Other',
      ]);
    });

    it("never includes another user's rows", async () => {
      const alice = await context.premiumUser();
      const bob = await context.premiumUser();
      await bob.api.post('/api/expenses', { name: 'Bob only', amount: 1, date: '2025-01-01' });
      expect(await csvOf(alice.api, 'expenses.csv')).toBe(
        '\uFEFFID,Date,Name,Amount,Category,Last changed\r\n',
      );
    });

    it('answers a free user 403 with the tracker’s message, and 401 without a token', async () => {
      const { api } = await context.freeUser();
      const expenses = await api.get('/api/export/expenses.csv');
      const events = await api.get('/api/export/events.csv');
      expect([expenses.status, expenses.body]).toEqual([
        403,
        { error: PREMIUM_REQUIRED, code: 'premium_required' },
      ]);
      expect([events.status, events.body]).toEqual([
        403,
        { error: PREMIUM_REQUIRED_EVENTS, code: 'premium_required' },
      ]);
      expect((await context.anonymous().get('/api/export/networth.csv')).status).toBe(401);
    });

    it('pages through a long ledger without losing or repeating a row', async () => {
      const { api } = await context.premiumUser();
      const rows = Array.from({ length: 4500 }, (_, i) => ({
        name: `Row ${i}`,
        amount: ((i % 97) + 1).toFixed(2),
        date: `2025-0${(i % 9) + 1}-1${i % 10}`,
      }));
      expect((await api.post('/api/expenses/import', { rows })).status).toBe(201);
      const lines = (await csvOf(api, 'expenses.csv')).trimEnd().split('\r\n').slice(1);
      expect(lines).toHaveLength(4500);
      expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(4500);
      const dates = lines.map((line) => line.split(',')[1]!);
      expect([...dates].sort()).toEqual(dates);
    });
  });

  describe('POST /api/expenses/import', () => {
    it('writes every row in one go, each with its revision', async () => {
      const { api } = await context.premiumUser();
      const rows = [
        { name: 'Retainer', amount: '1250.00', date: '2025-03-01' },
        { name: 'Filing fee', amount: 435, date: '2025-03-04' },
      ];
      const response = await api.post('/api/expenses/import', { rows });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        imported: 2,
        expenses: [
          { name: 'Retainer', amount: '1250.00', date: '2025-03-01' },
          { name: 'Filing fee', amount: '435.00', date: '2025-03-04' },
        ],
      });
      expect((await api.get('/api/integrity')).body).toMatchObject({ valid: true, revisions: 2 });
    });

    it('writes nothing when one row in the middle is invalid, and names every invalid row', async () => {
      const { api } = await context.premiumUser();
      const rows = [
        { name: 'Fine', amount: 1, date: '2025-01-01' },
        { name: '', amount: 1, date: '2025-01-02' },
        { name: 'Fine too', amount: 2, date: '2025-01-03' },
        { name: 'Zero', amount: 0, date: 'soon' },
      ];
      const response = await api.post('/api/expenses/import', { rows });
      expect([response.status, response.body]).toEqual([
        400,
        {
          error: IMPORT_MESSAGES.invalidRows,
          code: 'validation_failed',
          details:
            'row 2: name: Expense name is required; row 4: amount: Amount must be positive; date: Invalid date format',
        },
      ]);
      expect((await api.get('/api/expenses')).body).toEqual([]);
      expect((await api.get('/api/integrity')).body.revisions).toBe(0);
    });

    it.each([
      ['no rows', { rows: [] }, `rows: ${IMPORT_MESSAGES.noRows}`],
      ['rows that are not a list', { rows: 'a,b' }, `rows: ${IMPORT_MESSAGES.noRows}`],
      [
        `${MAX_IMPORT_ROWS + 1} rows`,
        {
          rows: Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({
            name: 'x',
            amount: 1,
            date: '2025-01-01',
          })),
        },
        `rows: ${IMPORT_MESSAGES.tooManyRows}`,
      ],
    ])('refuses %s with 400', async (_case, body, details) => {
      const { api } = await context.premiumUser();
      const response = await api.post('/api/expenses/import', body);
      expect([response.status, response.body]).toEqual([
        400,
        { error: 'Validation failed', code: 'validation_failed', details },
      ]);
      expect((await api.get('/api/expenses')).body).toEqual([]);
    });

    it('refuses a body over 2 MB with 413, a binary body and malformed JSON with 400', async () => {
      const { user, api } = await context.premiumUser();
      const huge = await api.post('/api/expenses/import', {
        rows: [{ name: 'x'.repeat(2_200_000), amount: 1, date: '2025-01-01' }],
      });
      expect([huge.status, huge.body]).toEqual([
        413,
        { error: 'Request body is too large', code: 'payload_too_large' },
      ]);
      const binary = await context.testApp.request
        .post('/api/expenses/import')
        .set({
          Authorization: `Bearer ${user.accessToken}`,
          'CSRF-Token': context.csrf,
          'Content-Type': 'application/json',
        })
        .send(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0xfe]));
      expect(binary.status).toBe(400);
      expect((await api.get('/api/expenses')).body).toEqual([]);
    });

    it('answers a free user 403', async () => {
      const { api } = await context.freeUser();
      const response = await api.post('/api/expenses/import', { rows: [VALID_BODIES.expenses] });
      expect([response.status, response.body]).toEqual([
        403,
        { error: PREMIUM_REQUIRED, code: 'premium_required' },
      ]);
    });
  });

  describe('POST /api/expenses/import/undo and /api/networth/import/undo', () => {
    const rows = [
      { name: 'Retainer', amount: '1250.00', date: '2025-03-01' },
      { name: 'Filing fee', amount: 435, date: '2025-03-04' },
    ];

    it('removes exactly the imported rows, each with a delete revision, restorable one by one', async () => {
      const { api } = await context.premiumUser();
      const kept = (await api.post('/api/expenses', VALID_BODIES.expenses)).body;
      const imported = (await api.post('/api/expenses/import', { rows })).body.expenses;
      const ids = imported.map((expense: { id: number }) => expense.id);

      const undone = await api.post('/api/expenses/import/undo', { ids });

      expect([undone.status, undone.body]).toEqual([200, { removed: 2 }]);
      expect((await api.get('/api/expenses')).body).toEqual([kept]);
      expect((await api.get('/api/integrity')).body).toMatchObject({ valid: true, revisions: 5 });
      const deleted = (await api.get('/api/history/deleted?entity=expense')).body.items;
      expect(deleted.map((item: { entity_id: number }) => item.entity_id).sort()).toEqual(
        [...ids].sort(),
      );
    });

    it('removes nothing when one of the rows is already gone, and says why with 409', async () => {
      const { api } = await context.premiumUser();
      const imported = (await api.post('/api/expenses/import', { rows })).body.expenses;
      const ids = imported.map((expense: { id: number }) => expense.id);
      await api.delete(`/api/expenses/${ids[0]}`);

      const undone = await api.post('/api/expenses/import/undo', { ids });

      expect([undone.status, undone.body]).toEqual([
        409,
        { error: IMPORT_MESSAGES.undoChanged, code: 'import_changed' },
      ]);
      expect((await api.get('/api/expenses')).body).toHaveLength(1);
      expect((await api.get('/api/integrity')).body.revisions).toBe(3);
    });

    it("never touches another user's rows: their ids answer like missing ones", async () => {
      const owner = await context.premiumUser();
      const other = await context.premiumUser();
      const imported = (
        await owner.api.post('/api/networth/import', { rows: [VALID_BODIES.networth] })
      ).body.items;

      const undone = await other.api.post('/api/networth/import/undo', {
        ids: imported.map((item: { id: number }) => item.id),
      });

      expect([undone.status, undone.body]).toEqual([
        409,
        { error: IMPORT_MESSAGES.undoChanged, code: 'import_changed' },
      ]);
      expect((await owner.api.get('/api/networth')).body.items).toHaveLength(1);
    });

    it('undoes a net-worth import the same way', async () => {
      const { api } = await context.premiumUser();
      const imported = (
        await api.post('/api/networth/import', {
          rows: [VALID_BODIES.networth, { ...VALID_BODIES.networth, name: 'Second car' }],
        })
      ).body.items;
      const undone = await api.post('/api/networth/import/undo', {
        ids: imported.map((item: { id: number }) => item.id),
      });
      expect([undone.status, undone.body]).toEqual([200, { removed: 2 }]);
      expect((await api.get('/api/networth')).body.items).toEqual([]);
    });

    it.each([
      ['no ids', { ids: [] }],
      ['ids that are not numbers', { ids: ['1'] }],
      ['no list', {}],
      ['a negative id', { ids: [-3] }],
    ])('refuses %s with 400', async (_case, body) => {
      const { api } = await context.premiumUser();
      const response = await api.post('/api/expenses/import/undo', body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'Validation failed' });
      expect(response.body.details).toContain(IMPORT_MESSAGES.undoIdsInvalid);
    });

    it('answers a free user 403', async () => {
      const { api } = await context.freeUser();
      const response = await api.post('/api/expenses/import/undo', { ids: [1] });
      expect([response.status, response.body]).toEqual([
        403,
        { error: PREMIUM_REQUIRED, code: 'premium_required' },
      ]);
    });
  });

  describe('POST /api/networth/import', () => {
    it('writes every item in one go, with the division fields, each with its revision', async () => {
      const { api } = await context.premiumUser();
      const rows = [
        {
          name: 'House',
          classification: 'asset',
          category: 'real_estate',
          ownership: 'joint',
          value: '450000.00',
          proposed_to: 'spouse_1',
          is_disputed: true,
          dispute_notes: 'Appraisal contested',
        },
        {
          name: 'Pension',
          classification: 'asset',
          category: 'retirement_accounts',
          ownership: 'spouse_2',
          value: 120000,
          character: 'marital',
          proposed_to: 'split',
          split_share: '62.5',
        },
        {
          name: 'Inherited ring',
          classification: 'asset',
          category: 'personal_property',
          ownership: 'spouse_1',
          value: '3000',
          character: 'separate',
        },
      ];
      const response = await api.post('/api/networth/import', { rows });
      expect(response.status, response.text).toBe(201);
      expect(response.body.imported).toBe(3);
      const { items, summary } = (await api.get('/api/networth')).body;
      const shape = (item: Record<string, unknown>) => [
        item.name,
        item.value,
        item.character,
        item.proposed_to,
        item.split_share,
        item.is_disputed,
        item.dispute_notes,
      ];
      expect(items.map(shape).sort()).toEqual(
        [
          ['House', '450000.00', 'marital', 'spouse_1', null, true, 'Appraisal contested'],
          ['Inherited ring', '3000.00', 'separate', null, null, false, null],
          ['Pension', '120000.00', 'marital', 'split', '62.5', false, null],
        ].sort(),
      );
      expect(summary.total_assets).toBe('573000.00');
      expect((await api.get('/api/integrity')).body).toMatchObject({ valid: true, revisions: 3 });
    });

    it('writes nothing when one row in the middle is invalid, and names every invalid row', async () => {
      const { api } = await context.premiumUser();
      const rows = [
        VALID_BODIES.networth,
        { ...VALID_BODIES.networth, ownership: 'joint', character: 'separate' },
        VALID_BODIES.networth,
        { ...VALID_BODIES.networth, classification: 'debt', value: -5 },
      ];
      const response = await api.post('/api/networth/import', { rows });
      expect([response.status, response.body]).toEqual([
        400,
        {
          error: IMPORT_MESSAGES.invalidRows,
          code: 'validation_failed',
          details:
            'row 2: character: A joint item cannot be separate property; row 4: value: Value must be a positive number; category: Category does not match the classification',
        },
      ]);
      expect((await api.get('/api/networth')).body.items).toEqual([]);
      expect((await api.get('/api/integrity')).body.revisions).toBe(0);
    });

    it('refuses more than 5,000 rows with 400 and a body over 2 MB with 413', async () => {
      const { api } = await context.premiumUser();
      const many = await api.post('/api/networth/import', {
        rows: Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => VALID_BODIES.networth),
      });
      expect([many.status, many.body]).toEqual([
        400,
        {
          error: 'Validation failed',
          code: 'validation_failed',
          details: `rows: ${IMPORT_MESSAGES.tooManyRows}`,
        },
      ]);
      const huge = await api.post('/api/networth/import', {
        rows: [{ ...VALID_BODIES.networth, notes: 'x'.repeat(2_200_000) }],
      });
      expect([huge.status, huge.body]).toEqual([
        413,
        { error: 'Request body is too large', code: 'payload_too_large' },
      ]);
      expect((await api.get('/api/networth')).body.items).toEqual([]);
    });

    it('answers a free user 403', async () => {
      const { api } = await context.freeUser();
      const response = await api.post('/api/networth/import', { rows: [VALID_BODIES.networth] });
      expect([response.status, response.body]).toEqual([
        403,
        { error: PREMIUM_REQUIRED, code: 'premium_required' },
      ]);
    });
  });

  it('round-trips any set of net-worth items: export, read in the browser’s code, import', async () => {
    const text = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 20 })
      .map((value) => value.trim())
      // eslint-disable-next-line no-control-regex
      .filter((value) => value !== '' && !/[\u0000-\u001f\u007f]/.test(value));
    const item = fc
      .record({
        name: fc.oneof(text, fc.constantFrom('=1+1', '"House", main', '😀 boat', '-minus')),
        classification: fc.constantFrom('asset' as const, 'debt' as const),
        assetCategory: fc.constantFrom(...ASSET_CATEGORIES),
        debtCategory: fc.constantFrom(...DEBT_CATEGORIES),
        ownership: fc.constantFrom('spouse_1', 'spouse_2', 'joint'),
        value: fc.integer({ min: 0, max: 9_999_999_999 }).map(centsToAmountText),
        separate: fc.boolean(),
        proposed_to: fc.constantFrom(null, 'spouse_1', 'spouse_2', 'split', 'sell'),
        tenths: fc.integer({ min: 0, max: 1000 }),
        dispute_notes: fc.option(text, { nil: null }),
        notes: fc.option(fc.oneof(text, fc.constant('line one\nline two')), { nil: null }),
      })
      .map(({ assetCategory, debtCategory, separate, tenths, ...rest }) => ({
        ...rest,
        category: rest.classification === 'asset' ? assetCategory : debtCategory,
        character: separate && rest.ownership !== 'joint' ? 'separate' : 'marital',
        split_share: rest.proposed_to === 'split' ? (tenths / 10).toFixed(1) : null,
        is_disputed: rest.dispute_notes !== null,
      }));
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 10 }), async (items) => {
        const source = await context.premiumUser();
        const written = await source.api.post('/api/networth/import', { rows: items });
        expect(written.status, written.text).toBe(201);
        const { header, rows } = parseCsvText(await csvOf(source.api, 'networth.csv'));
        const mapping = detectNetworthColumns(header);
        const read = buildNetworthImportRows(rows, mapping, null);
        expect(read.filter((row) => row.values === null)).toEqual([]);

        const target = await context.premiumUser();
        const imported = await target.api.post('/api/networth/import', {
          rows: read.map((row) => row.values),
        });
        expect(imported.status, imported.text).toBe(201);

        const fields = NETWORTH_IMPORT_FIELDS.map((field) =>
          field === 'type' ? 'classification' : field === 'disputed' ? 'is_disputed' : field,
        );
        const shape = (list: Record<string, unknown>[]) =>
          list.map((one) => JSON.stringify(fields.map((field) => one[field]))).sort();
        expect(shape((await target.api.get('/api/networth')).body.items)).toEqual(shape(items));
      }),
      { numRuns: 8 },
    );
  });

  it('round-trips any set of expenses: export, read in the browser’s code, import into an empty account', async () => {
    const name = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
      .map((text) => text.trim())
      // eslint-disable-next-line no-control-regex
      .filter((text) => text !== '' && !/[\u0000-\u001f\u007f]/.test(text));
    const expense = fc.record({
      name: fc.oneof(
        name,
        fc.constantFrom('=1+1', '"quoted", with comma', "'leading", '@sum', '😀 emoji', '-minus'),
      ),
      amount: fc.integer({ min: 1, max: 9_999_999_999 }).map(centsToAmountText),
      date: fc
        .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(expense, { minLength: 1, maxLength: 15 }), async (expenses) => {
        const source = await context.premiumUser();
        expect((await source.api.post('/api/expenses/import', { rows: expenses })).status).toBe(
          201,
        );
        const { header, rows } = parseCsvText(await csvOf(source.api, 'expenses.csv'));
        const read = buildImportRows(rows, detectColumns(header), 'YYYY-MM-DD');

        const target = await context.premiumUser();
        const imported = await target.api.post('/api/expenses/import', {
          rows: read.map((row) => row.values),
        });
        expect(imported.status).toBe(201);

        const shape = (list: { name: string; amount: string; date: string }[]) =>
          list
            .map(({ name: n, amount, date }) => ({ name: n, amount, date }))
            .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
        expect(shape((await target.api.get('/api/expenses')).body)).toEqual(shape(expenses));
      }),
      { numRuns: 8 },
    );
  });
});
