import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentLinks, documents } from '../db/schema';
import { eventRecords } from '../modules/events/events.service';
import { expenseRecords } from '../modules/expenses/expenses.service';
import { networthItemRecords } from '../modules/networth/networth.service';
import { TEST_DRIVERS } from '../test/databases';
import { setUpTrackerApi } from '../test/tracker-suites';

describe.each(TEST_DRIVERS)('a tracker list built as JSON by the database on %s', (driver) => {
  const { context, database } = setUpTrackerApi(driver);

  it('is byte for byte JSON.stringify of the list, whatever the values', async () => {
    const { user, api } = await context.premiumUser();
    for (const name of ['Plain', 'Quote " back\\slash \n tab\t ünïcode 🙂', '=SUM(A1)']) {
      await api.post('/api/expenses', { name, amount: '1234.5', date: '2025-01-02' });
      await api.post('/api/events', { description: name, date: '2025-01-03', party: 'judge' });
    }
    await api.post('/api/networth', {
      name: 'Pension',
      classification: 'asset',
      category: 'retirement',
      ownership: 'spouse_1',
      value: 1000.1,
      notes: null,
      proposed_to: 'split',
      split_share: 62.5,
    });
    await api.post('/api/networth', {
      name: 'Card',
      classification: 'debt',
      category: 'credit_card',
      ownership: 'joint',
      value: 0,
      is_disputed: true,
      dispute_notes: 'who "spent" it',
    });
    // Microseconds the API's own clock would give, and a time far from now.
    await database().db.execute(
      sql`update expenses set created_at = '2025-01-02 03:04:05.123999+00',
                              updated_at = '1999-12-31 23:59:59.999999+00'
          where user_id = ${user.id}`,
    );

    // One expense is proved by two documents: its count is 2, every other record's 0.
    const [first] = await expenseRecords.list(database().db, user.id);
    const proofs = await database()
      .db.insert(documents)
      .values(
        ['a.pdf', 'b.pdf'].map((name) => ({
          userId: user.id,
          name,
          type: 'application/pdf',
          bytes: 1,
          status: 'stored',
          storage: 'database',
          storageKey: name,
        })),
      )
      .returning({ id: documents.id });
    await database()
      .db.insert(documentLinks)
      .values(
        proofs.map(({ id }) => ({
          documentId: id,
          userId: user.id,
          entity: 'expense',
          entityId: first!.id,
        })),
      );

    for (const records of [expenseRecords, eventRecords, networthItemRecords]) {
      const list = await (records as typeof expenseRecords).list(database().db, user.id);
      const counted = list.map((record) => ({
        ...record,
        document_count: records === expenseRecords && record.id === first!.id ? 2 : 0,
      }));
      expect(await records.listJson(database().db, user.id)).toBe(JSON.stringify(counted));
    }
    const { user: empty } = await context.premiumUser();
    expect(await expenseRecords.listJson(database().db, empty.id)).toBe('[]');
  });

  it('answers GET with the same JSON the list gives', async () => {
    const { user, api } = await context.premiumUser();
    await api.post('/api/expenses', { name: 'Retainer', amount: 900, date: '2025-01-02' });
    const response = await api.get('/api/expenses');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const list = await expenseRecords.list(database().db, user.id);
    expect(response.text).toBe(
      JSON.stringify(list.map((record) => ({ ...record, document_count: 0 }))),
    );
  });
});
