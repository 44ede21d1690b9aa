/**
 * 'Add order' / 'Edit order' and 'Record payment' / 'Edit payment': the trackers' form dialog
 * with each one's fields, checked by the shared schemas, and each amount echoed as she types.
 * An order's edit asks from when a new amount, frequency or first due applies, and only then.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createContext, useContext } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { amountEcho } from '@/components/trackers/amount-echo';
import {
  RecordFormDialog,
  type FormDialogProps,
  type FormDialogTexts,
  type RecordFieldsProps,
} from '@/components/trackers/record-form-dialog';
import { SelectField, TextareaField, TextField } from '@/components/ui/form-field';
import { liveTexts } from '@/components/ui/live-texts';
import { useLanguage } from '@/lib/i18n';
import { todayIsoDate } from '@shared/dates';
import { amountToCents } from '@shared/money';
import {
  PAYMENT_METHODS,
  paymentMethodName,
  SUPPORT_FREQUENCIES,
  SUPPORT_ORDER_TYPES,
  SUPPORT_PAYERS,
  supportFrequencyName,
  supportOrderInputSchema,
  supportOrderName,
  supportOrderTypeName,
  supportOrderUpdateSchema,
  supportPayerName,
  supportPaymentInputSchema,
  type PaymentMethod,
  type SupportOrderDto,
  type SupportOrderInput,
  type SupportPaymentDto,
  type SupportPaymentInput,
  type SupportPaymentValues,
} from '@shared/support';
import type { OrderValues } from '../api';

const ORDER_MODES: FormDialogTexts = liveTexts({
  add: {
    title: msg`Add order`,
    description: msg`The support the court ordered, or the amount the two of you agreed on.`,
    submit: msg`Add order`,
  },
  edit: {
    title: msg`Edit order`,
    description: msg`Change the details of this order.`,
    submit: msg`Update order`,
  },
});

const PAYMENT_MODES: FormDialogTexts = liveTexts({
  add: {
    title: msg`Record payment`,
    description: msg`A support payment that was made, by you or to you.`,
    submit: msg`Record payment`,
  },
  edit: {
    title: msg`Edit payment`,
    description: msg`Change the details of this payment.`,
    submit: msg`Update payment`,
  },
});

/** Read by the readability check: why the edit asks for a date. */
const EFFECTIVE_FROM_HINT = msg({
  message: 'Dues before this date keep the old amount.',
  comment: 'help',
});

/** What the order form holds: the shared input, and on an edit the date a change applies from. */
export type OrderForm = SupportOrderInput & { effective_from?: unknown };

/** A blank order: child support the other party pays every month, from today. */
export function emptyOrderForm(): OrderForm {
  return {
    type: 'child_support',
    payer: 'other_party',
    amount: '',
    frequency: 'monthly',
    first_due: todayIsoDate(),
    end_date: '',
    case_number: '',
  };
}

/** An edit form holding the order's current values; a change applies from today unless told. */
export function orderFormValues(order: SupportOrderDto): OrderForm {
  return {
    type: order.type,
    payer: order.payer,
    amount: order.amount,
    frequency: order.frequency,
    first_due: order.first_due,
    end_date: order.end_date ?? '',
    case_number: order.case_number ?? '',
    effective_from: todayIsoDate(),
  };
}

/** What the payment form holds: no order chosen yet is ''. */
export type PaymentForm = Omit<SupportPaymentInput, 'order_id'> & { order_id: number | '' };

/** A blank payment: today, by bank transfer, for her one order when she has only one. */
export function emptyPaymentForm(orders: readonly SupportOrderDto[]): PaymentForm {
  return {
    order_id: orders.length === 1 ? orders[0]!.id : '',
    date: todayIsoDate(),
    amount: '',
    method: 'bank_transfer',
    reference: '',
    note: '',
  };
}

/** An edit form holding the payment's current values. */
export function paymentFormValues(payment: SupportPaymentDto): PaymentForm {
  return {
    order_id: payment.order_id,
    date: payment.date,
    amount: payment.amount,
    method: payment.method,
    reference: payment.reference ?? '',
    note: payment.note ?? '',
  };
}

type OrderSchema = z.ZodType<OrderValues, OrderForm>;

export function OrderFormDialog(props: FormDialogProps<OrderForm, OrderValues>) {
  return (
    <RecordFormDialog
      {...props}
      texts={ORDER_MODES}
      schema={
        (props.mode === 'edit'
          ? supportOrderUpdateSchema
          : supportOrderInputSchema) as unknown as OrderSchema
      }
      fields={props.mode === 'edit' ? EditOrderFields : OrderFields}
    />
  );
}

export function PaymentFormDialog({
  orders,
  ...props
}: FormDialogProps<PaymentForm, SupportPaymentValues> & {
  orders: readonly SupportOrderDto[];
}) {
  return (
    <PaymentOrders.Provider value={orders}>
      <RecordFormDialog
        {...props}
        texts={PAYMENT_MODES}
        schema={supportPaymentInputSchema as z.ZodType<SupportPaymentValues, PaymentForm>}
        fields={PaymentFields}
      />
    </PaymentOrders.Provider>
  );
}

