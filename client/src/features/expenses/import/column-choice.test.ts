import { describe, expect, it } from 'vitest';
import type { CategoryRule } from '@shared/expense-categories';
import {
  CHOICE_MESSAGES,
  checkChoice,
  checkRuleDraft,
  detectChoice,
  mappingOf,
  matchingRule,
  RULE_MESSAGES,
  suggestDateFormat,
  suggestRuleWords,
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
      category: null,
      layout: 'split',
    });
    expect(mappingOf({ ...choice, layout: 'single', amount: 4 })).toEqual({
      date: 0,
      name: 1,
      amount: 4,
      debit: null,
      credit: null,
      category: null,
    });
  });

  it('finds a category column in English or Spanish, and keeps it in the mapping', () => {
    const choice = detectChoice(['Fecha', 'Descripción', 'Importe', 'Categoría']);
    expect(choice.category).toBe(3);
    expect(mappingOf(detectChoice(['Date', 'Name', 'Amount', 'Category'])).category).toBe(3);
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

describe('rules by payee text', () => {
  const rent: CategoryRule = { contains: 'rent', category: 'housing.rent_mortgage' };

  it('says what keeps a rule from being added', () => {
    expect(checkRuleDraft({ contains: '  ', category: '' }, [])).toEqual({
      contains: RULE_MESSAGES.contains,
      category: RULE_MESSAGES.category,
    });
    expect(checkRuleDraft({ contains: ' RENT ', category: 'other' }, [rent])).toEqual({
      contains: RULE_MESSAGES.repeated,
    });
    expect(checkRuleDraft({ contains: 'Shell', category: 'transportation.fuel' }, [rent])).toEqual(
      {},
    );
  });

  it('names the first rule whose text the description holds, case aside', () => {
    const oak: CategoryRule = { contains: 'oak street', category: 'other' };
    expect(matchingRule('OAK STREET RENT', [rent, oak])).toBe(rent);
    expect(matchingRule('Oak  Street', [rent, oak])).toBe(oak);
    expect(matchingRule('Groceries', [rent, oak])).toBeNull();
  });

  it("suggests the words many descriptions hold that no rule covers, leaving the bank's own words out", () => {
    const names = [
      'POS PURCHASE SHELL 123',
      'Shell Oil',
      'Oak Street Rent',
      'Oak Street Rent',
      'POS PURCHASE FreshMart',
      'FreshMart',
      'FreshMart #2',
      'Payment',
    ];
    expect(suggestRuleWords(names, [])).toEqual(['freshmart', 'shell', 'oak street rent']);
    expect(suggestRuleWords(names, [rent], 2)).toEqual(['freshmart', 'shell']);
    // Words always together but not side by side: the first of them.
    expect(suggestRuleWords(['Shell #1 Oil', 'Shell #2 Oil', 'Shell Oil'], [])).toEqual(['shell']);
  });
});
