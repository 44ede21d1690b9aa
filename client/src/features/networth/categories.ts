/**
 * What the item form offers: the category list follows the classification
 * (docs/product.md#net-worth-tracker-and-division), and a category that does not belong to a newly
 * chosen classification is cleared.
 */
import type { Language } from '@shared/language';
import {
  categoryName,
  isCategoryOf,
  type Choice,
  type Classification,
  type NetworthCategoriesResponse,
} from '@shared/networth';

/** The categories the form offers for a classification, in the API's order. */
export function categoryChoices(
  classification: Classification,
  categories: NetworthCategoriesResponse,
): Choice[] {
  return classification === 'debt' ? categories.debt_categories : categories.asset_categories;
}

/** The category to keep after the classification changes: itself if it fits, else none (''). */
export function categoryForClassification(
  classification: Classification,
  category: string,
): string {
  return isCategoryOf(classification, category) ? category : '';
}

/**
 * The display name of a category id: the API's name when it has one, else 'Real Estate' style;
 * in Spanish, the category's Spanish name.
 */
export function categoryLabel(
  id: string,
  categories: NetworthCategoriesResponse,
  language: Language = 'en',
): string {
  if (language !== 'en') return categoryName(id, language);
  const known = [...categories.asset_categories, ...categories.debt_categories].find(
    (choice) => choice.id === id,
  );
  return known?.name ?? categoryName(id);
}
