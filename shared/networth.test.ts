import { describe, expect, it } from 'vitest';
import {
  ASSET_CATEGORIES,
  categoriesResponse,
  categoryName,
  DEBT_CATEGORIES,
  isCategoryOf,
  NETWORTH_ITEM_DEFAULTS,
  NETWORTH_NAME_MAX_LENGTH,
  NETWORTH_NOTES_MAX_LENGTH,
  type NetworthItemDto,
  type NetworthItemInput,
  networthItemInputSchema,
  OWNERSHIP_TYPES,
  ownershipLabel,
  sharePercent,
  summarizeNetworth,
} from './networth';
import { fieldErrors } from './validation';

const valid: NetworthItemInput = {
  name: 'Family home',
  classification: 'asset',
  category: 'real_estate',
  ownership: 'joint',
  value: 350000,
};

function errorsFor(input: Record<string, unknown>): Record<string, string> {
  const result = networthItemInputSchema.safeParse(input);
  if (result.success) throw new Error('expected the item to be rejected');
  return fieldErrors(result.error);
}

describe('categories and labels', () => {
  it('lists the product’s categories and ownership types', () => {
    expect(ASSET_CATEGORIES).toEqual([
      'real_estate',
      'investments',
      'retirement_accounts',
      'vehicles',
      'cash_accounts',
      'personal_property',
      'business_interests',
      'other_assets',
    ]);
    expect(DEBT_CATEGORIES).toEqual([
      'mortgages',
      'auto_loans',
      'credit_cards',
      'student_loans',
      'personal_loans',
      'medical_debt',
      'tax_debt',
      'other_debts',
    ]);
    expect(OWNERSHIP_TYPES).toEqual(['spouse_1', 'spouse_2', 'joint']);
  });

  it.each([
    ['real_estate', 'Real Estate'],
    ['retirement_accounts', 'Retirement Accounts'],
    ['tax_debt', 'Tax Debt'],
    ['investments', 'Investments'],
    ['some_new_thing', 'Some New Thing'],
  ])('names the category %j %j', (id, name) => {
    expect(categoryName(id)).toBe(name);
  });

  it('labels ownership types', () => {
    expect(ownershipLabel('spouse_1')).toBe('Spouse 1');
    expect(ownershipLabel('spouse_2')).toBe('Spouse 2');
    expect(ownershipLabel('joint')).toBe('Joint');
    expect(ownershipLabel('neighbour')).toBe('neighbour');
  });

  it('checks a category against its classification', () => {
    expect(isCategoryOf('asset', 'vehicles')).toBe(true);
    expect(isCategoryOf('debt', 'vehicles')).toBe(false);
    expect(isCategoryOf('debt', 'mortgages')).toBe(true);
  });

  it('builds the categories response', () => {
    const response = categoriesResponse();
    expect(response.asset_categories).toHaveLength(8);
    expect(response.asset_categories[0]).toEqual({ id: 'real_estate', name: 'Real Estate' });
    expect(response.debt_categories).toContainEqual({ id: 'credit_cards', name: 'Credit Cards' });
    expect(response.ownership_types).toEqual([
      { id: 'spouse_1', name: 'Spouse 1' },
      { id: 'spouse_2', name: 'Spouse 2' },
      { id: 'joint', name: 'Joint' },
    ]);
  });
});

