/**
 * Net worth items: categories, ownership labels, the request schema (POST/PUT /api/networth),
 * the response shapes and the summary (docs/product.md#stored-data, #validation,
 * #limits-and-timings).
 */
import type { Language } from './language';
import { z } from 'zod';
import type { SpouseLabels } from './parties';
import {
  CHARACTERS,
  type Character,
  DIVISION_MESSAGES,
  PROPOSALS,
  type Proposal,
} from './division';
import { centsToAmountText, divideRoundingHalfAwayFromZero, requireAmountCents } from './money';
import { labelFromId, moneyField, optionalText, requiredText, textLimit } from './validation';

/** The product sets no limits: a name fits a table cell, notes hold a paragraph or two. */
export const NETWORTH_NAME_MAX_LENGTH = 200;
export const NETWORTH_NOTES_MAX_LENGTH = 2000;
const nameLimit = textLimit('Name', NETWORTH_NAME_MAX_LENGTH);
const notesLimit = textLimit('Notes', NETWORTH_NOTES_MAX_LENGTH);
const disputeNotesLimit = textLimit('Dispute notes', NETWORTH_NOTES_MAX_LENGTH);

const CLASSIFICATIONS = ['asset', 'debt'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

export const ASSET_CATEGORIES = [
  'real_estate',
  'investments',
  'retirement_accounts',
  'vehicles',
  'cash_accounts',
  'personal_property',
  'business_interests',
  'other_assets',
] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];

export const DEBT_CATEGORIES = [
  'mortgages',
  'auto_loans',
  'credit_cards',
  'student_loans',
  'personal_loans',
  'medical_debt',
  'tax_debt',
  'other_debts',
] as const;
export type DebtCategory = (typeof DEBT_CATEGORIES)[number];

export type NetworthCategory = AssetCategory | DebtCategory;

export const CATEGORIES_BY_CLASSIFICATION: {
  readonly asset: readonly AssetCategory[];
  readonly debt: readonly DebtCategory[];
} = { asset: ASSET_CATEGORIES, debt: DEBT_CATEGORIES };

export const OWNERSHIP_TYPES = ['spouse_1', 'spouse_2', 'joint'] as const;
export type Ownership = (typeof OWNERSHIP_TYPES)[number];

export const OWNERSHIP_LABELS_ES: Readonly<Record<Ownership, string>> = {
  spouse_1: 'Cónyuge 1',
  spouse_2: 'Cónyuge 2',
  joint: 'Conjunto',
};

export const OWNERSHIP_LABELS: Readonly<Record<Ownership, string>> = {
  spouse_1: 'Spouse 1',
  spouse_2: 'Spouse 2',
  joint: 'Joint',
};

/**
 * 'Spouse 1' for 'spouse_1', or with the user's "who is who" beside it when `spouses` is given
 * ('Spouse 1 (you, Jo)'); an unknown value is shown as it is.
 */
export function ownershipLabel(
  ownership: string,
  spouses?: SpouseLabels,
  language: Language = 'en',
): string {
  if (spouses && (ownership === 'spouse_1' || ownership === 'spouse_2')) return spouses[ownership];
  const labels = language === 'es' ? OWNERSHIP_LABELS_ES : OWNERSHIP_LABELS;
  return (labels as Readonly<Record<string, string>>)[ownership] ?? ownership;
}

/**
 * An item's name as a printed table cell shows it: her notes, when she wrote any, on the lines
 * under the name (the PDFs; the screens set the notes apart in their own smaller text).
 */
export function nameWithNotes(item: { name: string; notes?: string | null }): string {
  const notes = item.notes?.trim();
  return notes ? `${item.name}\n${notes}` : item.name;
}

