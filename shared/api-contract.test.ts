import { describe, expect, it } from 'vitest';
import { answerSchemaOf, checkAnswer } from './api-contract';
import { divisionResponseSchema } from './division';
import { networthItemDtoSchema } from './networth';

const EXPENSE = {
  id: 1,
  date: '2025-03-01',
  name: 'Retainer',
  amount: '900.00',
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
};

describe('the API contract', () => {
  it('finds a route by method and path, a literal segment before a parameter', () => {
    expect(answerSchemaOf('put', '/api/networth/division')).toBe(divisionResponseSchema);
    expect(answerSchemaOf('PUT', '/api/networth/42')).toBe(networthItemDtoSchema);
    expect(answerSchemaOf('GET', '/api/networth/42')).toBeUndefined();
  });

  it('ignores the query string', () => {
    expect(() => checkAnswer('GET', '/api/expenses?sort=date', [EXPENSE])).not.toThrow();
  });

  it('refuses an answer that lacks a field, naming the route', () => {
    const { amount: _amount, ...withoutAmount } = EXPENSE;
    expect(() => checkAnswer('GET', '/api/expenses', [withoutAmount])).toThrow(
      /GET \/api\/expenses answered outside its contract/,
    );
    expect(() => checkAnswer('POST', '/api/expenses', { ...EXPENSE, amount: 900 })).toThrow(
      /amount/,
    );
  });

  it('lets through routes it does not describe (files, 204s)', () => {
    expect(() => checkAnswer('GET', '/api/account/export', 'PK…')).not.toThrow();
  });
});
