import { describe, expect, it } from 'vitest';
import { API_PATHS, clientConfigSchema, lenientErrorBodySchema } from './api';

describe('API_PATHS', () => {
  it('puts an id into its path encoded', () => {
    expect(API_PATHS.expense(12)).toBe('/api/expenses/12');
    expect(API_PATHS.checkoutSession('a/b?c')).toBe('/api/billing/checkout/a%2Fb%3Fc');
  });
});

describe('lenientErrorBodySchema', () => {
  it.each([
    [
      'the error body',
      { error: 'Validation failed', code: 'validation_failed', details: 'name: required' },
      { error: 'Validation failed', code: 'validation_failed', details: 'name: required' },
    ],
    ['an error without details', { error: 'Expense not found' }, { error: 'Expense not found' }],
    ['a field of the wrong type', { error: 42, code: 7, details: 'kept' }, { details: 'kept' }],
    ['something that is not an object', 'Bad Gateway', {}],
  ])('reads %s, keeping each field that is text', (_what, body, read) => {
    expect(lenientErrorBodySchema.parse(body)).toEqual(read);
  });
});

describe('clientConfigSchema', () => {
  it('refuses a config without its auth settings', () => {
    expect(
      clientConfigSchema.safeParse({ billing: { mode: 'local' }, supportEmail: 'help@x.y' })
        .success,
    ).toBe(false);
  });
});