/** Each category's name in Spanish (in English it is made from the id: categoryName). */
export const CATEGORY_NAMES_ES: Readonly<Record<NetworthCategory, string>> = {
  real_estate: 'Bienes raíces',
  investments: 'Inversiones',
  retirement_accounts: 'Cuentas de jubilación',
  vehicles: 'Vehículos',
  cash_accounts: 'Cuentas de efectivo',
  personal_property: 'Bienes personales',
  business_interests: 'Participación en negocios',
  other_assets: 'Otros bienes',
  mortgages: 'Hipotecas',
  auto_loans: 'Préstamos de carro',
  credit_cards: 'Tarjetas de crédito',
  student_loans: 'Préstamos estudiantiles',
  personal_loans: 'Préstamos personales',
  medical_debt: 'Deudas médicas',
  tax_debt: 'Deudas de impuestos',
  other_debts: 'Otras deudas',
};

/** The categories' names in English, as categoryName makes them ('Real Estate'). */
export const CATEGORY_NAMES: Readonly<Record<NetworthCategory, string>> = Object.fromEntries(
  [...ASSET_CATEGORIES, ...DEBT_CATEGORIES].map((id) => [id, labelFromId(id)]),
) as Record<NetworthCategory, string>;

/**
 * 'Real Estate' for 'real_estate': underscores become spaces, each word capitalised; in Spanish,
 * the category's Spanish name (an unknown id keeps the English style).
 */
export function categoryName(id: string, language: Language = 'en'): string {
  if (language === 'es' && id in CATEGORY_NAMES_ES) {
    return CATEGORY_NAMES_ES[id as NetworthCategory];
  }
  return labelFromId(id);
}

/** Whether a category belongs to a classification's list. */
export function isCategoryOf(classification: Classification, category: string): boolean {
  return (CATEGORIES_BY_CLASSIFICATION[classification] as readonly string[]).includes(category);
}

export interface Choice<Id extends string = string> {
  id: Id;
  name: string;
}

export interface NetworthCategoriesResponse {
  asset_categories: Choice<AssetCategory>[];
  debt_categories: Choice<DebtCategory>[];
  ownership_types: Choice<Ownership>[];
}

/** The body of GET /api/networth/categories. */
export function categoriesResponse(): NetworthCategoriesResponse {
  return {
    asset_categories: ASSET_CATEGORIES.map((id) => ({ id, name: categoryName(id) })),
    debt_categories: DEBT_CATEGORIES.map((id) => ({ id, name: categoryName(id) })),
    ownership_types: OWNERSHIP_TYPES.map((id) => ({ id, name: OWNERSHIP_LABELS[id] })),
  };
}

export const NETWORTH_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: nameLimit.tooLong,
  nameInvalidCharacter: nameLimit.invalidCharacter,
  classificationRequired: 'Classification is required',
  categoryRequired: 'Category is required',
  categoryMismatch: 'Category does not match the classification',
  ownershipRequired: 'Ownership is required',
  valuePositive: 'Value must be a positive number',
  valueTooPrecise: 'Value can have at most 2 decimal places',
  valueTooLarge: 'Value must be at most 99,999,999.99',
  notesText: 'Notes must be text',
  notesTooLong: notesLimit.tooLong,
  notesInvalidCharacter: notesLimit.invalidCharacter,
  disputeNotesText: 'Dispute notes must be text',
  disputeNotesTooLong: disputeNotesLimit.tooLong,
  disputeNotesInvalidCharacter: disputeNotesLimit.invalidCharacter,
  disputedBoolean: 'Disputed must be true or false',
  monthlyPaymentInvalid: 'Monthly payment must be zero or more',
  monthlyPaymentTooPrecise: 'Monthly payment can have at most 2 decimal places',
  monthlyPaymentTooLarge: 'Monthly payment must be at most 99,999,999.99',
  monthlyPaymentDebtOnly: 'Only a debt has a monthly payment',
} as const;

/**
 * Spouse 1's percentage of a split item: a number or numeric text from 0 to 100 with at most one
 * decimal, out as the numeric(4,1) column's text ("62.5").
 */
