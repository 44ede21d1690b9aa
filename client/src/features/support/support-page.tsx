import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Scale } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { RecordDeleteDialog } from '@/components/trackers/record-delete-dialog';
import { TrackerLoading, TrackerPage } from '@/components/trackers/tracker-states';
import { useTrackerPage } from '@/components/trackers/use-tracker-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { HistoryDialog, type HistoryTarget } from '@/features/evidence';
import { formatDisplayDate, todayIsoDate } from '@shared/dates';
import { formatUsd } from '@shared/money';
import type {
  ReimbursementDto,
  ReimbursementTarget,
  ReimbursementTransition,
  ReimbursementValues,
  SupportOrderDto,
  SupportOverview,
  SupportPaymentDto,
  SupportPaymentValues,
} from '@shared/support';
import {
  ORDER_TEXTS,
  PAYMENT_TEXTS,
  REQUEST_TEXTS,
  SUPPORT_TEXTS,
  supportOrderTracker,
  supportPaymentTracker,
  useMoveReimbursement,
  useRequestReimbursement,
  type OrderValues,
} from './api';
import {
  emptyRequestForm,
  MoveDialog,
  moveBody,
  moveFormValues,
  RequestDialog,
} from './components/request-dialogs';
import {
  emptyOrderForm,
  emptyPaymentForm,
  OrderFormDialog,
  orderFormValues,
  PaymentFormDialog,
  paymentFormValues,
  type OrderForm,
  type PaymentForm,
} from './components/support-form-dialogs';
import { SupportDownloads } from './components/support-downloads';
import {
  isEmptyOverview,
  Section,
  SupportSections,
  type SupportHistoryEntity,
} from './components/support-records';
import { useActionDialog } from './components/use-action-dialog';
import { orderName, scheduleText } from './words';

/** Read by the readability check: the page's one line of explanation. */
const INTRO = msg({
  message:
    'Track support orders and payments, see what is behind, and ask the other party to share a cost.',
  comment: 'help',
});

function Header() {
  const { i18n } = useLingui();
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>Support and reimbursements</Trans>
      </h1>
      <p className="mt-1 max-w-2xl text-slate-600">{i18n._(INTRO)}</p>
    </header>
  );
}

/** No orders and no requests: one calm sentence and the two ways to begin. */
function EmptyState({ onAddOrder, onRequest }: { onAddOrder: () => void; onRequest: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <Scale aria-hidden="true" className="size-10 text-slate-400" />
      <p className="max-w-md text-slate-600">
        <Trans>
          Add a support order to follow its payments, or ask the other party to pay their share of a
          cost.
        </Trans>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button writes onClick={onAddOrder}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add order</Trans>
        </Button>
        <Button writes variant="outline" onClick={onRequest}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Request reimbursement</Trans>
        </Button>
      </div>
    </Card>
  );
}

type HistoryOf = { entity: SupportHistoryEntity; target: HistoryTarget };

type Move = { request: ReimbursementDto; to: ReimbursementTarget };

/**
 * /support (premium; docs/support.md): her support orders and the payments made on them, the
 * ledger of what fell due and what is behind, month by month, and her reimbursement requests
 * with their clocks; the arrears statement as a PDF and everything as a CSV. Neutral words
 * throughout: she may be the one who pays or the one who is paid.
 */
