import { describe, expect, it } from 'vitest';
import {
  CHOICE_MESSAGES,
  checkChoice,
  detectChoice,
  mappingOf,
  suggestDateFormat,
} from './column-choice';

describe('matching the columns', () => {
  it('starts with debit and credit columns when the header has them', () => {
    const choice = detectChoice(['Date', 'Description', 'Debit', 'Credit', 'Balance']);

    expect(choice).toEqual({
      date: 0,
      name: 1,
      amount: null,
      debit: 2,
      credit: 3,
      layout: 'split',
    });
    expect(mappingOf({ ...choice, layout: 'single', amount: 4 })).toEqual({
      date: 0,
      name: 1,
      amount: 4,
      debit: null,
      credit: null,
    });
  });

  it('suggests the format most cells are in when a few are not dates', () => {
    expect(suggestDateFormat(['2025-03-01', 'Pending', '2025-03-04'])).toBe('YYYY-MM-DD');
    expect(suggestDateFormat(['03/04/2025', '05/06/2025'])).toBe('ambiguous');
    expect(suggestDateFormat(['13/04/2025', '05/06/2025'])).toBe('DD/MM/YYYY');
    expect(suggestDateFormat(['soon', 'later'])).toBeNull();
  });

  it('says what is missing, asking for the order when the dates read both ways', () => {
    const choice = { ...detectChoice(['When', 'What', 'How much']), layout: 'single' as const };

    expect(checkChoice(choice, null, false)).toEqual({
      date: CHOICE_MESSAGES.date,
      name: CHOICE_MESSAGES.name,
      amount: CHOICE_MESSAGES.amount,
    });
    expect(checkChoice({ ...choice, date: 0, name: 1, amount: 2 }, null, true)).toEqual({
      dateFormat: CHOICE_MESSAGES.dateOrder,
    });
    expect(
      checkChoice({ ...choice, date: 0, name: 1, layout: 'split' }, 'YYYY-MM-DD', false),
    ).toEqual({
      debit: CHOICE_MESSAGES.debit,
    });
  });
});