const splitShareField = z
  .custom<number | string>(
    (value) =>
      (typeof value === 'number' && Number.isFinite(value)) ||
      (typeof value === 'string' && /^\s*\d{1,3}(\.\d*)?\s*$/.test(value)),
    { error: DIVISION_MESSAGES.splitShareInvalid },
  )
  .transform((value, context) => {
    const tenths = Number(value) * 10;
    if (!Number.isInteger(Math.round(tenths * 1e6) / 1e6) || tenths < 0 || tenths > 1000) {
      context.addIssue({ code: 'custom', message: DIVISION_MESSAGES.splitShareInvalid });
      return z.NEVER;
    }
    return (Math.round(tenths) / 10).toFixed(1);
  });

const networthItemObject = z.object({
  name: requiredText(NETWORTH_MESSAGES.nameRequired, nameLimit),
  classification: z.enum(CLASSIFICATIONS, { error: NETWORTH_MESSAGES.classificationRequired }),
  category: requiredText(NETWORTH_MESSAGES.categoryRequired),
  ownership: z.enum(OWNERSHIP_TYPES, { error: NETWORTH_MESSAGES.ownershipRequired }),
  value: moneyField(0, {
    invalid: NETWORTH_MESSAGES.valuePositive,
    tooPrecise: NETWORTH_MESSAGES.valueTooPrecise,
    tooLarge: NETWORTH_MESSAGES.valueTooLarge,
  }),
  notes: optionalText(NETWORTH_MESSAGES.notesText, notesLimit),
  is_disputed: z.boolean({ error: NETWORTH_MESSAGES.disputedBoolean }).default(false),
  dispute_notes: optionalText(NETWORTH_MESSAGES.disputeNotesText, disputeNotesLimit),
  // The division planner's fields: left out, a new item is marital and undecided, and an
  // update leaves them as they are.
  character: z.enum(CHARACTERS, { error: DIVISION_MESSAGES.characterInvalid }).optional(),
  proposed_to: z
    .enum(PROPOSALS, { error: DIVISION_MESSAGES.proposalInvalid })
    .nullable()
    .optional(),
  split_share: splitShareField.nullable().optional(),
  // A debt's monthly payment, for the financial disclosure: left out, an update leaves it.
  monthly_payment: z
    .preprocess(
      (value) => (value === '' ? null : value),
      moneyField(0, {
        invalid: NETWORTH_MESSAGES.monthlyPaymentInvalid,
        tooPrecise: NETWORTH_MESSAGES.monthlyPaymentTooPrecise,
        tooLarge: NETWORTH_MESSAGES.monthlyPaymentTooLarge,
      }).nullable(),
    )
    .optional(),
});

/**
 * The POST/PUT /api/networth body. The category must belong to the chosen classification
 * (checked even when other fields fail, so a form shows every problem at once), and
 * dispute notes are dropped unless the item is disputed.
 */
export const networthItemInputSchema = networthItemObject
  .refine((item) => isCategoryOf(item.classification, item.category), {
    error: NETWORTH_MESSAGES.categoryMismatch,
    path: ['category'],
    when: ({ value }) => {
      const item = value as { classification?: unknown; category?: unknown } | null;
      const classification = item?.classification;
      const category = typeof item?.category === 'string' ? item.category.trim() : '';
      return (classification === 'asset' || classification === 'debt') && category !== '';
    },
  })
  .superRefine((item, context) => {
    if (item.ownership === 'joint' && item.character === 'separate') {
      context.addIssue({
        code: 'custom',
        path: ['character'],
        message: DIVISION_MESSAGES.jointSeparate,
      });
    }
    const hasShare = item.split_share !== undefined && item.split_share !== null;
    if (item.proposed_to === 'split' && !hasShare) {
      context.addIssue({
        code: 'custom',
        path: ['split_share'],
        message: DIVISION_MESSAGES.splitShareRequired,
      });
    }
    if (item.classification === 'asset' && item.monthly_payment != null) {
      context.addIssue({
        code: 'custom',
        path: ['monthly_payment'],
        message: NETWORTH_MESSAGES.monthlyPaymentDebtOnly,
      });
    }
    if (item.proposed_to !== 'split' && hasShare) {
      context.addIssue({
        code: 'custom',
        path: ['split_share'],
        message: DIVISION_MESSAGES.splitShareOnlyForSplit,
      });
    }
  })
  .transform((item) => ({
    ...item,
    category: item.category as NetworthCategory,
    dispute_notes: item.is_disputed ? item.dispute_notes : null,
    // A joint item is always marital, so an update that makes an item joint makes it marital.
    character: item.ownership === 'joint' ? ('marital' as const) : item.character,
    // Named together: a proposal other than split clears the share.
    split_share: item.proposed_to === undefined ? undefined : (item.split_share ?? null),
  }));

