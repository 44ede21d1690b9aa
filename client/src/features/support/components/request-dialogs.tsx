/**
 * 'Request reimbursement' (from an expense in her tracker, or for something not in it, with the
 * other party's share and the two clocks) and the moves of a request: 'Mark paid', 'Mark
 * disputed' and 'Mark resolved'. Each is the trackers' form dialog, checked by the shared
 * schemas; the amount requested is echoed as she types.
 */
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { amountEcho } from '@/components/trackers/amount-echo';
import {
  RecordFormDialog,
  type FormDialogProps,
  type FormDialogTexts,
  type RecordFieldsProps,
} from '@/components/trackers/record-form-dialog';
import { Alert } from '@/components/ui/alert';
import { SelectField, TextareaField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { expensesQueryOptions } from '@/features/expenses';
import { useLanguage } from '@/lib/i18n';
import { formatDisplayDate, todayIsoDate } from '@shared/dates';
import { expenseCategoryName } from '@shared/expense-categories';
import { amountToCents, centsToAmountText, formatUsd, requireAmountCents } from '@shared/money';
import {
  DEFAULT_CLOCK_DAYS,
  DEFAULT_SHARE_PERCENT,
  DISPUTE_REASON_IDS,
  disputeReasonName,
  percentToHundredths,
  reimbursementInputSchema,
  reimbursementTransitionSchema,
  requestedAmountCents,
  SUPPORT_MESSAGES,
  type ReimbursementDto,
  type ReimbursementTarget,
  type ReimbursementTransition,
  type ReimbursementValues,
} from '@shared/support';
import type { ReimbursementMove } from '../api';
import { stillRequestedText } from '../summary';

/** Read by the readability check: what the two clocks count. */
const CLOCKS_HINT = msg({
  message:
    'The statement is due this many days after the expense. The payment is due this many days after you ask.',
  comment: 'help',
});

/** The one mode these dialogs have, under both of the form dialog's names. */
function oneMode(text: FormDialogTexts['add']): FormDialogTexts {
  return { add: text, edit: text };
}

/** What the request form holds: where the cost comes from, and each field as typed. */
type RequestForm = {
  source: 'expense' | 'other';
  expense_id: string;
  search: string;
  name: string;
  amount: string;
  share_percent: string;
  requested_on: string;
  statement_days: string;
  payment_days: string;
};

/** A share as she would type it: '50.00' → '50', '33.30' → '33.3'. */
function shareText(percent: string): string {
  return String(Number(percent));
}

/** A blank request: from an expense, half of it, asked for today, with 30 days on each clock. */
export function emptyRequestForm(): RequestForm {
  return {
    source: 'expense',
    expense_id: '',
    search: '',
    name: '',
    amount: '',
    share_percent: shareText(DEFAULT_SHARE_PERCENT),
    requested_on: todayIsoDate(),
    statement_days: String(DEFAULT_CLOCK_DAYS),
    payment_days: String(DEFAULT_CLOCK_DAYS),
  };
}

const typedNumber = (value: string) => (value.trim() === '' ? '' : Number(value));

/** The request body the form says: an expense's id, or a name and an amount, never both. */
function requestBody(form: RequestForm) {
  const fromExpense = form.source === 'expense';
  return {
    expense_id: fromExpense && form.expense_id !== '' ? Number(form.expense_id) : null,
    name: fromExpense ? null : form.name,
    amount: fromExpense ? null : form.amount,
    share_percent: form.share_percent,
    requested_on: form.requested_on,
    statement_days: typedNumber(form.statement_days),
    payment_days: typedNumber(form.payment_days),
  };
}

const requestFormSchema = z.preprocess(
  (form) => requestBody(form as RequestForm),
  reimbursementInputSchema,
) as unknown as z.ZodType<ReimbursementValues, RequestForm>;

/** The share last asked for in each expense category (GET /api/support's `presets`). */
const SharePresets = createContext<Readonly<Record<string, string>>>({});

type RequestDialogProps = FormDialogProps<RequestForm, ReimbursementValues> & {
  presets: Readonly<Record<string, string>>;
};

export function RequestDialog({ presets, ...props }: RequestDialogProps) {
  const { t } = useLingui();
  return (
    <SharePresets.Provider value={presets}>
      <RecordFormDialog
        {...props}
        texts={oneMode({
          title: t`Request reimbursement`,
          description: t`Ask the other party to pay their share of a cost, such as a child's doctor visit.`,
          submit: t`Request reimbursement`,
        })}
        schema={requestFormSchema}
        fields={RequestFields}
      />
    </SharePresets.Provider>
  );
}

/** How many expenses the picker lists at once. */
const SHOWN_EXPENSES = 50;

/** The amount requested of what is typed, or null until both the amount and the share are. */
function requestedEcho(amount: string | null, share: string): string | null {
  if (amount === null) return null;
  const cents = amountToCents(amount.trim());
  const hundredths = percentToHundredths(share);
  if (cents === null || cents <= 0 || hundredths === null || hundredths < 1 || hundredths > 10_000)
    return null;
  return formatUsd(centsToAmountText(requestedAmountCents(cents, share.trim())));
}

function RequestFields({ form }: RecordFieldsProps<RequestForm, ReimbursementValues>) {
  const { register, formState, control, setValue, getFieldState } = form;
  const { errors } = formState;
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const presets = useContext(SharePresets);
  const expenses = useQuery(expensesQueryOptions);
  const [source, expenseId, search, typedAmount, share] = useWatch({
    control,
    name: ['source', 'expense_id', 'search', 'amount', 'share_percent'],
  });
  const fromExpense = source === 'expense';
  const chosen = expenses.data?.find((expense) => String(expense.id) === expenseId);
  const requested = requestedEcho(fromExpense ? (chosen?.amount ?? null) : typedAmount, share);
  const needle = search.trim().toLowerCase();
  const allMatches = (expenses.data ?? []).filter(
    (expense) => needle === '' || expense.name.toLowerCase().includes(needle),
  );
  // The tracker's newest first; a long list is narrowed by the search, not scrolled through.
  const matches = allMatches.slice(0, SHOWN_EXPENSES);
  const hiddenCount = allMatches.length - matches.length;

  return (
    <>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">
          <Trans>What is it for?</Trans>
        </legend>
        {(
          [
            ['expense', t`An expense in my tracker`],
            ['other', t`Something not in my expenses`],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-base text-slate-800">
            <input
              type="radio"
              value={value}
              className="size-5 accent-primary"
              {...register('source')}
            />
            {label}
          </label>
        ))}
      </fieldset>

      {fromExpense ? (
        <div className="space-y-2">
          <TextField
            label={t`Search your expenses`}
            type="search"
            autoComplete="off"
            {...register('search')}
          />
          {expenses.isPending ? (
            <div className="flex items-center gap-2 py-2 text-sm text-slate-600">
              <Spinner size="sm" label={t`Loading your expenses`} />
              <Trans>Loading your expenses...</Trans>
            </div>
          ) : expenses.isError ? (
            <Alert tone="error">
              <Trans>
                Your expenses could not be loaded. Choose “Something not in my expenses” instead.
              </Trans>
            </Alert>
          ) : matches.length === 0 ? (
            <p className="text-sm text-slate-600">
              {needle === ''
                ? t`No expenses in your tracker yet.`
                : t`No expenses match “${search}”.`}
            </p>
          ) : (
            <fieldset>
              <legend className="sr-only">{t`Choose an expense`}</legend>
              <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
                {matches.map((expense) => {
                  const date = formatDisplayDate(expense.date, language);
                  const amount = formatUsd(expense.amount);
                  const category = expenseCategoryName(expense.category, language);
                  return (
                    <li key={expense.id}>
                      <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50">
                        <input
                          type="radio"
                          value={String(expense.id)}
                          className="size-5 shrink-0 accent-primary"
                          {...register('expense_id', {
                            // The share starts from what she last asked in the category.
                            onChange: () => {
                              if (getFieldState('share_percent').isDirty) return;
                              const preset = presets[expense.category] ?? DEFAULT_SHARE_PERCENT;
                              setValue('share_percent', shareText(preset));
                            },
                          })}
                        />
                        <span className="min-w-0 flex-1">
                          <span className="block font-medium break-words text-slate-900">
                            {expense.name}
                          </span>
                          <span className="block text-sm text-slate-600">
                            {date} · {category}
                          </span>
                        </span>
                        <span className="money font-medium text-slate-900">{amount}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
              {hiddenCount > 0 && (
                <p className="mt-1 text-sm text-slate-600">
                  {plural(hiddenCount, {
                    one: '# older expense is not shown. Search to find it.',
                    other: '# older expenses are not shown. Search to find one.',
                  })}
                </p>
              )}
            </fieldset>
          )}
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`Name`}
            autoComplete="off"
            placeholder={t`e.g. School trip`}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t`Amount ($)`}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            placeholder="0.00"
            className="money"
            hint={amountEcho(typedAmount, t`The whole cost`)}
            error={errors.amount?.message}
            {...register('amount')}
          />
        </div>
      )}
      {errors.expense_id?.message !== undefined && (
        <p role="alert" className="text-sm text-destructive">
          {errors.expense_id.message}
        </p>
      )}

      <TextField
        label={t`The other party’s share (%)`}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        max="100"
        hint={t`The part of the cost the other party pays.`}
        error={errors.share_percent?.message}
        {...register('share_percent')}
      />
      <div aria-live="polite" data-testid="requested-echo">
        {requested !== null && (
          <p className="rounded-md bg-slate-50 px-3 py-2 text-sm font-medium text-slate-800 tabular-nums">
            {t`Amount requested: ${requested}`}
          </p>
        )}
      </div>
      <TextField
        label={t`Requested on`}
        type="date"
        error={errors.requested_on?.message}
        {...register('requested_on')}
      />
      <div className="space-y-1.5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`Days to send the statement`}
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            max="365"
            error={errors.statement_days?.message}
            {...register('statement_days')}
          />
          <TextField
            label={t`Days to pay`}
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            max="365"
            error={errors.payment_days?.message}
            {...register('payment_days')}
          />
        </div>
        <p className="text-sm text-slate-500">{i18n._(CLOCKS_HINT)}</p>
      </div>
    </>
  );
}

/** What a move's form holds: the target, and each field as typed. */
type MoveForm = { to: ReimbursementTarget; amount: string; reason: string; note: string };

/** A move's form: paying starts from what is still requested. */
export function moveFormValues(request: ReimbursementDto, to: ReimbursementTarget): MoveForm {
  return {
    to,
    amount: to === 'paid' ? stillRequestedText(request) : '',
    reason: '',
    note: '',
  };
}

/** What a move sends: only what its target reads. */
export function moveBody(values: ReimbursementTransition): ReimbursementMove {
  switch (values.to) {
    case 'paid':
      return values.amount === null ? { to: 'paid' } : { to: 'paid', amount: values.amount };
    case 'disputed':
      return { to: 'disputed', reason: values.reason ?? undefined, note: values.note };
    case 'resolved':
      return { to: 'resolved', note: values.note };
  }
}

/**
 * The shared schema of a move, which also refuses paying more than is still requested (the
 * server's 400), so she reads why before anything is sent.
 */
function moveSchema(request: ReimbursementDto | null) {
  const restCents = request === null ? 0 : requireAmountCents(stillRequestedText(request));
  return reimbursementTransitionSchema.superRefine((values, ctx) => {
    if (values.to !== 'paid' || values.amount === null) return;
    if (requireAmountCents(values.amount) > restCents) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: SUPPORT_MESSAGES.paidTooMuch });
    }
  }) as z.ZodType<ReimbursementTransition, MoveForm>;
}

