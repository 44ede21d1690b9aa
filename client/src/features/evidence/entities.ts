/**
 * How the evidence screens speak of each tracker's records: what a record is called, its
 * fields in plain English with their values shown as the trackers show them, and the toasts
 * and texts of a restore.
 */
import { formatBytes } from '@shared/documents';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { liveTexts } from '@/components/ui/live-texts';
import { formatDisplayDate } from '@shared/dates';
import { concernLabel, formatParty } from '@shared/events';
import type { EvidenceEntity, RestorableEntity, RevisionData } from '@shared/evidence';
import type { DecisionOutcome, DecisionPhase, DecisionResults } from '@shared/decision-analysis';
import type { Language } from '@shared/language';
import { formatUsd, formatUsdWhole } from '@shared/money';
import { categoryName, ownershipLabel } from '@shared/networth';
import { PLAIN_SPOUSE_LABELS, type SpouseLabels } from '@shared/parties';
import { labelFromId } from '@shared/validation';
import { expenseCategoryName, isExpenseCategory } from '@shared/expense-categories';
import { deductionTypeName, frequencyName, incomeTypeName } from '@shared/income';
import {
  disputeReasonName,
  paymentMethodName,
  reimbursementStatusName,
  supportFrequencyName,
  supportOrderTypeName,
  supportPayerName,
  type SupportTermDto,
} from '@shared/support';

type ToastText = { title: string; description: string };

/**
 * A field's label, and how its value reads in `language`; who is who names the spouses
 * ('Spouse 1 (you, Jo)').
 */
type Field = {
  label: MessageDescriptor;
  format?: (value: string, spouses: SpouseLabels, language: Language) => string;
};

