import { describe, expect, it } from 'vitest';
import { SPANISH, SPANISH_TEXT } from './es';
import { textTable, translated } from './translations';

/** Every module of shared/, to find each message object it exports. */
const modules = import.meta.glob<Record<string, unknown>>(['../*.ts', '!../*.test.ts'], {
  eager: true,
});

const MESSAGE_OBJECT = /_(MESSAGES|LABELS|NOTES|LIMITS|NAMES|REASONS|TEXTS)$/;
/** Messages exported one by one rather than in an object. */
const LOOSE_MESSAGES = [
  'UNREADABLE_ROW',
  'PREMIUM_REQUIRED',
  'PREMIUM_REQUIRED_EVENTS',
  'YOU',
  'ACCOUNT_HOLDER',
];

describe('the Spanish of shared/', () => {
  const registered = new Set<unknown>(SPANISH.map(({ english }) => english));

  it('has a twin for every message object shared/ exports', () => {
    const objects = Object.entries(modules).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([name, value]) => MESSAGE_OBJECT.test(name) && typeof value === 'object')
        .map(([name, value]) => ({ name: `${file}: ${name}`, value })),
    );
    expect(objects.length).toBeGreaterThan(20);
    expect(objects.filter(({ value }) => !registered.has(value)).map(({ name }) => name)).toEqual(
      [],
    );
  });

  it('translates the messages exported one by one', () => {
    const loose = Object.values(modules).flatMap((exports) =>
      LOOSE_MESSAGES.filter((name) => name in exports).map((name) => exports[name] as string),
    );
    expect(loose).toHaveLength(LOOSE_MESSAGES.length);
    expect(loose.filter((text) => !SPANISH_TEXT.has(text))).toEqual([]);
  });

  it('reads a validation message in Spanish by its English text', () => {
    expect(SPANISH_TEXT.get('Expense name must be at most 200 characters')).toBe(
      'El nombre del gasto debe tener como máximo 200 caracteres',
    );
  });

  it('refuses one English text translated two ways', () => {
    expect(() =>
      textTable([
        translated({ a: 'Name' }, { a: 'Nombre' }),
        translated({ b: 'Name' }, { b: 'Apellido' }),
      ]),
    ).toThrow('"Name" is translated two ways');
  });
});
