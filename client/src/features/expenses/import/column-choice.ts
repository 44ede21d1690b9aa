/**
 * What the user decides on the "Match the columns" step, and what the preview makes of it: the
 * columns (found by detectColumns, changeable), one amount column or debit and credit, the
 * date format, an optional category column, and her rules by payee text.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { liveTexts } from '@/components/ui/live-texts';
import {
  cellAt,
  type ColumnMapping,
  type DateFormat,
  detectColumns,
  detectDateFormat,
  type ParsedCsv,
} from '@shared/csv-import';
import {
  categoryByRules,
  type CategoryRule,
  type ExpenseCategory,
} from '@shared/expense-categories';

/** One amount column (negatives are money out), or separate debit and credit columns. */
export type AmountLayout = 'single' | 'split';

export type ColumnChoice = ColumnMapping & { layout: AmountLayout };

/** The columns detectColumns finds; debit and credit columns mean the split layout. */
export function detectChoice(header: readonly string[]): ColumnChoice {
  const mapping = detectColumns(header);
  const layout = mapping.debit !== null || mapping.credit !== null ? 'split' : 'single';
  return { ...mapping, layout };
}

/** The mapping buildImportRows reads: only the chosen layout's amount columns. */
export function mappingOf({ layout, ...mapping }: ColumnChoice): ColumnMapping {
  return layout === 'single'
    ? { ...mapping, debit: null, credit: null }
    : { ...mapping, amount: null };
}

/** The cells of `column` (empty ones included), for detecting and describing its format. */
export function columnCells(csv: ParsedCsv, column: number | null): string[] {
  if (column === null) return [];
  return csv.rows.map((row) => cellAt(row, column));
}

/**
 * The date column's format: detectDateFormat over every cell, or, when a few cells are not
 * dates at all ('Pending', a typo), over the cells that are, so one bad row does not make the
 * user choose; the bad row then shows as invalid in the preview.
 */
export function suggestDateFormat(cells: readonly string[]): DateFormat | 'ambiguous' | null {
  const all = detectDateFormat(cells);
  if (all !== null) return all;
  const dates = cells.filter((cell) => cell !== '' && detectDateFormat([cell]) !== null);
  return dates.length === 0 ? null : detectDateFormat(dates);
}

/** Each format's label is a descriptor, read with `i18n._` where it is shown. */
export const DATE_FORMATS: readonly { value: DateFormat; label: MessageDescriptor }[] = [
  { value: 'YYYY-MM-DD', label: msg`YYYY-MM-DD (2025-03-14)` },
  { value: 'MM/DD/YYYY', label: msg`MM/DD/YYYY (03/14/2025)` },
  { value: 'DD/MM/YYYY', label: msg`DD/MM/YYYY (14/03/2025)` },
  { value: 'D MMM YYYY', label: msg`D MMM YYYY (14 Mar 2025)` },
];

/** The two readings of a date whose parts are all 12 or less. */
export const DATE_ORDERS: readonly { value: DateFormat; label: MessageDescriptor }[] = [
  { value: 'MM/DD/YYYY', label: msg`Month first (MM/DD/YYYY)` },
  { value: 'DD/MM/YYYY', label: msg`Day first (DD/MM/YYYY)` },
];

export const CHOICE_MESSAGES = liveTexts({
  date: msg`Choose the column that holds the dates`,
  name: msg`Choose the column that describes each expense`,
  amount: msg`Choose the column that holds the amounts`,
  debit: msg`Choose the column that holds the debits (money out)`,
  dateFormat: msg`Choose how the dates are written`,
  dateOrder: msg`Choose whether the month or the day comes first`,
});

export type ChoiceField = 'date' | 'name' | 'amount' | 'debit' | 'dateFormat';
export type ChoiceErrors = Partial<Record<ChoiceField, string>>;

