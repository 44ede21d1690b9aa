/**
 * Reading a CSV of assets and debts into net-worth items, in the browser, before anything is
 * sent: our own networth.csv export (every column comes back), or a spreadsheet the user kept
 * (a name, a value, perhaps a type, an owner, a category). Cells are read the ways people write
 * them ("Spouse 1", "spouse_1", "Yes", "$1,234.56", "(300.00)"); each row is then checked by the
 * schema a single POST /api/networth uses, so the preview shows the tracker's own messages.
 * Pure, so it is tested once for both sides.
 */
import { readNeutralisedText } from './csv';
import { cellAt, duplicateFinder, type ImportRow, invalidRow, readAmountCents } from './csv-import';
import { centsToAmountText } from './money';
import {
  type Classification,
  categoryName,
  CATEGORIES_BY_CLASSIFICATION,
  type NetworthItemInput,
  networthItemInputSchema,
  type NetworthItemValues,
  type Ownership,
  OWNERSHIP_LABELS,
  OWNERSHIP_TYPES,
} from './networth';

export const NETWORTH_IMPORT_FIELDS = [
  'name',
  'type',
  'category',
  'ownership',
  'value',
  'character',
  'proposed_to',
  'split_share',
  'disputed',
  'dispute_notes',
  'notes',
] as const;
export type NetworthImportField = (typeof NETWORTH_IMPORT_FIELDS)[number];

/** Which column holds what; only the name and the value are needed. */
export type NetworthColumnMapping = Record<NetworthImportField, number | null>;

/**
 * Header words for each field, tried in this order so the narrower ones claim their column
 * first ("Dispute notes" before "Notes", "Spouse 1 share of a split (%)" before "Spouse").
 */
const HEADER_PATTERNS: readonly [NetworthImportField, RegExp[]][] = [
  ['dispute_notes', [/\bdispute notes?\b/i]],
  ['disputed', [/\b(disputed|in dispute|contested)\b/i]],
  ['split_share', [/\bshare\b/i, /\bsplit\b.*%|%/i]],
  ['proposed_to', [/\b(proposed|goes to|division)\b/i]],
  ['character', [/\b(character|marital or separate)\b/i]],
  ['category', [/\bcategory\b/i]],
  ['ownership', [/\b(ownership|owner|owned by|held by|titled to|whose)\b/i]],
  [
    'type',
    [/^\s*(type|classification|kind|asset or debt)\s*$/i, /\b(asset or debt|classification)\b/i],
  ],
  ['value', [/\b(value|balance|amount|worth|equity)\b/i]],
  ['name', [/\b(name|item|description)\b/i, /\b(asset|account|property)\b/i]],
  ['notes', [/\b(notes?|comments?|memo)\b/i]],
];

/** The columns a header names, each used once. */
export function detectNetworthColumns(header: readonly string[]): NetworthColumnMapping {
  const mapping = Object.fromEntries(
    NETWORTH_IMPORT_FIELDS.map((field) => [field, null]),
  ) as NetworthColumnMapping;
  const taken = new Set<number>();
  for (const [field, patterns] of HEADER_PATTERNS) {
    for (const pattern of patterns) {
      const index = header.findIndex((cell, column) => !taken.has(column) && pattern.test(cell));
      if (index !== -1) {
        taken.add(index);
        mapping[field] = index;
        break;
      }
    }
  }
  return mapping;
}

/** A cell as a key to compare: lower case, spaces, underscores and hyphens as one space. */
const key = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

// Maps, not object literals: a cell reading "constructor" must not find Object's.
const CLASSIFICATION_WORDS: ReadonlyMap<string, Classification> = new Map([
  ['asset', 'asset'],
  ['assets', 'asset'],
  ['debt', 'debt'],
  ['debts', 'debt'],
  ['liability', 'debt'],
  ['liabilities', 'debt'],
]);

const OWNERSHIP_WORDS: ReadonlyMap<string, Ownership> = new Map(
  OWNERSHIP_TYPES.flatMap((id) => [
    [key(id), id],
    [key(OWNERSHIP_LABELS[id]), id],
  ]),
);

const PROPOSAL_WORDS: ReadonlyMap<string, NetworthItemInput['proposed_to']> = new Map([
  ['spouse 1', 'spouse_1'],
  ['spouse 2', 'spouse_2'],
  ['split', 'split'],
  ['sell', 'sell'],
  ['to be sold', 'sell'],
  ['undecided', null],
  ['not decided', null],
]);

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** The category a cell names for `classification`, by its name or id; null when none. */
function readCategory(cell: string, classification: Classification): string | null {
  const wanted = key(cell);
  return (
    CATEGORIES_BY_CLASSIFICATION[classification].find(
      (id) => key(id) === wanted || key(categoryName(id)) === wanted,
    ) ?? null
  );
}