export type NetworthItemInput = z.input<typeof networthItemInputSchema>;
export type NetworthItemValues = z.output<typeof networthItemInputSchema>;

/**
 * The add-item form's starting values (docs/product.md#validation, but the value starts empty, not
 * 0: a "0" she must delete before typing is how "01500" and "15000" happen). A new item is marital
 * unless she says it was hers before the marriage, a gift or an inheritance.
 */
export const NETWORTH_ITEM_DEFAULTS: Readonly<NetworthItemInput> = Object.freeze({
  name: '',
  classification: 'asset',
  category: '',
  ownership: 'joint',
  value: '',
  character: 'marital',
  notes: '',
  is_disputed: false,
  dispute_notes: '',
});

/** A net worth item as the API returns it (user_id removed). */
export interface NetworthItemDto {
  id: number;
  name: string;
  classification: Classification;
  category: string;
  ownership: Ownership;
  value: string;
  notes: string | null;
  is_disputed: boolean;
  dispute_notes: string | null;
  created_at: string;
  updated_at: string;
  character: Character;
  proposed_to: Proposal | null;
  /** Spouse 1's percentage of a split item ("62.5"); null otherwise. */
  split_share: string | null;
  /** A debt's monthly payment ("350.00"); null when not given, and for an asset. */
  monthly_payment: string | null;
}

/** POST /api/networth/import's answer: the items it added. */
export interface NetworthImportResponse {
  imported: number;
  items: NetworthItemDto[];
}

/**
 * The summary beside the items in GET /api/networth. Money as two-decimal strings;
 * percentages are each owner's share of total assets, 0–100 with one decimal.
 */
export interface NetworthSummary {
  total_assets: string;
  total_debts: string;
  net_worth: string;
  spouse1_assets: string;
  spouse2_assets: string;
  joint_assets: string;
  spouse1_percentage: number;
  spouse2_percentage: number;
  joint_percentage: number;
  spouse1_debts: string;
  spouse2_debts: string;
  joint_debts: string;
  /**
   * Each owner's share of the total debts (docs/product.md#limits-and-timings), for the Debt
   * Responsibility panel.
   */
  spouse1_debt_percentage: number;
  spouse2_debt_percentage: number;
  joint_debt_percentage: number;
}

export interface NetworthResponse {
  items: NetworthItemDto[];
  summary: NetworthSummary;
}

// The answers' contracts, as the client reads them (requestParsed) and the tests fake them.

const choiceSchema = <Id extends string>(ids: readonly [Id, ...Id[]]) =>
  z.object({ id: z.enum(ids), name: z.string() });

export const networthCategoriesResponseSchema = z.object({
  asset_categories: z.array(choiceSchema(ASSET_CATEGORIES)),
  debt_categories: z.array(choiceSchema(DEBT_CATEGORIES)),
  ownership_types: z.array(choiceSchema(OWNERSHIP_TYPES)),
}) satisfies z.ZodType<NetworthCategoriesResponse>;

export const networthItemDtoSchema = z.object({
  id: z.number(),
  name: z.string(),
  classification: z.enum(CLASSIFICATIONS),
  category: z.string(),
  ownership: z.enum(OWNERSHIP_TYPES),
  value: z.string(),
  notes: z.string().nullable(),
  is_disputed: z.boolean(),
  dispute_notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  character: z.enum(CHARACTERS),
  proposed_to: z.enum(PROPOSALS).nullable(),
  split_share: z.string().nullable(),
  monthly_payment: z.string().nullable().default(null),
  document_count: z.number().int().nonnegative().default(0),
}) satisfies z.ZodType<NetworthItemDto>;