export function SupportPage() {
  const orders = useTrackerPage<SupportOrderDto, OrderForm, OrderValues, SupportOverview>(
    supportOrderTracker,
    { emptyValues: emptyOrderForm, formValues: orderFormValues },
  );
  // Both trackers read the one GET /api/support answer.
  const overview = orders.records;
  const payments = useTrackerPage<
    SupportPaymentDto,
    PaymentForm,
    SupportPaymentValues,
    SupportOverview
  >(supportPaymentTracker, {
    emptyValues: () => emptyPaymentForm(overview?.orders ?? []),
    formValues: paymentFormValues,
  });
  const requestReimbursement = useRequestReimbursement();
  const moveReimbursement = useMoveReimbursement();
  const requestDialog = useActionDialog<null, ReimbursementValues>({
    save: (_target, values) => requestReimbursement.mutateAsync(values),
    failure: REQUEST_TEXTS.request,
  });
  const moveDialog = useActionDialog<Move, ReimbursementTransition>({
    save: ({ request }, values) =>
      moveReimbursement.mutateAsync({ id: request.id, move: moveBody(values) }),
    failure: REQUEST_TEXTS.move,
  });
  const [historyOf, setHistoryOf] = useState<HistoryOf | null>(null);
  const { t } = useLingui();
  const today = todayIsoDate();

  const orderDeleteNotice = (order: SupportOrderDto) => {
    const name = orderName(order);
    const schedule = scheduleText(order.amount, order.frequency);
    return t`“${name}” (${schedule}) will be deleted. Its history stays in your records.`;
  };
  const paymentDeleteNotice = (payment: SupportPaymentDto) => {
    const money = formatUsd(payment.amount);
    const date = formatDisplayDate(payment.date);
    return t`The payment of ${money} on ${date} will be deleted. Its history stays in your records.`;
  };
  const openRequest = () => requestDialog.show(null);

  let body: ReactNode;
  if (overview === undefined) {
    body = <TrackerLoading label={SUPPORT_TEXTS.loading} />;
  } else if (isEmptyOverview(overview)) {
    body = <EmptyState onAddOrder={orders.editor.openAdd} onRequest={openRequest} />;
  } else {
    body = (
      <>
        <SupportSections
          overview={overview}
          today={today}
          onHistory={(entity, target) => setHistoryOf({ entity, target })}
          writes={{
            addOrder: orders.editor.openAdd,
            editOrder: orders.editor.openEdit,
            deleteOrder: orders.editor.askToDelete,
            recordPayment: payments.editor.openAdd,
            editPayment: payments.editor.openEdit,
            deletePayment: payments.editor.askToDelete,
            requestReimbursement: openRequest,
            moveRequest: (request, to) => moveDialog.show({ request, to }),
          }}
        />
        <Section
          id="support-downloads"
          title={t`Downloads`}
          description={t`The arrears statement lists each due, each payment and what is behind. The CSV opens in a spreadsheet.`}
        >
          <div className="p-4 sm:p-5">
            <SupportDownloads through={overview.ledger.through} />
          </div>
        </Section>
      </>
    );
  }

  return (
    <TrackerPage
      page={orders}
      title={t`Support and reimbursements`}
      texts={SUPPORT_TEXTS}
      homeHref={paths.home}
    >
      <Header />
      {body}

      <OrderFormDialog
        key={`order-${orders.editor.formDialogKey}`}
        {...orders.editor.formDialogProps}
      />
      <PaymentFormDialog
        key={`payment-${payments.editor.formDialogKey}`}
        {...payments.editor.formDialogProps}
        orders={overview?.orders ?? []}
      />
      <RequestDialog
        key={`request-${requestDialog.key}`}
        {...requestDialog.dialogProps}
        defaultValues={emptyRequestForm()}
        presets={overview?.reimbursements.presets ?? {}}
      />
      <MoveDialog
        key={`move-${moveDialog.key}`}
        {...moveDialog.dialogProps}
        request={moveDialog.target?.request ?? null}
        to={moveDialog.target?.to ?? 'paid'}
        defaultValues={
          moveDialog.target === null
            ? { to: 'paid', amount: '', reason: '', note: '' }
            : moveFormValues(moveDialog.target.request, moveDialog.target.to)
        }
      />

      <HistoryDialog
        entity={historyOf?.entity ?? 'support_order'}
        target={historyOf?.target ?? null}
        onClose={() => setHistoryOf(null)}
      />

      <RecordDeleteDialog
        {...orders.editor.deleteDialogProps}
        title={ORDER_TEXTS.confirmDelete}
        describe={orderDeleteNotice}
      />
      <RecordDeleteDialog
        {...payments.editor.deleteDialogProps}
        title={PAYMENT_TEXTS.confirmDelete}
        describe={paymentDeleteNotice}
      />
    </TrackerPage>
  );
}
