/**
 * The API answers in the request's language: a Spanish reader's browser asks for Spanish, and a
 * refusal comes back in Spanish, field paths and codes unchanged; English stays word for word.
 */
import { describe, expect, it } from 'vitest';
import { TEST_DRIVERS } from '../test/databases';
import { setUpTrackerApi } from '../test/tracker-suites';
import { translateDetails } from './language';

describe.each(TEST_DRIVERS)('the language of an API answer on %s', (driver) => {
  const { context } = setUpTrackerApi(driver);
  const tooLong = { name: 'x'.repeat(201), amount: 12, date: '2026-01-02' };

  it('is Spanish when the request asks for Spanish', async () => {
    const member = await context.premiumUser();
    const response = await member.api
      .post('/api/expenses', tooLong)
      .set('Accept-Language', 'es-US,es;q=0.9,en;q=0.8');
    expect([response.status, response.body]).toEqual([
      400,
      {
        error: 'Los datos no son válidos',
        code: 'validation_failed',
        details: 'name: El nombre del gasto debe tener como máximo 200 caracteres',
      },
    ]);
  });

  it.each([['en-US,en;q=0.9'], ['fr-FR'], ['']])(
    'is English for Accept-Language %j',
    async (header) => {
      const member = await context.premiumUser();
      const response = await member.api
        .post('/api/expenses', tooLong)
        .set('Accept-Language', header);
      expect(response.body).toEqual({
        error: 'Validation failed',
        code: 'validation_failed',
        details: 'name: Expense name must be at most 200 characters',
      });
    },
  );

  it('translates a refusal that is not a validation', async () => {
    const member = await context.premiumUser();
    const response = await member.api.delete('/api/expenses/999999').set('Accept-Language', 'es');
    expect([response.status, response.body]).toEqual([
      404,
      { error: 'No se encontró el gasto', code: 'not_found' },
    ]);
  });
});

describe('translateDetails', () => {
  it('translates each message after its field path, and the row of an import', () => {
    expect(
      translateDetails(
        'row 3: name: Expense name is required; amount: Amount must be positive; extra: Unknown text',
        'es',
      ),
    ).toBe(
      'fila 3: name: El nombre del gasto es obligatorio; amount: El monto debe ser positivo; extra: Unknown text',
    );
  });

  it('finds a message that itself holds a colon', () => {
    expect(
      translateDetails(
        'party: Party must be one of: Ex-Spouse, Lawyer, Mediator, Judge, Financial Advisor, Other',
        'es',
      ),
    ).toBe(
      'party: La persona debe ser una de estas: Excónyuge, Abogado, Mediador, Juez, Asesor financiero, Otro',
    );
  });

  it('leaves English as it is', () => {
    expect(translateDetails('row 1: name: Expense name is required', 'en')).toBe(
      'row 1: name: Expense name is required',
    );
  });
});