type EntityTexts = {
  /** The Deleted items dialog's description, naming the tracker's records. */
  deletedIntro: MessageDescriptor;
  fields: Readonly<Record<string, Field>>;
  /** What a record is called: its name, or an event's description. */
  name: (data: RevisionData) => string;
  /** What else tells a deleted record apart: its amount or value, or an event's date. */
  detail: (data: RevisionData) => string;
  restore: {
    failedTitle: MessageDescriptor;
    fallback: MessageDescriptor;
    /** Called when the restore is confirmed: its words are read in the language spoken then. */
    restoredToast: (data: RevisionData) => ToastText;
  };
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const money = (value: unknown) => formatUsd(text(value));
const yesNo = (value: string) => (value === 'true' ? t`Yes` : t`No`);

/**
 * The trackers' own words: 'Expense added' becomes 'Expense restored', and so on
 * (docs/product.md#messages-word-for-word). Read as strings in the language being spoken.
 */
export const ENTITY_TEXTS = liveTexts({
  expense: {
    deletedIntro: msg`Your deleted expenses, newest first. Restoring puts one back as it was; its history keeps both the deletion and the restore.`,
    fields: {
      date: { label: msg`Date`, format: (value) => formatDisplayDate(value) },
      name: { label: msg`Name` },
      amount: { label: msg`Amount`, format: money },
      category: { label: msg`Category`, format: expenseCategoryLabel },
    },
    name: (data) => text(data.name),
    detail: (data) => money(data.amount),
    restore: {
      failedTitle: msg`Failed to restore expense`,
      fallback: msg`Failed to restore expense`,
      restoredToast: (data) => {
        const name = text(data.name);
        const amount = money(data.amount);
        return {
          title: t`Expense restored`,
          description: t`“${name}” (${amount}) has been restored.`,
        };
      },
    },
  },
  event: {
    deletedIntro: msg`Your deleted events, newest first. Restoring puts one back as it was; its history keeps both the deletion and the restore.`,
    fields: {
      date: { label: msg`Date`, format: (value) => formatDisplayDate(value) },
      description: { label: msg`Description` },
      party: {
        label: msg`Party`,
        format: (value, _spouses, language) => formatParty(value, language),
      },
      concern_level: {
        label: msg`Concern level`,
        format: (value, _spouses, language) => concernLabel(Number(value), language),
      },
    },
    name: (data) => text(data.description),
    detail: (data) => formatDisplayDate(text(data.date)),
    restore: {
      failedTitle: msg`Failed to restore event`,
      fallback: msg`Failed to restore event`,
      restoredToast: () => ({
        title: t`Event restored`,
        description: t`Your event has been restored successfully`,
      }),
    },
  },
  networth_item: {
    deletedIntro: msg`Your deleted net worth items, newest first. Restoring puts one back as it was; its history keeps both the deletion and the restore.`,
    fields: {
      name: { label: msg`Name` },
      classification: { label: msg`Classification`, format: (value) => classificationName(value) },
      category: {
        label: msg`Category`,
        format: (value, _spouses, language) => categoryName(value, language),
      },
      ownership: {
        label: msg`Ownership`,
        format: (value, spouses, language) => ownershipLabel(value, spouses, language),
      },
      value: { label: msg`Value`, format: money },
      notes: { label: msg`Notes` },
      is_disputed: { label: msg`Disputed`, format: yesNo },
      dispute_notes: { label: msg`Dispute notes` },
      // The division planner's fields, as its Division tab words them.
      character: { label: msg`Marital or separate`, format: (value) => characterName(value) },
      proposed_to: {
        label: msg`Goes to`,
        format: (value, spouses) =>
          value === 'spouse_1' || value === 'spouse_2' ? spouses[value] : proposalName(value),
      },
      split_share: { label: msg`Spouse 1 share of a split`, format: (value) => `${value}%` },
      monthly_payment: { label: msg`Monthly payment`, format: money },
    },
    name: (data) => text(data.name),
    detail: (data) => money(data.value),
    restore: {
      failedTitle: msg`Failed to restore item`,
      fallback: msg`Failed to restore net worth item`,
      restoredToast: (data) => {
        const name = text(data.name);
        return { title: t`Item restored`, description: t`${name} was restored to your tracker.` };
      },
    },
  },
} satisfies Readonly<Record<RestorableEntity, EntityTexts>>);

/** A category id as the tracker names it; an unknown one as its id in words. */
function expenseCategoryLabel(value: string, _spouses: SpouseLabels, language: Language): string {
  return isExpenseCategory(value) ? expenseCategoryName(value, language) : labelFromId(value);
}

/** 'Actual', 'Estimated', 'Proposed', as FL-150 marks a figure. */
function basisName(value: string): string {
  if (value === 'actual') return t`Actual`;
  if (value === 'estimated') return t`Estimated`;
  if (value === 'proposed') return t`Proposed`;
  return labelFromId(value);
}

/** 'Asset', 'Debt'; another value as its id in words. */
function classificationName(value: string): string {
  if (value === 'asset') return t`Asset`;
  if (value === 'debt') return t`Debt`;
  return labelFromId(value);
}

/** 'Marital', 'Separate'; another value as its id in words. */
function characterName(value: string): string {
  if (value === 'marital') return t`Marital`;
  if (value === 'separate') return t`Separate`;
  return labelFromId(value);
}

/** 'Split', 'Sell'; another value as its id in words. */
function proposalName(value: string): string {
  if (value === 'split') return t`Split`;
  if (value === 'sell') return t`Sell`;
  return labelFromId(value);
}

const percent = (value: string) => `${value}%`;

/** A label of shared/'s lists, read in the language being spoken. */
const inLanguage =
  (name: (value: string, language: Language) => string) =>
  (value: string, _spouses: SpouseLabels, language: Language) =>
    name(value, language);

/** An order's schedules as one line each: '$500.00 every month from Jan 01, 2025'. */
function termsText(value: string, language: Language): string {
  let terms: unknown;
  try {
    terms = JSON.parse(value);
  } catch {
    return value;
  }
  if (!Array.isArray(terms)) return value;
  return terms
    .map((term: SupportTermDto) => {
      const from = formatDisplayDate(term.from ?? term.first_due);
      return t`${formatUsd(term.amount)}, ${supportFrequencyName(term.frequency, language).toLowerCase()}, from ${from}`;
    })
    .join('; ');
}

/** A list a revision holds as JSON text, each entry on its own; the text itself if it is not one. */
function listText<T>(value: string, entry: (item: T) => string): string {
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    return value;
  }
  return Array.isArray(list) ? (list as T[]).map(entry).join('; ') : value;
}

