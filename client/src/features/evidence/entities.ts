/**
 * How the evidence screens speak of each tracker's records: what a record is called, its
 * fields in plain English with their values shown as the trackers show them, and the toasts
 * and texts of a restore.
 */
import { formatDisplayDate } from '@shared/dates';
import { concernLabel, formatParty } from '@shared/events';
import type { EvidenceEntity, RestorableEntity, RevisionData } from '@shared/evidence';
import { formatUsd, formatUsdWhole } from '@shared/money';
import { categoryName, ownershipLabel } from '@shared/networth';
import { PLAIN_SPOUSE_LABELS, type SpouseLabels } from '@shared/parties';
import { labelFromId } from '@shared/validation';

type ToastText = { title: string; description: string };

/** A field's label, and how its value reads; who is who names the spouses ('Spouse 1 (you, Jo)'). */
type Field = { label: string; format?: (value: string, spouses: SpouseLabels) => string };

type EntityTexts = {
  /** The tracker's records, as the Deleted items dialog names them ('Your deleted expenses'). */
  plural: string;
  fields: Readonly<Record<string, Field>>;
  /** What a record is called: its name, or an event's description. */
  name: (data: RevisionData) => string;
  /** What else tells a deleted record apart: its amount or value, or an event's date. */
  detail: (data: RevisionData) => string;
  restore: {
    failedTitle: string;
    fallback: string;
    restoredToast: (data: RevisionData) => ToastText;
  };
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const money = (value: unknown) => formatUsd(text(value));
const yesNo = (value: string) => (value === 'true' ? 'Yes' : 'No');

/**
 * The trackers' own words: 'Expense added' becomes 'Expense restored', and so on
 * (docs/product.md#messages-word-for-word).
 */
export const ENTITY_TEXTS: Readonly<Record<RestorableEntity, EntityTexts>> = {
  expense: {
    plural: 'expenses',
    fields: {
      date: { label: 'Date', format: formatDisplayDate },
      name: { label: 'Name' },
      amount: { label: 'Amount', format: money },
    },
    name: (data) => text(data.name),
    detail: (data) => money(data.amount),
    restore: {
      failedTitle: 'Failed to restore expense',
      fallback: 'Failed to restore expense',
      restoredToast: (data) => ({
        title: 'Expense restored',
        description: `“${text(data.name)}” (${money(data.amount)}) has been restored.`,
      }),
    },
  },
  event: {
    plural: 'events',
    fields: {
      date: { label: 'Date', format: formatDisplayDate },
      description: { label: 'Description' },
      party: { label: 'Party', format: formatParty },
      concern_level: { label: 'Concern level', format: (value) => concernLabel(Number(value)) },
    },
    name: (data) => text(data.description),
    detail: (data) => formatDisplayDate(text(data.date)),
    restore: {
      failedTitle: 'Failed to restore event',
      fallback: 'Failed to restore event',
      restoredToast: () => ({
        title: 'Event restored',
        description: 'Your event has been restored successfully',
      }),
    },
  },
  networth_item: {
    plural: 'net worth items',
    fields: {
      name: { label: 'Name' },
      classification: { label: 'Classification', format: labelFromId },
      category: { label: 'Category', format: categoryName },
      ownership: { label: 'Ownership', format: ownershipLabel },
      value: { label: 'Value', format: money },
      notes: { label: 'Notes' },
      is_disputed: { label: 'Disputed', format: yesNo },
      dispute_notes: { label: 'Dispute notes' },
      // The division planner's fields, as its Division tab words them.
      character: { label: 'Marital or separate', format: labelFromId },
      proposed_to: {
        label: 'Goes to',
        format: (value, spouses) =>
          value === 'spouse_1' || value === 'spouse_2' ? spouses[value] : labelFromId(value),
      },
      split_share: { label: 'Spouse 1 share of a split', format: (value) => `${value}%` },
    },
    name: (data) => text(data.name),
    detail: (data) => money(data.value),
    restore: {
      failedTitle: 'Failed to restore item',
      fallback: 'Failed to restore net worth item',
      restoredToast: (data) => ({
        title: 'Item restored',
        description: `${text(data.name)} was restored to your tracker.`,
      }),
    },
  },
};

/** The settings' fields, in the words of the screens that set them. */
const SETTING_FIELDS: Readonly<
  Record<Exclude<EvidenceEntity, RestorableEntity>, Readonly<Record<string, Field>>>
> = {
  division_target: {
    target_share: { label: 'Target share for Spouse 1', format: (value) => `${value}%` },
  },
  settlement_scenario: {
    // Whole dollars, as the calculator shows them.
    settlement_costs: {
      label: 'Settlement costs',
      format: (value) => formatUsdWhole(Number(value)),
    },
    trial_costs: { label: 'Trial costs', format: (value) => formatUsdWhole(Number(value)) },
    settlement_percent: { label: 'Settlement percentage', format: (value) => `${value}%` },
    worst_percent: { label: 'Worst case at trial', format: (value) => `${value}%` },
    expected_percent: { label: 'Expected case at trial', format: (value) => `${value}%` },
    best_percent: { label: 'Best case at trial', format: (value) => `${value}%` },
    risk_tolerance: { label: 'Risk tolerance' },
    use_division: { label: 'Use my division', format: yesNo },
  },
  parties: {
    spouse_role: {
      label: 'You are',
      format: (value) =>
        value === 'spouse_1' ? 'Spouse 1' : value === 'spouse_2' ? 'Spouse 2' : value,
    },
    spouse_1_name: { label: "Spouse 1's first name" },
    spouse_2_name: { label: "Spouse 2's first name" },
  },
};

function fieldsOf(entity: EvidenceEntity): Readonly<Record<string, Field>> {
  return entity in ENTITY_TEXTS
    ? ENTITY_TEXTS[entity as RestorableEntity].fields
    : SETTING_FIELDS[entity as Exclude<EvidenceEntity, RestorableEntity>];
}

/** A field's label: the tracker's plain English, else its id in words ('due_date' → 'Due Date'). */
export function fieldLabel(entity: EvidenceEntity, field: string): string {
  return fieldsOf(entity)[field]?.label ?? labelFromId(field);
}

/** What an empty value reads as in a change. */
const EMPTY_VALUE = 'none';

/**
 * A field's value as its tracker shows it: money as '$1,250.00', a party as 'Ex Spouse', an
 * owner as 'Spouse 1 (you, Jo)' once she has said who is who.
 */
export function fieldValue(
  entity: EvidenceEntity,
  field: string,
  value: unknown,
  spouses: SpouseLabels = PLAIN_SPOUSE_LABELS,
): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const plain = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const format = fieldsOf(entity)[field]?.format;
  return format ? format(plain, spouses) : plain;
}

/**
 * What a tracker's delete confirmation says happens
 * (docs/product.md#history-deleted-items-and-undo): the record is not destroyed, it moves to
 * Deleted items and can be restored for as long as the account exists (the evidence log keeps every
 * delete; only deleting the account removes it).
 */
export function deletionNotice(what: string): string {
  return `${what} moves to Deleted items on this page, where you can restore it for as long as you keep your account.`;
}