/** The request a move dialog is about; each field set reads it. */
const MovedRequest = createContext<ReimbursementDto | null>(null);

type MoveDialogProps = FormDialogProps<MoveForm, ReimbursementTransition> & {
  request: ReimbursementDto | null;
  to: ReimbursementTarget;
};

export function MoveDialog({ request, to, ...props }: MoveDialogProps) {
  const { t } = useLingui();
  const name = request?.name ?? '';
  const rest = formatUsd(request === null ? '0' : stillRequestedText(request));
  const texts = {
    paid: {
      title: t`Mark paid`,
      description: t`How much was paid for “${name}”? ${rest} is still requested.`,
      submit: t`Mark paid`,
    },
    disputed: {
      title: t`Mark disputed`,
      description: t`Say why the request for “${name}” is disputed.`,
      submit: t`Mark disputed`,
    },
    resolved: {
      title: t`Mark resolved`,
      description: t`The dispute over “${name}” is settled.`,
      submit: t`Mark resolved`,
    },
  }[to];
  return (
    <MovedRequest.Provider value={request}>
      <RecordFormDialog
        {...props}
        texts={oneMode(texts)}
        schema={moveSchema(request)}
        fields={to === 'paid' ? PaidFields : to === 'disputed' ? DisputedFields : ResolvedFields}
      />
    </MovedRequest.Provider>
  );
}

