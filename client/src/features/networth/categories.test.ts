import { describe, expect, it } from 'vitest';
import {
  ASSET_CATEGORIES,
  categoriesResponse,
  DEBT_CATEGORIES,
  type NetworthCategoriesResponse,
} from '@shared/networth';
import { categoryChoices, categoryForClassification, categoryLabel } from './categories';
import { categoryIcon, DEFAULT_CATEGORY_ICON } from './components/category-icon';

const categories = categoriesResponse();

describe('categoryChoices', () => {
  it('offers the asset categories for an asset', () => {
    const choices = categoryChoices('asset', categories);
    expect(choices.map((choice) => choice.id)).toEqual([...ASSET_CATEGORIES]);
    expect(choices[0]).toEqual({ id: 'real_estate', name: 'Real Estate' });
  });

  it('offers the debt categories for a debt', () => {
    const choices = categoryChoices('debt', categories);
    expect(choices.map((choice) => choice.id)).toEqual([...DEBT_CATEGORIES]);
    expect(choices.map((choice) => choice.name)).toContain('Credit Cards');
    expect(choices.map((choice) => choice.id)).not.toContain('real_estate');
  });

  it('uses the lists the API sent', () => {
    const fromApi: NetworthCategoriesResponse = {
      ...categories,
      debt_categories: [{ id: 'mortgages', name: 'Home Loans' }],
    };
    expect(categoryChoices('debt', fromApi)).toEqual([{ id: 'mortgages', name: 'Home Loans' }]);
  });
});

describe('categoryForClassification', () => {
  it('keeps a category that belongs to the new classification', () => {
    expect(categoryForClassification('asset', 'vehicles')).toBe('vehicles');
    expect(categoryForClassification('debt', 'auto_loans')).toBe('auto_loans');
  });

  it('clears a category of the other classification', () => {
    expect(categoryForClassification('debt', 'vehicles')).toBe('');
    expect(categoryForClassification('asset', 'credit_cards')).toBe('');
  });

  it('leaves an empty category empty', () => {
    expect(categoryForClassification('debt', '')).toBe('');
  });
});

describe('categoryLabel', () => {
  it('uses the API name, else capitalises the id', () => {
    expect(categoryLabel('cash_accounts', categories)).toBe('Cash Accounts');
    expect(categoryLabel('crypto_wallets', categories)).toBe('Crypto Wallets');
  });
});

describe('categoryIcon', () => {
  it('gives each of the ten spec categories its own icon', () => {
    const ids = [
      'real_estate',
      'investments',
      'vehicles',
      'cash_accounts',
      'personal_property',
      'mortgages',
      'auto_loans',
      'credit_cards',
      'student_loans',
      'personal_loans',
    ];
    const icons = ids.map(categoryIcon);
    expect(new Set(icons).size).toBe(ids.length);
    expect(icons).not.toContain(DEFAULT_CATEGORY_ICON);
  });

  it('falls back to the default icon for any other category', () => {
    expect(categoryIcon('business_interests')).toBe(DEFAULT_CATEGORY_ICON);
    expect(categoryIcon('medical_debt')).toBe(DEFAULT_CATEGORY_ICON);
    expect(categoryIcon('toString')).toBe(DEFAULT_CATEGORY_ICON);
  });
});
