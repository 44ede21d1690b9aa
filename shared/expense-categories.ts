/**
 * The expense categories (docs/disclosure.md): one list, each category mapped to the line of
 * California's FL-150 Income and Expense Declaration (item 13, "Monthly expenses", Rev. January
 * 1, 2019, lines a–t) and to the section of Florida's Financial Affidavit 12.902(b)/(c) it is
 * copied onto. The ids are stable: the API, the CSV files and the revision log carry them.
 */
import { z } from 'zod';
import type { Language } from './language';

interface CategoryDefinition {
  /** Its group, the part of the id before the dot. */
  group: ExpenseCategoryGroup;
  name: string;
  name_es: string;
  /** FL-150 item 13's line letter. */
  fl150: string;
  /** Florida 12.902(b)/(c)'s section. */
  florida: FloridaSection;
}

export const EXPENSE_CATEGORY_GROUPS = [
  'housing',
  'utilities',
  'food',
  'children',
  'transportation',
  'insurance',
  'health',
  'personal',
  'entertainment',
  'education',
  'charity',
  'savings',
  'installments',
  'support',
  'pets',
  'legal',
  'other',
] as const;
export type ExpenseCategoryGroup = (typeof EXPENSE_CATEGORY_GROUPS)[number];

/** Each group's name in English and Spanish, as the editor's list heads them. */
const GROUP_NAMES: Readonly<Record<ExpenseCategoryGroup, readonly [string, string]>> = {
  housing: ['Housing', 'Vivienda'],
  utilities: ['Utilities', 'Servicios públicos'],
  food: ['Food', 'Comida'],
  children: ['Children', 'Hijos'],
  transportation: ['Transportation', 'Transporte'],
  insurance: ['Insurance', 'Seguros'],
  health: ['Health care', 'Atención médica'],
  personal: ['Personal', 'Personal'],
  entertainment: ['Entertainment', 'Entretenimiento'],
  education: ['Education', 'Educación'],
  charity: ['Charity', 'Donaciones'],
  savings: ['Savings', 'Ahorros'],
  installments: ['Installment payments', 'Pagos a plazos'],
  support: ['Support paid', 'Manutención pagada'],
  pets: ['Pets', 'Mascotas'],
  legal: ['Legal', 'Legales'],
  other: ['Other', 'Otro'],
};

export function expenseCategoryGroupName(
  group: ExpenseCategoryGroup,
  language: Language = 'en',
): string {
  return GROUP_NAMES[group][language === 'es' ? 1 : 0];
}

/** The categories by group, in the list's order: what the editor's <optgroup>s show. */
export function expenseCategoriesByGroup(): {
  group: ExpenseCategoryGroup;
  ids: ExpenseCategory[];
}[] {
  return EXPENSE_CATEGORY_GROUPS.map((group) => ({
    group,
    ids: EXPENSE_CATEGORIES.filter((id) => DEFINITIONS[id].group === group),
  }));
}

export const FLORIDA_SECTIONS = [
  'Household',
  'Automobile',
  "Children's expenses",
  'Insurance',
  'Other expenses',
  'Payments to creditors',
] as const;
type FloridaSection = (typeof FLORIDA_SECTIONS)[number];

/** FL-150 item 13's lines, by letter, as the form names them. */
export const FL150_LINES: Readonly<Record<string, string>> = {
  a: 'Rent or mortgage',
  b: 'Real property taxes',
  c: "Homeowner's or renter's insurance",
  d: 'Maintenance and repair',
  e: 'Health-care costs not paid by insurance',
  f: 'Child care',
  g: 'Groceries and household supplies',
  h: 'Eating out',
  i: 'Utilities (gas, electric, water, trash)',
  j: 'Telephone, cell phone, and e-mail',
  k: 'Laundry and cleaning',
  l: 'Clothes',
  m: 'Education',
  n: 'Entertainment, gifts, and vacation',
  o: 'Auto expenses and transportation',
  p: 'Insurance (life, accident, etc.)',
  q: 'Savings and investments',
  r: 'Charitable contributions',
  s: 'Monthly payments listed in item 14',
  t: 'Other',
};

const c = (
  group: ExpenseCategoryGroup,
  name: string,
  name_es: string,
  fl150: string,
  florida: FloridaSection,
): CategoryDefinition => ({ group, name, name_es, fl150, florida });