describe('NETWORTH_ITEM_DEFAULTS', () => {
  it('starts as a joint, undisputed, marital asset with an empty value (not 0)', () => {
    expect(NETWORTH_ITEM_DEFAULTS).toMatchObject({
      classification: 'asset',
      ownership: 'joint',
      value: '',
      is_disputed: false,
      character: 'marital',
    });
  });

  it('needs a value: the empty one it starts with says so', () => {
    const parsed = networthItemInputSchema.safeParse({
      ...NETWORTH_ITEM_DEFAULTS,
      name: 'Car',
      category: 'vehicles',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['value']);
  });

  it('needs only a name, a category and a value to pass', () => {
    const parsed = networthItemInputSchema.parse({
      ...NETWORTH_ITEM_DEFAULTS,
      name: 'Car',
      category: 'vehicles',
      value: 0,
    });
    expect(parsed).toEqual({
      name: 'Car',
      classification: 'asset',
      category: 'vehicles',
      ownership: 'joint',
      value: '0.00',
      notes: null,
      is_disputed: false,
      dispute_notes: null,
      // A joint item is always marital; the proposal is left as it is (undefined).
      character: 'marital',
    });
  });
});

describe('networthItemInputSchema', () => {
  it('outputs the value as an exact two-decimal string and defaults the optional fields', () => {
    expect(networthItemInputSchema.parse({ ...valid, value: '1234.5' })).toEqual({
      name: 'Family home',
      classification: 'asset',
      category: 'real_estate',
      ownership: 'joint',
      value: '1234.50',
      notes: null,
      is_disputed: false,
      dispute_notes: null,
      character: 'marital',
    });
  });

  it('accepts a value of 0 and the largest value', () => {
    expect(networthItemInputSchema.parse({ ...valid, value: 0 }).value).toBe('0.00');
    expect(networthItemInputSchema.parse({ ...valid, value: 99999999.99 }).value).toBe(
      '99999999.99',
    );
  });

  it('keeps dispute notes on a disputed item', () => {
    const parsed = networthItemInputSchema.parse({
      ...valid,
      notes: ' Bought 2010 ',
      is_disputed: true,
      dispute_notes: 'Spouse 2 claims it was a gift',
    });
    expect(parsed.notes).toBe('Bought 2010');
    expect(parsed.is_disputed).toBe(true);
    expect(parsed.dispute_notes).toBe('Spouse 2 claims it was a gift');
  });

  it('drops dispute notes when the item is not disputed', () => {
    const parsed = networthItemInputSchema.parse({
      ...valid,
      is_disputed: false,
      dispute_notes: 'left over from before',
    });
    expect(parsed.dispute_notes).toBeNull();
  });

  it('turns empty notes into null', () => {
    const parsed = networthItemInputSchema.parse({
      ...valid,
      notes: '',
      is_disputed: true,
      dispute_notes: '  ',
    });
    expect(parsed.notes).toBeNull();
    expect(parsed.dispute_notes).toBeNull();
  });

  it('accepts a debt with a debt category', () => {
    const parsed = networthItemInputSchema.parse({
      ...valid,
      classification: 'debt',
      category: 'mortgages',
      ownership: 'spouse_2',
    });
    expect(parsed.classification).toBe('debt');
    expect(parsed.category).toBe('mortgages');
  });

  it.each([
    ['missing', undefined],
    ['blank', '  '],
    ['not text', 5],
  ])('rejects an item with a %s name with "Name is required"', (_label, name) => {
    expect(errorsFor({ ...valid, name })).toEqual({ name: 'Name is required' });
  });

  it.each([
    ['missing', undefined],
    ['unknown', 'income'],
    ['empty', ''],
  ])('rejects a %s classification with "Classification is required"', (_label, classification) => {
    expect(errorsFor({ ...valid, classification })).toEqual({
      classification: 'Classification is required',
    });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', ' '],
  ])('rejects a %s category with "Category is required"', (_label, category) => {
    expect(errorsFor({ ...valid, category })).toEqual({ category: 'Category is required' });
  });

  it('rejects a debt category on an asset with "Category does not match the classification"', () => {
    expect(errorsFor({ ...valid, category: 'mortgages' })).toEqual({
      category: 'Category does not match the classification',
    });
  });

  it('rejects an asset category on a debt with "Category does not match the classification"', () => {
    expect(errorsFor({ ...valid, classification: 'debt', category: 'real_estate' })).toEqual({
      category: 'Category does not match the classification',
    });
  });

  it('rejects an unknown category with "Category does not match the classification"', () => {
    expect(errorsFor({ ...valid, category: 'yachts' })).toEqual({
      category: 'Category does not match the classification',
    });
  });

  it('reports a category mismatch together with other problems', () => {
    expect(errorsFor({ ...valid, name: '', category: 'credit_cards' })).toEqual({
      name: 'Name is required',
      category: 'Category does not match the classification',
    });
  });

  it.each([
    ['missing', undefined],
    ['unknown', 'spouse_3'],
    ['empty', ''],
  ])('rejects a %s ownership with "Ownership is required"', (_label, ownership) => {
    expect(errorsFor({ ...valid, ownership })).toEqual({ ownership: 'Ownership is required' });
  });

  it.each([
    ['negative', -1],
    ['negative string', '-0.01'],
    ['missing', undefined],
    ['empty from the form', ''],
    ['NaN from an empty number input', NaN],
    ['not numeric', 'lots'],
  ])('rejects a %s value with "Value must be a positive number"', (_label, value) => {
    expect(errorsFor({ ...valid, value })).toEqual({ value: 'Value must be a positive number' });
  });

  it('rejects a value with three decimals with "Value can have at most 2 decimal places"', () => {
    expect(errorsFor({ ...valid, value: '10.001' })).toEqual({
      value: 'Value can have at most 2 decimal places',
    });
  });

  it('rejects a value over the column limit with "Value must be at most 99,999,999.99"', () => {
    expect(errorsFor({ ...valid, value: 100_000_000 })).toEqual({
      value: 'Value must be at most 99,999,999.99',
    });
  });

  it('rejects a non-boolean dispute flag with "Disputed must be true or false"', () => {
    expect(errorsFor({ ...valid, is_disputed: 'yes' })).toEqual({
      is_disputed: 'Disputed must be true or false',
    });
  });

  it('accepts a 200-character name and 2000-character notes', () => {
    const item = {
      ...valid,
      name: 'n'.repeat(NETWORTH_NAME_MAX_LENGTH),
      notes: 'o'.repeat(NETWORTH_NOTES_MAX_LENGTH),
      is_disputed: true,
      dispute_notes: 'p'.repeat(NETWORTH_NOTES_MAX_LENGTH),
    };
    expect(networthItemInputSchema.parse(item)).toMatchObject({
      name: item.name,
      notes: item.notes,
      dispute_notes: item.dispute_notes,
    });
  });

  it('rejects longer text with a message that names the field and the limit', () => {
    expect(
      errorsFor({
        ...valid,
        name: 'n'.repeat(201),
        notes: 'o'.repeat(2001),
        is_disputed: true,
        dispute_notes: 'p'.repeat(2001),
      }),
    ).toEqual({
      name: 'Name must be at most 200 characters',
      notes: 'Notes must be at most 2000 characters',
      dispute_notes: 'Dispute notes must be at most 2000 characters',
    });
  });

  it('rejects text with a NUL character or half a surrogate pair, even in dropped dispute notes', () => {
    expect(
      errorsFor({ ...valid, name: 'Home\u0000', notes: '\uD800', dispute_notes: 'a\u0000' }),
    ).toEqual({
      name: 'Name contains a character that is not allowed',
      notes: 'Notes contains a character that is not allowed',
      dispute_notes: 'Dispute notes contains a character that is not allowed',
    });
  });

  it('rejects non-text notes with "Notes must be text" and "Dispute notes must be text"', () => {
    expect(errorsFor({ ...valid, notes: 1, is_disputed: true, dispute_notes: 2 })).toEqual({
      notes: 'Notes must be text',
      dispute_notes: 'Dispute notes must be text',
    });
  });
});

describe('sharePercent', () => {
  it.each([
    ['1', '3', 33.3],
    ['2', '3', 66.7],
    ['1', '8', 12.5],
    ['1', '16', 6.3],
    ['50.00', '100.00', 50],
    ['100', '100', 100],
    ['0', '0', 0],
    ['5', '0', 0],
    ['0.01', '99999999.99', 0],
  ])('gives %s of %s as %d', (part, total, percent) => {
    expect(sharePercent(part, total)).toBe(percent);
  });
});

describe('summarizeNetworth', () => {
  function item(
    classification: NetworthItemDto['classification'],
    ownership: NetworthItemDto['ownership'],
    value: string,
  ) {
    return { classification, ownership, value };
  }

  it('sums assets and debts per owner exactly and computes shares of total assets', () => {
    const summary = summarizeNetworth([
      item('asset', 'spouse_1', '100000.10'),
      item('asset', 'spouse_2', '50000.10'),
      item('asset', 'joint', '150000.10'),
      item('asset', 'joint', '0.10'),
      item('debt', 'joint', '120000.00'),
      item('debt', 'spouse_1', '2500.55'),
    ]);
    expect(summary).toEqual({
      total_assets: '300000.40',
      total_debts: '122500.55',
      net_worth: '177499.85',
      spouse1_assets: '100000.10',
      spouse2_assets: '50000.10',
      joint_assets: '150000.20',
      spouse1_percentage: 33.3,
      spouse2_percentage: 16.7,
      joint_percentage: 50,
      spouse1_debts: '2500.55',
      spouse2_debts: '0.00',
      joint_debts: '120000.00',
      // 2500.55 / 122500.55 = 2.04%, 120000 / 122500.55 = 97.96%.
      spouse1_debt_percentage: 2,
      spouse2_debt_percentage: 0,
      joint_debt_percentage: 98,
    });
  });

  it('gives zeros for no items', () => {
    expect(summarizeNetworth([])).toEqual({
      total_assets: '0.00',
      total_debts: '0.00',
      net_worth: '0.00',
      spouse1_assets: '0.00',
      spouse2_assets: '0.00',
      joint_assets: '0.00',
      spouse1_percentage: 0,
      spouse2_percentage: 0,
      joint_percentage: 0,
      spouse1_debts: '0.00',
      spouse2_debts: '0.00',
      joint_debts: '0.00',
      spouse1_debt_percentage: 0,
      spouse2_debt_percentage: 0,
      joint_debt_percentage: 0,
    });
  });

  it('gives a negative net worth when debts exceed assets', () => {
    const summary = summarizeNetworth([
      item('asset', 'joint', '0.10'),
      item('debt', 'joint', '0.30'),
    ]);
    expect(summary.net_worth).toBe('-0.20');
  });
});