const OTHER_CATEGORY: Readonly<Record<Classification, string>> = {
  asset: 'other_assets',
  debt: 'other_debts',
};

export const NETWORTH_IMPORT_NOTES = {
  duplicate: 'Likely a duplicate of an item already recorded (same name, type and value)',
  repeated: 'The same name, type and value as an earlier row of this file',
  negativeIsDebt: 'A negative value: imported as a debt',
  otherCategory: (cell: string, category: string) =>
    `“${cell}” is not one of the tracker's categories: ${categoryName(category)}`,
} as const;

/** The key two items share when they are likely the same one. */
function networthDuplicateKey(item: {
  name: string;
  classification: string;
  value: string;
}): string {
  return `${item.classification}|${item.value}|${item.name.trim().toLowerCase()}`;
}

/**
 * Each data row as a net-worth item to import, or why not. A value is read like an amount; a
 * negative one, with no type given, is a debt. A category the tracker does not have becomes
 * "Other Assets" or "Other Debts", and the row says so. `ownership` is used where the file has no
 * owner for a row. A row that matches an existing item, or an earlier row, is a likely duplicate.
 */
export function buildNetworthImportRows(
  rows: readonly string[][],
  mapping: NetworthColumnMapping,
  ownership: Ownership | null,
  existing: readonly { name: string; classification: string; value: string }[] = [],
): ImportRow<NetworthItemValues>[] {
  const findDuplicate = duplicateFinder(existing.map(networthDuplicateKey), NETWORTH_IMPORT_NOTES);

  return rows.map((row, index): ImportRow<NetworthItemValues> => {
    const line = index + 1;
    const cell = (field: NetworthImportField) => cellAt(row, mapping[field]);
    const notes: string[] = [];

    const valueCell = cell('value');
    const cents = readAmountCents(valueCell);
    const typeCell = cell('type');
    let classification: Classification | string | undefined =
      typeCell === '' ? undefined : (CLASSIFICATION_WORDS.get(key(typeCell)) ?? typeCell);
    // No type given: a negative value is a debt, anything else an asset (an unreadable value
    // then fails on its own message alone).
    if (classification === undefined) {
      const isDebt = cents !== null && cents < 0;
      classification = isDebt ? 'debt' : 'asset';
      if (isDebt) notes.push(NETWORTH_IMPORT_NOTES.negativeIsDebt);
    }

    let category: string | undefined;
    if (classification === 'asset' || classification === 'debt') {
      const categoryCell = cell('category');
      category = readCategory(categoryCell, classification) ?? OTHER_CATEGORY[classification];
      if (categoryCell !== '' && readCategory(categoryCell, classification) === null) {
        notes.push(NETWORTH_IMPORT_NOTES.otherCategory(categoryCell, category));
      }
    }

    const ownershipCell = cell('ownership');
    const proposalCell = cell('proposed_to');
    const disputedCell = key(cell('disputed'));
    const shareCell = cell('split_share').replace(/\s*%$/, '');
    const characterCell = key(cell('character'));
    const input = {
      name: readNeutralisedText(cell('name')),
      classification,
      category,
      ownership:
        ownershipCell === ''
          ? (ownership ?? undefined)
          : (OWNERSHIP_WORDS.get(key(ownershipCell)) ?? ownershipCell),
      value: cents === null ? valueCell || undefined : centsToAmountText(Math.abs(cents)),
      character: characterCell === '' ? undefined : characterCell,
      proposed_to:
        proposalCell === ''
          ? null
          : PROPOSAL_WORDS.has(key(proposalCell))
            ? PROPOSAL_WORDS.get(key(proposalCell))
            : proposalCell,
      split_share: shareCell === '' ? null : shareCell,
      is_disputed: YES.has(disputedCell)
        ? true
        : NO.has(disputedCell) || disputedCell === ''
          ? false
          : disputedCell,
      dispute_notes: readNeutralisedText(cell('dispute_notes')),
      notes: readNeutralisedText(cell('notes')),
    };
    const parsed = networthItemInputSchema.safeParse(input);
    if (!parsed.success) return invalidRow(line, parsed.error);
    const duplicate = findDuplicate(networthDuplicateKey(parsed.data));
    if (duplicate) notes.unshift(duplicate);
    return {
      line,
      status: duplicate ? 'duplicate' : 'valid',
      values: parsed.data,
      errors: {},
      note: notes.length === 0 ? null : notes.join('. '),
    };
  });
}