/** The `<option>`s of a select, one per id, named in the language spoken. */
function Options({ ids, name }: { ids: readonly string[]; name: (id: string) => string }) {
  return ids.map((id) => (
    <option key={id} value={id}>
      {name(id)}
    </option>
  ));
}

function OrderFields({ form }: RecordFieldsProps<OrderForm, OrderValues>) {
  const { register, formState, control } = form;
  const { errors } = formState;
  const { t } = useLingui();
  const language = useLanguage();
  const amount = useWatch({ control, name: 'amount' });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t`Kind of support`} error={errors.type?.message} {...register('type')}>
          <Options ids={SUPPORT_ORDER_TYPES} name={(id) => supportOrderTypeName(id, language)} />
        </SelectField>
        <SelectField label={t`Who pays`} error={errors.payer?.message} {...register('payer')}>
          <Options ids={SUPPORT_PAYERS} name={(id) => supportPayerName(id, language)} />
        </SelectField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Amount ($)`}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          placeholder="0.00"
          className="money"
          hint={amountEcho(amount, t`Each time it is due`)}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <SelectField
          label={t`How often`}
          error={errors.frequency?.message}
          {...register('frequency')}
        >
          <Options ids={SUPPORT_FREQUENCIES} name={(id) => supportFrequencyName(id, language)} />
        </SelectField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`First due date`}
          type="date"
          error={errors.first_due?.message}
          {...register('first_due')}
        />
        <TextField
          label={t`End date (optional)`}
          type="date"
          error={errors.end_date?.message}
          {...register('end_date')}
        />
      </div>
      <TextField
        label={t`Case number (optional)`}
        autoComplete="off"
        error={errors.case_number?.message}
        {...register('case_number')}
      />
    </>
  );
}

/** The order's fields, and the date a new schedule applies from once the schedule changes. */
function EditOrderFields(props: RecordFieldsProps<OrderForm, OrderValues>) {
  const { register, formState, control } = props.form;
  const { t, i18n } = useLingui();
  const [amount, frequency, firstDue] = useWatch({
    control,
    name: ['amount', 'frequency', 'first_due'],
  });
  const saved = formState.defaultValues;
  const isScheduleChanged =
    saved !== undefined &&
    // '500' is the saved '500.00': only another amount is a change.
    (amountToCents(amount) !== amountToCents(saved.amount) ||
      frequency !== saved.frequency ||
      firstDue !== saved.first_due);
  return (
    <>
      <OrderFields {...props} />
      {isScheduleChanged && (
        <TextField
          label={t`From when does the change apply?`}
          type="date"
          hint={i18n._(EFFECTIVE_FROM_HINT)}
          error={formState.errors.effective_from?.message}
          {...register('effective_from')}
        />
      )}
    </>
  );
}

const REFERENCE_LABELS = liveTexts({
  check: msg`Check number`,
  reference: msg`Reference`,
});

/** What the reference is called for a method, or null when the method has none. */
function referenceLabel(method: PaymentMethod): string | null {
  switch (method) {
    case 'check':
      return REFERENCE_LABELS.check;
    case 'payment_app':
    case 'bank_transfer':
      return REFERENCE_LABELS.reference;
    default:
      return null;
  }
}

/** The orders a payment can be for: the payment dialog's fields read them. */
const PaymentOrders = createContext<readonly SupportOrderDto[]>([]);

function PaymentFields({
  form: { register, formState, control, setValue },
}: RecordFieldsProps<PaymentForm, SupportPaymentValues>) {
  const { errors: fieldErrors } = formState;
  const { t } = useLingui();
  const language = useLanguage();
  const orders = useContext(PaymentOrders);
  const [amount, method] = useWatch({ control, name: ['amount', 'method'] });
  const reference = referenceLabel(method as PaymentMethod);
  return (
    <>
      <SelectField
        label={t`Order`}
        error={fieldErrors.order_id?.message}
        {...register('order_id', {
          setValueAs: (value: unknown) => (value === '' ? '' : Number(value)),
        })}
      >
        {orders.length !== 1 && <option value="">{t`Choose the order`}</option>}
        {orders.map((order) => (
          <option key={order.id} value={order.id}>
            {`${supportOrderName(order, language)} · ${supportPayerName(order.payer, language)}`}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Date`}
          type="date"
          error={fieldErrors.date?.message}
          {...register('date')}
        />
        <TextField
          label={t`Amount ($)`}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          placeholder="0.00"
          className="money"
          hint={amountEcho(amount, t`What was paid`)}
          error={fieldErrors.amount?.message}
          {...register('amount')}
        />
      </div>
      <SelectField
        label={t`How it was paid`}
        error={fieldErrors.method?.message}
        {...register('method', {
          // Cash and wage withholding have no reference: one typed before is not kept.
          onChange: (event: { target: { value: string } }) => {
            if (referenceLabel(event.target.value as PaymentMethod) === null) {
              setValue('reference', '');
            }
          },
        })}
      >
        <Options ids={PAYMENT_METHODS} name={(id) => paymentMethodName(id, language)} />
      </SelectField>
      {reference !== null && (
        <TextField
          label={reference}
          autoComplete="off"
          error={fieldErrors.reference?.message}
          {...register('reference')}
        />
      )}
      <TextareaField
        label={t`Note (optional)`}
        error={fieldErrors.note?.message}
        {...register('note')}
      />
    </>
  );
}