/** A decision analysis's phases: 'Trial: 30 h at $270.00, experts $2,000.00, court $500.00'. */
function phasesText(value: string): string {
  return listText(value, (phase: DecisionPhase) => {
    const { name, hours } = phase;
    const rate = formatUsd(phase.rate);
    const experts = formatUsd(phase.experts);
    const court = formatUsd(phase.court_costs);
    return t`${name}: ${hours} h at ${rate}, experts ${experts}, court ${court}`;
  });
}

/** A decision analysis's outcomes: 'Best: $150,000.00 (25%)'. */
function outcomesText(value: string): string {
  return listText(value, (outcome: DecisionOutcome) => {
    const { label, probability } = outcome;
    const amount = formatUsd(outcome.value);
    return t`${label}: ${amount} (${probability}%)`;
  });
}

/** A decision analysis's results, as its page names them. */
function decisionResultsText(value: string): string {
  let results: DecisionResults;
  try {
    results = JSON.parse(value) as DecisionResults;
  } catch {
    return value;
  }
  const ev = formatUsd(results.ev_trial);
  const settlement = formatUsd(results.settlement_value);
  const difference = formatUsd(results.difference);
  return t`Expected value of trial ${ev}; settlement value ${settlement}; difference ${difference}`;
}

/** An income source's or a deduction's fields, as the Income page words them. */
function incomeRowFields(typeName: (value: string, language: Language) => string) {
  return {
    name: { label: msg`Name` },
    type: {
      label: msg`Type`,
      format: (value: string, _spouses: SpouseLabels, language: Language) =>
        typeName(value, language),
    },
    amount: { label: msg`Amount`, format: money },
    frequency: {
      label: msg`How often`,
      format: (value: string, _spouses: SpouseLabels, language: Language) =>
        frequencyName(value, language),
    },
    monthly_amount: { label: msg`Monthly`, format: money },
  } satisfies Readonly<Record<string, Field>>;
}