/** What is still missing before the preview, in the order the fields appear. */
export function checkChoice(
  choice: ColumnChoice,
  dateFormat: DateFormat | null,
  isAmbiguous: boolean,
): ChoiceErrors {
  const errors: ChoiceErrors = {};
  if (choice.date === null) errors.date = CHOICE_MESSAGES.date;
  if (choice.name === null) errors.name = CHOICE_MESSAGES.name;
  if (choice.layout === 'single' && choice.amount === null) errors.amount = CHOICE_MESSAGES.amount;
  if (choice.layout === 'split' && choice.debit === null) errors.debit = CHOICE_MESSAGES.debit;
  if (choice.date !== null && dateFormat === null) {
    errors.dateFormat = isAmbiguous ? CHOICE_MESSAGES.dateOrder : CHOICE_MESSAGES.dateFormat;
  }
  return errors;
}

/** A rule being written: its text, and its category ('' until one is chosen). */
export type RuleDraft = { contains: string; category: ExpenseCategory | '' };
export type RuleErrors = Partial<Record<'contains' | 'category', string>>;

export const RULE_MESSAGES = liveTexts({
  contains: msg`Enter a word from the description, like “rent”`,
  category: msg`Choose the category for this rule`,
  repeated: msg`There is already a rule for this text`,
  pending: msg`Add this rule, or clear the text`,
});

const normalised = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** What keeps the draft from being added to `rules`, in the order the fields appear. */
export function checkRuleDraft(draft: RuleDraft, rules: readonly CategoryRule[]): RuleErrors {
  const errors: RuleErrors = {};
  const text = normalised(draft.contains);
  if (text === '') errors.contains = RULE_MESSAGES.contains;
  else if (rules.some((rule) => normalised(rule.contains) === text)) {
    errors.contains = RULE_MESSAGES.repeated;
  }
  if (draft.category === '') errors.category = RULE_MESSAGES.category;
  return errors;
}

/** The rule that gives a description its category (the first whose text it holds), or null. */
export function matchingRule(name: string, rules: readonly CategoryRule[]): CategoryRule | null {
  return rules.find((rule) => categoryByRules(name, [rule]) !== null) ?? null;
}

/** Words of a bank's own that say nothing about the payee. */
const BANK_WORDS = new Set([
  'ach',
  'and',
  'card',
  'check',
  'com',
  'compra',
  'debit',
  'for',
  'from',
  'inc',
  'llc',
  'online',
  'pago',
  'payment',
  'pos',
  'purchase',
  'recurring',
  'tarjeta',
  'the',
  'transfer',
  'transferencia',
  'with',
  'withdrawal',
  'www',
]);

/**
 * Words worth a rule: those that descriptions no rule covers yet hold (at least two of them),
 * most frequent first, then in the order the file has them. Words that always come together
 * ("shell oil", "oak street rent") are offered as one, when they stand side by side.
 */
export function suggestRuleWords(
  names: readonly string[],
  rules: readonly CategoryRule[],
  limit = 6,
): string[] {
  const rowsOf = new Map<string, number[]>();
  names.forEach((name, index) => {
    if (categoryByRules(name, rules) !== null) return;
    const words = new Set(name.toLowerCase().match(/\p{L}[\p{L}'’&-]*\p{L}/gu) ?? []);
    for (const word of words) {
      if (word.length < 3 || BANK_WORDS.has(word)) continue;
      rowsOf.set(word, [...(rowsOf.get(word) ?? []), index]);
    }
  });
  const frequent = [...rowsOf]
    .filter(([, rows]) => rows.length >= 2)
    .map(([word, rows]) => ({ word, rows, key: rows.join(',') }))
    .sort((a, b) => b.rows.length - a.rows.length);
  const suggestions: string[] = [];
  const offered = new Set<string>();
  for (const { word, rows, key } of frequent) {
    if (offered.has(key) || suggestions.length === limit) continue;
    offered.add(key);
    const texts = rows.map((row) => normalised(names[row] ?? ''));
    const first = texts[0] ?? '';
    const phrase = frequent
      .filter((other) => other.key === key)
      .map((other) => other.word)
      .sort((a, b) => first.indexOf(a) - first.indexOf(b))
      .join(' ');
    suggestions.push(texts.every((text) => text.includes(phrase)) ? phrase : word);
  }
  return suggestions;
}
