/**
 * Her language on the account: none until she chooses, then the one she chose in the bar or
 * the drawer, read back on any device she signs in on, hers alone, and in her data download.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { TEST_DRIVERS } from '../../test/databases';
import { setUpTrackerApi } from '../../test/tracker-suites';

describe.each(TEST_DRIVERS)('the account’s language on %s', (driver) => {
  const { context, database } = setUpTrackerApi(driver);

  async function storedLocale(userId: number) {
    const [row] = await database()
      .db.select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, userId));
    return row?.locale;
  }

  it('is none until she chooses, then the one she chose, for her only', async () => {
    const member = await context.freeUser();
    const other = await context.freeUser();
    expect((await member.api.get('/api/account/language')).body).toEqual({ language: null });

    const chosen = await member.api.put('/api/account/language', { language: 'es' });
    expect([chosen.status, chosen.body]).toEqual([200, { language: 'es' }]);
    expect((await member.api.get('/api/account/language')).body).toEqual({ language: 'es' });
    expect(await storedLocale(member.user.id)).toBe('es');
    expect((await other.api.get('/api/account/language')).body).toEqual({ language: null });

    await member.api.put('/api/account/language', { language: 'en' });
    expect(await storedLocale(member.user.id)).toBe('en');
  });

  it.each([[{}], [{ language: 'fr' }], [{ language: 'ES' }], [{ language: null }], [['es']]])(
    'refuses %j with 400 and changes nothing',
    async (body) => {
      const member = await context.freeUser();
      const response = await member.api.put('/api/account/language', body as object);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: 'Validation failed',
        code: 'validation_failed',
      });
      expect(response.body.details).toContain('language must be en or es');
      expect(await storedLocale(member.user.id)).toBeNull();
    },
  );

  it('is in the data download', async () => {
    const member = await context.freeUser();
    await member.api.put('/api/account/language', { language: 'es' });
    const exported = await member.api.get('/api/account/export?format=json');
    expect(JSON.parse(exported.text).profile.language).toBe('es');
  });
});
