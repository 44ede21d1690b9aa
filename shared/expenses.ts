/**
 * The expense request body (POST /api/expenses, PUT /api/expenses/:id) and response shape.
 * The same schema drives the client form through zodResolver, so its input side takes what an
 * <input type="number"> yields and its messages are the product's (docs/product.md#validation).
 */
import { z } from 'zod';
import {
  DEFAULT_EXPENSE_CATEGORY,
  EXPENSE_CATEGORY_MESSAGES,
  type ExpenseCategory,
  isExpenseCategory,
} from './expense-categories';
import { calendarDateField, moneyField, requiredText, textLimit } from './validation';

/** The product sets no limit; long enough for any real expense, short enough to show in a table. */
export const EXPENSE_NAME_MAX_LENGTH = 200;
const nameLimit = textLimit('Expense name', EXPENSE_NAME_MAX_LENGTH);

export const EXPENSE_MESSAGES = {
  nameRequired: 'Expense name is required',
  nameTooLong: nameLimit.tooLong,
  nameInvalidCharacter: nameLimit.invalidCharacter,
  amountPositive: 'Amount must be positive',
  amountTooPrecise: 'Amount can have at most 2 decimal places',
  amountTooLarge: 'Amount must be at most 99,999,999.99',
  invalidDate: 'Invalid date format',
} as const;

const categoryField = z.custom<ExpenseCategory>(isExpenseCategory, {
  error: EXPENSE_CATEGORY_MESSAGES.categoryInvalid,
});

/** The minimum expense, 0.01 (docs/product.md#limits-and-timings), in cents. */
const MIN_EXPENSE_CENTS = 1;

export const expenseInputSchema = z.object({
  name: requiredText(EXPENSE_MESSAGES.nameRequired, nameLimit),
  amount: moneyField(MIN_EXPENSE_CENTS, {
    invalid: EXPENSE_MESSAGES.amountPositive,
    tooPrecise: EXPENSE_MESSAGES.amountTooPrecise,
    tooLarge: EXPENSE_MESSAGES.amountTooLarge,
  }),
  date: calendarDateField(EXPENSE_MESSAGES.invalidDate),
  /** An id of shared/expense-categories.ts; a new expense without one is "Other". */
  category: categoryField.default(DEFAULT_EXPENSE_CATEGORY),
});

/** PUT /api/expenses/:id: a body without a category leaves the expense's as it is. */
export const expenseUpdateSchema = expenseInputSchema.extend({
  category: categoryField.optional(),
});

/** What a form or request supplies: amount as a number or a numeric string. */
export type ExpenseInput = z.input<typeof expenseInputSchema>;
/** After parsing: trimmed name, amount as "12.50", date as 'YYYY-MM-DD', a category id. */
export type ExpenseValues = z.output<typeof expenseInputSchema>;
export type ExpenseUpdateValues = z.output<typeof expenseUpdateSchema>;

/** An expense as the API returns it; amount is the exact numeric(10,2) string. */
export interface ExpenseDto {
  id: number;
  date: string;
  name: string;
  amount: string;
  created_at: string;
  updated_at: string;
  category: ExpenseCategory;
}

export interface ExpenseImportResponse {
  imported: number;
  expenses: ExpenseDto[];
}

/** The answer's contract, as the client reads it (requestParsed) and the tests fake it. */
export const expenseDtoSchema = z.object({
  id: z.number(),
  date: z.string(),
  name: z.string(),
  amount: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  category: z.custom<ExpenseCategory>(isExpenseCategory).default(DEFAULT_EXPENSE_CATEGORY),
  document_count: z.number().int().nonnegative().default(0),
}) satisfies z.ZodType<ExpenseDto>;

export const expenseListSchema = z.array(expenseDtoSchema);

export const expenseImportResponseSchema = z.object({
  imported: z.number(),
  expenses: z.array(expenseDtoSchema),
}) satisfies z.ZodType<ExpenseImportResponse>;
