/**
 * The division screen's pure parts: an item's PUT body with its division fields (checked by the
 * item form's own schema, so the screen says what the server would), and the balance sheet read
 * from the API's answer. Amounts are integer cents; the rule itself is `shared/division.ts`.
 */
import { msg, t } from '@lingui/core/macro';
import { liveTexts } from '@/components/ui/live-texts';
import { networthItemInput } from '@/features/networth';
import type { Language } from '@shared/language';
import {
  estateNote as noteForEstate,
  itemNetCents,
  splitPartCents,
  splitShareTenths,
  type DivisionResponse,
  type Spouse,
} from '@shared/division';
import { centsToAmountText, formatUsd, requireAmountCents } from '@shared/money';
import {
  networthItemInputSchema,
  type NetworthItemDto,
  type NetworthItemValues,
} from '@shared/networth';

/** The division fields of an item, as a write sets them. */
export type ItemPlan = Pick<NetworthItemDto, 'character' | 'proposed_to' | 'split_share'>;

export type ItemPlanWrite = {
  /** The item as it will be stored, for the screen until the server answers. */
  planned: NetworthItemDto;
  /** The full PUT body: the item as the item form sends it, with its division fields. */
  values: NetworthItemValues;
};

/** The PUT of `item` with `plan`, or the first reason the item form's schema refuses it. */
export function planItemWrite(
  item: NetworthItemDto,
  plan: ItemPlan,
): { ok: true; write: ItemPlanWrite } | { ok: false; message: string } {
  const parsed = networthItemInputSchema.safeParse({ ...networthItemInput(item), ...plan });
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues[0]?.message ?? t`Invalid item` };
  }
  const values = parsed.data;
  return {
    ok: true,
    write: {
      values,
      planned: {
        ...item,
        character: values.character ?? item.character,
        proposed_to: values.proposed_to ?? null,
        split_share: values.split_share ?? null,
      },
    },
  };
}

/** A share in tenths of a percent as the screen writes it: 625 → "62.5". */
export function shareText(tenths: number): string {
  return (tenths / 10).toFixed(1);
}

export const SPOUSES: readonly Spouse[] = ['spouse_1', 'spouse_2'];

const SPOUSE_NAMES: Readonly<Record<Spouse, string>> = {
  spouse_1: 'Spouse 1',
  spouse_2: 'Spouse 2',
};

function otherSpouse(spouse: Spouse): Spouse {
  return spouse === 'spouse_1' ? 'spouse_2' : 'spouse_1';
}

/** One line of the balance sheet: what it is, and its amount as the tracker writes money. */
export type SheetLine = { label: string; amount: string };

/** One spouse's column. */
export type SheetColumn = {
  spouse: Spouse;
  /** The items received in kind (a split item's part, with its percentage). */
  items: SheetLine[];
  subtotal: SheetLine;
  /** Their share of the items to be sold and the undecided ones. */
  soldShare: SheetLine;
  payment: SheetLine;
  total: SheetLine;
};

/** Cents as the tracker writes money: "$1,234.50", "-$3.10". */
export function formatCents(cents: number): string {
  return formatUsd(centsToAmountText(cents));
}

/** What `spouse` receives in kind of `item`, in cents, and how the line names it. */
function receivedPart(item: NetworthItemDto, spouse: Spouse): SheetLine | null {
  if (item.character === 'separate') return null;
  if (item.proposed_to === spouse) {
    return { label: item.name, amount: formatCents(itemNetCents(item)) };
  }
  if (item.proposed_to !== 'split' || item.split_share === null) return null;
  const net = itemNetCents(item);
  const tenths = splitShareTenths(item.split_share);
  const part = splitPartCents(net, tenths);
  const [cents, share] = spouse === 'spouse_1' ? [part, tenths] : [net - part, 1000 - tenths];
  return { label: `${item.name} (${shareText(share)}%)`, amount: formatCents(cents) };
}

const SHEET_LABELS = liveTexts({
  subtotal: msg`Subtotal received`,
  soldShare: msg`Share of items to sell or undecided`,
  noPayment: msg`Payment`,
  total: msg`Total after payment`,
});

/**
 * The two columns of the balance sheet. Every total is the API's; the share of the sold and
 * undecided items is what the answer leaves once the in-kind part and the payment are taken
 * from the total after payment (exact, in cents).
 */
export function balanceSheet(
  answer: DivisionResponse,
  items: readonly NetworthItemDto[],
  spouses: Readonly<Record<Spouse, string>> = SPOUSE_NAMES,
): SheetColumn[] {
  const paymentCents = requireAmountCents(answer.payment.amount);
  return SPOUSES.map((spouse) => {
    const side = answer[spouse];
    const receives = requireAmountCents(side.receives_net);
    const after = requireAmountCents(side.after_payment);
    const other = spouses[otherSpouse(spouse)];
    let payment: SheetLine;
    let signedPayment = 0;
    if (answer.payment.to === spouse) {
      signedPayment = paymentCents;
      payment = { label: t`Receives from ${other}`, amount: formatCents(paymentCents) };
    } else if (answer.payment.from === spouse) {
      signedPayment = -paymentCents;
      payment = { label: t`Pays ${other}`, amount: formatCents(-paymentCents) };
    } else {
      payment = { label: SHEET_LABELS.noPayment, amount: formatCents(0) };
    }
    return {
      spouse,
      items: items.flatMap((item) => receivedPart(item, spouse) ?? []),
      subtotal: { label: SHEET_LABELS.subtotal, amount: formatCents(receives) },
      soldShare: {
        label: SHEET_LABELS.soldShare,
        amount: formatCents(after - receives - signedPayment),
      },
      payment,
      total: { label: SHEET_LABELS.total, amount: formatCents(after) },
    };
  });
}

/** What the screen says about an estate of zero or less (shared/division.ts); null otherwise. */
export function estateNote(answer: DivisionResponse, language: Language = 'en'): string | null {
  return noteForEstate(requireAmountCents(answer.marital.net), language);
}