/** Every category, in the order the editor and the statement list them. */
const DEFINITIONS = {
  'housing.rent_mortgage': c(
    'housing',
    'Rent or mortgage',
    'Alquiler o hipoteca',
    'a',
    'Household',
  ),
  'housing.property_tax': c(
    'housing',
    'Property tax',
    'Impuesto sobre la propiedad',
    'b',
    'Household',
  ),
  'housing.insurance': c(
    'housing',
    "Homeowner's or renter's insurance",
    'Seguro de vivienda o de inquilino',
    'c',
    'Household',
  ),
  'housing.maintenance': c(
    'housing',
    'Home maintenance and repair',
    'Mantenimiento y reparaciones de la vivienda',
    'd',
    'Household',
  ),
  'housing.hoa': c(
    'housing',
    'HOA dues',
    'Cuotas de la asociación de propietarios',
    't',
    'Household',
  ),
  'utilities.electric': c('utilities', 'Electricity', 'Electricidad', 'i', 'Household'),
  'utilities.gas': c(
    'utilities',
    'Gas or heating fuel',
    'Gas o combustible para calefacción',
    'i',
    'Household',
  ),
  'utilities.water_sewer_trash': c(
    'utilities',
    'Water, sewer and trash',
    'Agua, alcantarillado y basura',
    'i',
    'Household',
  ),
  'utilities.phone': c(
    'utilities',
    'Telephone and cell phone',
    'Teléfono y celular',
    'j',
    'Household',
  ),
  'utilities.internet_tv': c(
    'utilities',
    'Internet and TV',
    'Internet y televisión',
    'j',
    'Household',
  ),
  'food.groceries': c(
    'food',
    'Groceries and household supplies',
    'Comestibles y artículos para el hogar',
    'g',
    'Household',
  ),
  'food.eating_out': c('food', 'Eating out', 'Comidas fuera de casa', 'h', 'Household'),
  'children.child_care': c(
    'children',
    'Child care',
    'Cuidado de los niños',
    'f',
    "Children's expenses",
  ),
  'children.education': c(
    'children',
    "Children's education",
    'Educación de los niños',
    'm',
    "Children's expenses",
  ),
  'children.activities': c(
    'children',
    "Children's activities",
    'Actividades de los niños',
    'n',
    "Children's expenses",
  ),
  'children.clothing': c(
    'children',
    "Children's clothing",
    'Ropa de los niños',
    'l',
    "Children's expenses",
  ),
  'children.medical': c(
    'children',
    "Children's uninsured medical costs",
    'Gastos médicos de los niños sin seguro',
    'e',
    "Children's expenses",
  ),
  'children.visitation_travel': c(
    'children',
    'Visitation travel',
    'Viajes de visitas',
    'o',
    "Children's expenses",
  ),
  'transportation.loan_lease': c(
    'transportation',
    'Car loan or lease',
    'Préstamo o arrendamiento del auto',
    's',
    'Automobile',
  ),
  'transportation.fuel': c('transportation', 'Fuel', 'Combustible', 'o', 'Automobile'),
  'transportation.insurance': c(
    'transportation',
    'Car insurance',
    'Seguro del auto',
    'o',
    'Automobile',
  ),
  'transportation.repairs': c(
    'transportation',
    'Car repairs',
    'Reparaciones del auto',
    'o',
    'Automobile',
  ),
  'transportation.registration': c(
    'transportation',
    'Registration and license',
    'Registro y licencia',
    'o',
    'Automobile',
  ),
  'transportation.parking_transit': c(
    'transportation',
    'Parking, tolls and transit',
    'Estacionamiento, peajes y transporte público',
    'o',
    'Automobile',
  ),
  'insurance.health': c('insurance', 'Health insurance', 'Seguro médico', 't', 'Insurance'),
  'insurance.life': c('insurance', 'Life insurance', 'Seguro de vida', 'p', 'Insurance'),
  'insurance.disability': c(
    'insurance',
    'Disability insurance',
    'Seguro por discapacidad',
    'p',
    'Insurance',
  ),
  'health.uninsured': c(
    'health',
    'Health care not paid by insurance',
    'Atención médica que no paga el seguro',
    'e',
    'Other expenses',
  ),
  'personal.clothing': c('personal', 'Clothes', 'Ropa', 'l', 'Other expenses'),
  'personal.laundry': c(
    'personal',
    'Laundry and cleaning',
    'Lavandería y limpieza',
    'k',
    'Other expenses',
  ),
  'personal.grooming': c(
    'personal',
    'Grooming and toiletries',
    'Cuidado personal y artículos de aseo',
    't',
    'Other expenses',
  ),
  'entertainment.gifts_vacation': c(
    'entertainment',
    'Entertainment, gifts and vacation',
    'Entretenimiento, regalos y vacaciones',
    'n',
    'Other expenses',
  ),
  'education.self': c(
    'education',
    'Education (yourself)',
    'Educación (usted)',
    'm',
    'Other expenses',
  ),
  'charity.contributions': c(
    'charity',
    'Charitable contributions',
    'Donaciones benéficas',
    'r',
    'Other expenses',
  ),
  'savings.voluntary': c(
    'savings',
    'Savings and retirement (voluntary)',
    'Ahorros y jubilación (voluntarios)',
    'q',
    'Other expenses',
  ),
  'installments.payments': c(
    'installments',
    'Installment payments',
    'Pagos a plazos',
    's',
    'Payments to creditors',
  ),
  'support.other_relationships': c(
    'support',
    'Support paid for other relationships',
    'Manutención pagada por otras relaciones',
    't',
    'Other expenses',
  ),
  'pets.care': c('pets', 'Pets', 'Mascotas', 't', 'Other expenses'),
  'legal.attorney_fees': c(
    'legal',
    'Attorney fees',
    'Honorarios de abogado',
    't',
    'Other expenses',
  ),
  'legal.court_costs': c('legal', 'Court costs', 'Costos judiciales', 't', 'Other expenses'),
  other: c('other', 'Other', 'Otro', 't', 'Other expenses'),
} as const satisfies Record<string, CategoryDefinition>;