function PaidFields({ form }: RecordFieldsProps<MoveForm, ReimbursementTransition>) {
  const { register, formState, control } = form;
  const { t } = useLingui();
  const request = useContext(MovedRequest);
  const amount = useWatch({ control, name: 'amount' });
  const restCents = request === null ? 0 : (amountToCents(stillRequestedText(request)) ?? 0);
  const paidCents = amountToCents(amount.trim());
  const left =
    paidCents !== null && paidCents > 0 && paidCents < restCents
      ? formatUsd(centsToAmountText(restCents - paidCents))
      : null;
  return (
    <>
      <TextField
        label={t`Amount paid ($)`}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        className="money"
        hint={amountEcho(amount, t`Paid in full unless you change it`)}
        error={formState.errors.amount?.message}
        {...register('amount')}
      />
      <div aria-live="polite" data-testid="partly-paid-echo">
        {left !== null && (
          <p className="rounded-md bg-slate-50 px-3 py-2 text-sm font-medium text-slate-800 tabular-nums">
            {t`It will be marked partly paid, with ${left} still requested.`}
          </p>
        )}
      </div>
    </>
  );
}

function DisputedFields({ form }: RecordFieldsProps<MoveForm, ReimbursementTransition>) {
  const { register, formState, control } = form;
  const { t } = useLingui();
  const language = useLanguage();
  const reason = useWatch({ control, name: 'reason' });
  return (
    <>
      <SelectField
        label={t`Reason`}
        error={formState.errors.reason?.message}
        {...register('reason')}
      >
        <option value="">{t`Choose a reason`}</option>
        {DISPUTE_REASON_IDS.map((id) => (
          <option key={id} value={id}>
            {disputeReasonName(id, language)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label={reason === 'other' ? t`Note` : t`Note (optional)`}
        error={formState.errors.note?.message}
        {...register('note')}
      />
    </>
  );
}

function ResolvedFields({ form }: RecordFieldsProps<MoveForm, ReimbursementTransition>) {
  const { t } = useLingui();
  return (
    <TextareaField
      label={t`Note (optional)`}
      error={form.formState.errors.note?.message}
      {...form.register('note')}
    />
  );
}