export const networthItemListSchema = z.array(networthItemDtoSchema);

export const networthSummarySchema = z.object({
  total_assets: z.string(),
  total_debts: z.string(),
  net_worth: z.string(),
  spouse1_assets: z.string(),
  spouse2_assets: z.string(),
  joint_assets: z.string(),
  spouse1_percentage: z.number(),
  spouse2_percentage: z.number(),
  joint_percentage: z.number(),
  spouse1_debts: z.string(),
  spouse2_debts: z.string(),
  joint_debts: z.string(),
  spouse1_debt_percentage: z.number(),
  spouse2_debt_percentage: z.number(),
  joint_debt_percentage: z.number(),
}) satisfies z.ZodType<NetworthSummary>;

export const networthResponseSchema = z.object({
  items: z.array(networthItemDtoSchema),
  summary: networthSummarySchema,
}) satisfies z.ZodType<NetworthResponse>;

export const networthImportResponseSchema = z.object({
  imported: z.number(),
  items: z.array(networthItemDtoSchema),
}) satisfies z.ZodType<NetworthImportResponse>;

/**
 * part / total × 100 with one decimal, rounded half up, exactly (integer arithmetic on cents);
 * 0 when the total is 0 (docs/product.md#limits-and-timings). Amounts are two-decimal strings or
 * numbers.
 */
export function sharePercent(part: string | number, total: string | number): number {
  const partCents = requireAmountCents(part);
  const totalCents = requireAmountCents(total);
  if (totalCents === 0) return 0;
  const tenths = divideRoundingHalfAwayFromZero(BigInt(partCents) * 1000n, BigInt(totalCents));
  // Number(-0n) is 0, so a share that rounds to zero is never -0.
  return Number(tenths) / 10;
}

type SummaryItem = Pick<NetworthItemDto, 'classification' | 'ownership' | 'value'>;

/** The summary for a user's items, summed exactly in cents. */
export function summarizeNetworth(items: readonly SummaryItem[]): NetworthSummary {
  const assets: Record<Ownership, number> = { spouse_1: 0, spouse_2: 0, joint: 0 };
  const debts: Record<Ownership, number> = { spouse_1: 0, spouse_2: 0, joint: 0 };
  for (const item of items) {
    const totals = item.classification === 'asset' ? assets : debts;
    totals[item.ownership] += requireAmountCents(item.value);
  }
  const totalAssets = assets.spouse_1 + assets.spouse_2 + assets.joint;
  const totalDebts = debts.spouse_1 + debts.spouse_2 + debts.joint;
  const assetShare = (owner: Ownership) =>
    sharePercent(centsToAmountText(assets[owner]), centsToAmountText(totalAssets));
  const debtShare = (owner: Ownership) =>
    sharePercent(centsToAmountText(debts[owner]), centsToAmountText(totalDebts));
  return {
    total_assets: centsToAmountText(totalAssets),
    total_debts: centsToAmountText(totalDebts),
    net_worth: centsToAmountText(totalAssets - totalDebts),
    spouse1_assets: centsToAmountText(assets.spouse_1),
    spouse2_assets: centsToAmountText(assets.spouse_2),
    joint_assets: centsToAmountText(assets.joint),
    spouse1_percentage: assetShare('spouse_1'),
    spouse2_percentage: assetShare('spouse_2'),
    joint_percentage: assetShare('joint'),
    spouse1_debts: centsToAmountText(debts.spouse_1),
    spouse2_debts: centsToAmountText(debts.spouse_2),
    joint_debts: centsToAmountText(debts.joint),
    spouse1_debt_percentage: debtShare('spouse_1'),
    spouse2_debt_percentage: debtShare('spouse_2'),
    joint_debt_percentage: debtShare('joint'),
  };
}