/** The settings' fields, in the words of the screens that set them. */
const SETTING_FIELDS = liveTexts({
  division_target: {
    target_share: { label: msg`Target share for Spouse 1`, format: percent },
  },
  settlement_scenario: {
    // Whole dollars, as the calculator shows them.
    settlement_costs: {
      label: msg`Settlement costs`,
      format: (value) => formatUsdWhole(Number(value)),
    },
    trial_costs: { label: msg`Trial costs`, format: (value) => formatUsdWhole(Number(value)) },
    settlement_percent: { label: msg`Settlement percentage`, format: percent },
    worst_percent: { label: msg`Worst case at trial`, format: percent },
    expected_percent: { label: msg`Expected case at trial`, format: percent },
    best_percent: { label: msg`Best case at trial`, format: percent },
    risk_tolerance: { label: msg`Risk tolerance` },
    use_division: { label: msg`Use my division`, format: yesNo },
  },
  parties: {
    spouse_role: {
      label: msg`You are`,
      format: (value) =>
        value === 'spouse_1' ? t`Spouse 1` : value === 'spouse_2' ? t`Spouse 2` : value,
    },
    spouse_1_name: { label: msg`Spouse 1's first name` },
    spouse_2_name: { label: msg`Spouse 2's first name` },
  },
  document: {
    name: { label: msg`Name` },
    type: { label: msg`Type` },
    bytes: { label: msg`Size`, format: (value) => formatBytes(Number(value)) },
    sha256: { label: msg`Fingerprint (SHA-256)` },
    uploaded_at: { label: msg`Uploaded` },
  },
  income_source: {
    ...incomeRowFields(incomeTypeName),
    hours_per_week: { label: msg`Hours per week` },
    last_month: { label: msg`Last month`, format: money },
  },
  income_deduction: incomeRowFields(deductionTypeName),
  disclosure_line: {
    category: { label: msg`Category`, format: expenseCategoryLabel },
    amount: { label: msg`Proposed monthly figure`, format: money },
    basis: { label: msg`Basis`, format: (value) => basisName(value) },
  },
  support_order: {
    type: { label: msg`Kind of support`, format: inLanguage(supportOrderTypeName) },
    payer: { label: msg`Who pays`, format: inLanguage(supportPayerName) },
    amount: { label: msg`Amount`, format: money },
    frequency: { label: msg`How often`, format: inLanguage(supportFrequencyName) },
    first_due: { label: msg`First due date`, format: (value) => formatDisplayDate(value) },
    end_date: { label: msg`End date`, format: (value) => formatDisplayDate(value) },
    case_number: { label: msg`Case number` },
    terms: {
      label: msg`Schedule changes`,
      format: (value, _spouses, language) => termsText(value, language),
    },
  },
  support_payment: {
    order_id: { label: msg`Order` },
    date: { label: msg`Date`, format: (value) => formatDisplayDate(value) },
    amount: { label: msg`Amount`, format: money },
    method: { label: msg`How it was paid`, format: inLanguage(paymentMethodName) },
    reference: { label: msg`Check number or reference` },
    note: { label: msg`Note` },
  },
  decision_analysis: {
    offer: { label: msg`Offer`, format: money },
    settlement_costs: { label: msg`Cost of settling`, format: money },
    phases: { label: msg`What a trial costs`, format: (value) => phasesText(value) },
    months: { label: msg`Months until a decision` },
    outcomes: { label: msg`Outcomes at trial`, format: (value) => outcomesText(value) },
    discount_rate: { label: msg`Discount rate a year`, format: percent },
    note: { label: msg`What else matters` },
    results: { label: msg`Results`, format: (value) => decisionResultsText(value) },
  },
  reimbursement: {
    name: { label: msg`Name` },
    amount: { label: msg`Amount`, format: money },
    share_percent: { label: msg`Other party's share`, format: percent },
    requested_amount: { label: msg`Amount requested`, format: money },
    paid_amount: { label: msg`Amount paid`, format: money },
    requested_on: { label: msg`Requested on`, format: (value) => formatDisplayDate(value) },
    status: { label: msg`Status`, format: inLanguage(reimbursementStatusName) },
    dispute_reason: { label: msg`Reason`, format: inLanguage(disputeReasonName) },
    note: { label: msg`Note` },
  },
} satisfies Readonly<
  Record<Exclude<EvidenceEntity, RestorableEntity>, Readonly<Record<string, Field>>>
>);

/** A field as the screens read it: its label in the language being spoken. */
type ReadField = { label: string; format?: Field['format'] };

function fieldsOf(entity: EvidenceEntity): Readonly<Record<string, ReadField | undefined>> {
  return entity in ENTITY_TEXTS
    ? ENTITY_TEXTS[entity as RestorableEntity].fields
    : SETTING_FIELDS[entity as Exclude<EvidenceEntity, RestorableEntity>];
}

/** A field's label: the tracker's plain English, else its id in words ('due_date' → 'Due Date'). */
export function fieldLabel(entity: EvidenceEntity, field: string): string {
  return fieldsOf(entity)[field]?.label ?? labelFromId(field);
}

/** What an empty value reads as in a change. */

/**
 * A field's value as its tracker shows it: money as '$1,250.00', a party as 'Ex Spouse', an
 * owner as 'Spouse 1 (you, Jo)' once she has said who is who.
 */
export function fieldValue(
  entity: EvidenceEntity,
  field: string,
  value: unknown,
  spouses: SpouseLabels = PLAIN_SPOUSE_LABELS,
  language: Language = 'en',
): string {
  if (value === null || value === undefined || value === '') return t`none`;
  const plain = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const format = fieldsOf(entity)[field]?.format;
  return format ? format(plain, spouses, language) : plain;
}
