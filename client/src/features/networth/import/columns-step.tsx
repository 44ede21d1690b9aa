import { useLanguage } from '@/lib/i18n';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ColumnsStepProps } from '@/components/csv-import/import-wizard';
import { ColumnsFooter } from '@/components/csv-import/wizard-footer';
import { SelectField } from '@/components/ui/form-field';
import { liveTexts } from '@/components/ui/live-texts';
import { type Ownership, ownershipLabel, OWNERSHIP_TYPES } from '@shared/networth';
import { firstValue } from '@shared/csv-import';
import {
  detectNetworthColumns,
  type NetworthColumnMapping,
  type NetworthImportField,
} from '@shared/networth-import';

/** What the user settled on, kept when they come back from the preview. */
export type NetworthColumnsDecision = {
  mapping: NetworthColumnMapping;
  /** The owner of rows the file names none for; null: such rows are invalid. */
  ownership: Ownership | null;
};

/** Each column's label, and what an unmatched one means; the name and value are needed. */
const CHOOSE = msg`Choose a column`;
const NOT_IN_FILE = msg`Not in this file`;

const FIELDS: readonly {
  field: NetworthImportField;
  label: MessageDescriptor;
  none: MessageDescriptor;
}[] = [
  { field: 'name', label: msg`Name`, none: CHOOSE },
  { field: 'value', label: msg`Value`, none: CHOOSE },
  {
    field: 'type',
    label: msg`Asset or debt`,
    none: msg`Not in this file (a negative value is a debt)`,
  },
  {
    field: 'category',
    label: msg`Category`,
    none: msg`Not in this file (Other Assets or Other Debts)`,
  },
  { field: 'ownership', label: msg`Owner`, none: NOT_IN_FILE },
  { field: 'character', label: msg`Marital or separate`, none: msg`Not in this file (marital)` },
  { field: 'proposed_to', label: msg`Proposed to`, none: msg`Not in this file (undecided)` },
  { field: 'split_share', label: msg`Spouse 1 share of a split (%)`, none: NOT_IN_FILE },
  { field: 'disputed', label: msg`Disputed`, none: msg`Not in this file (not disputed)` },
  { field: 'dispute_notes', label: msg`Dispute notes`, none: NOT_IN_FILE },
  { field: 'notes', label: msg`Notes`, none: NOT_IN_FILE },
];

export const NETWORTH_CHOICE_MESSAGES = liveTexts({
  name: msg`Choose the column that names each item`,
  value: msg`Choose the column that holds the values`,
  ownership: msg`Choose who owns the items, or the column that says`,
});

type ChoiceField = keyof typeof NETWORTH_CHOICE_MESSAGES;

/** What is still missing before the preview, in the order the fields appear. */
function checkNetworthChoice({
  mapping,
  ownership,
}: NetworthColumnsDecision): Partial<Record<ChoiceField, string>> {
  const errors: Partial<Record<ChoiceField, string>> = {};
  if (mapping.name === null) errors.name = NETWORTH_CHOICE_MESSAGES.name;
  if (mapping.value === null) errors.value = NETWORTH_CHOICE_MESSAGES.value;
  if (mapping.ownership === null && ownership === null) {
    errors.ownership = NETWORTH_CHOICE_MESSAGES.ownership;
  }
  return errors;
}

/**
 * Step 2, "Match the columns": which column holds each of an item's fields. Only the name and
 * the value are needed; an owner comes from a column or from the choice below it, for the rows
 * the file names none for. Everything starts as detected (our own export matches in full).
 */
export function NetworthColumnsStep({
  source,
  initial,
  onBack,
  onPreview,
}: ColumnsStepProps<NetworthColumnsDecision>) {
  const { csv, fileName } = source;
  const rowTotal = csv.rows.length;
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const [decision, setDecision] = useState<NetworthColumnsDecision>(
    () => initial ?? { mapping: detectNetworthColumns(csv.header), ownership: null },
  );
  const [hasTried, setHasTried] = useState(false);
  const errors = hasTried ? checkNetworthChoice(decision) : {};
  const base = useId();
  const idOf = (field: string) => `${base}-${field}`;
  const { mapping } = decision;

  function preview() {
    const missing = Object.keys(checkNetworthChoice(decision)) as ChoiceField[];
    if (missing.length === 0) {
      onPreview(decision);
      return;
    }
    setHasTried(true);
    // The first field to fix takes focus, which reads its message out.
    const first = missing[0]!;
    document.getElementById(idOf(first === 'ownership' ? 'default-owner' : first))?.focus();
  }

  return (
    <>
      <p className="text-slate-700">
        {t`“${fileName}” has ${plural(rowTotal, { one: '# row', other: '# rows' })}. We matched the columns we recognised; check them, or choose others. Only the name and the value are needed.`}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ field, label, none }) => {
          const example = firstValue(csv, mapping[field]);
          const error = field === 'name' || field === 'value' ? errors[field] : undefined;
          return (
            <SelectField
              key={field}
              id={idOf(field)}
              label={i18n._(label)}
              value={mapping[field] === null ? '' : String(mapping[field])}
              error={error}
              hint={example === null ? undefined : t`First value: ${example}`}
              onChange={(event) => {
                const column = event.target.value === '' ? null : Number(event.target.value);
                setDecision((current) => ({
                  ...current,
                  mapping: { ...current.mapping, [field]: column },
                }));
              }}
            >
              <option value="">{i18n._(none)}</option>
              {csv.header.map((title, index) => (
                <option key={index} value={index}>
                  {title || t`Column ${index + 1}`}
                </option>
              ))}
            </SelectField>
          );
        })}
        <SelectField
          id={idOf('default-owner')}
          label={
            mapping.ownership === null ? t`Who owns these items` : t`Owner where a row names none`
          }
          value={decision.ownership ?? ''}
          error={errors.ownership}
          onChange={(event) => {
            const ownership = event.target.value === '' ? null : (event.target.value as Ownership);
            setDecision((current) => ({ ...current, ownership }));
          }}
        >
          <option value="">
            {mapping.ownership === null ? t`Choose an owner` : t`None (such rows are invalid)`}
          </option>
          {OWNERSHIP_TYPES.map((ownership) => (
            <option key={ownership} value={ownership}>
              {ownershipLabel(ownership, undefined, language)}
            </option>
          ))}
        </SelectField>
      </div>

      <ColumnsFooter onBack={onBack} onPreview={preview} />
    </>
  );
}