export type ExpenseCategory = keyof typeof DEFINITIONS;
export const EXPENSE_CATEGORIES = Object.keys(DEFINITIONS) as ExpenseCategory[];
/** What an expense is until someone says otherwise (every expense recorded before categories). */
export const DEFAULT_EXPENSE_CATEGORY: ExpenseCategory = 'other';
/** The categories whose expenses are the attorney fees the statement reports paid. */
export const LEGAL_FEE_CATEGORIES: readonly ExpenseCategory[] = [
  'legal.attorney_fees',
  'legal.court_costs',
];

export const EXPENSE_CATEGORY_MESSAGES = {
  categoryInvalid: 'Choose a category from the list',
} as const;

export function isExpenseCategory(value: unknown): value is ExpenseCategory {
  return typeof value === 'string' && Object.hasOwn(DEFINITIONS, value);
}

/** A category's name in the reader's language. */
export function expenseCategoryName(id: ExpenseCategory, language: Language = 'en'): string {
  const definition = DEFINITIONS[id];
  return language === 'es' ? definition.name_es : definition.name;
}

/** One category as GET /api/expense-categories lists it. */
export interface ExpenseCategoryDto {
  id: ExpenseCategory;
  group: ExpenseCategoryGroup;
  name: string;
  /** FL-150 item 13's line, e.g. "13a Rent or mortgage". */
  fl150_line: string;
  florida_section: string;
}

/** The list as the API answers it, names in the reader's language. */
export function expenseCategoryList(language: Language = 'en'): ExpenseCategoryDto[] {
  return EXPENSE_CATEGORIES.map((id) => {
    const definition = DEFINITIONS[id];
    return {
      id,
      group: definition.group,
      name: expenseCategoryName(id, language),
      fl150_line: `13${definition.fl150} ${FL150_LINES[definition.fl150]}`,
      florida_section: definition.florida,
    };
  });
}

/** FL-150 item 13's letter of a category. */
export function fl150Letter(id: ExpenseCategory): string {
  return DEFINITIONS[id].fl150;
}

const normalised = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Every way a file may write a category: its id, its English name, its Spanish name. */
const CATEGORY_BY_TEXT = new Map<string, ExpenseCategory>(
  EXPENSE_CATEGORIES.flatMap((id) => [
    [normalised(id), id],
    [normalised(DEFINITIONS[id].name), id],
    [normalised(DEFINITIONS[id].name_es), id],
  ]),
);

/**
 * The category a CSV cell names ('Child care', 'cuidado de los niños', 'children.child_care'),
 * whatever its case and spacing; null for anything else.
 */
export function readExpenseCategory(cell: string): ExpenseCategory | null {
  return CATEGORY_BY_TEXT.get(normalised(cell)) ?? null;
}

/** "When the name contains this text, the category is that": a rule she confirms on import. */
export interface CategoryRule {
  contains: string;
  category: ExpenseCategory;
}

/** The first rule whose text the name contains (case aside), or null. */
export function categoryByRules(
  name: string,
  rules: readonly CategoryRule[],
): ExpenseCategory | null {
  const text = normalised(name);
  const rule = rules.find(({ contains }) => {
    const wanted = normalised(contains);
    return wanted !== '' && text.includes(wanted);
  });
  return rule?.category ?? null;
}

/** GET /api/expense-categories: the list, names in the reader's language. */
export const expenseCategoriesResponseSchema = z.object({
  categories: z.array(
    z.object({
      id: z.custom<ExpenseCategory>(isExpenseCategory),
      group: z.enum(EXPENSE_CATEGORY_GROUPS),
      name: z.string(),
      fl150_line: z.string(),
      florida_section: z.string(),
    }),
  ),
}) satisfies z.ZodType<{ categories: ExpenseCategoryDto[] }>;
