/**
 * The Event Tracker's add and edit dialog. The page loads it when it is first opened, with the
 * form library it needs (components/ui/lazy-dialog.tsx).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type FormDialogProps,
  type FormDialogTexts,
  RecordFormDialog,
  type RecordFieldsProps,
} from '@/components/trackers/record-form-dialog';
import { SelectField, TextareaField, TextField } from '@/components/ui/form-field';
import { liveTexts } from '@/components/ui/live-texts';
import { useSharedText, useLanguage } from '@/lib/i18n';
import {
  CONCERN_LEVELS,
  eventInputSchema,
  concernLabel,
  PARTY_LABELS,
  PARTY_VALUES,
  type EventInput,
  type EventValues,
} from '@shared/events';

const MODES: FormDialogTexts = liveTexts({
  add: {
    title: msg`Add Event`,
    description: msg`Record what happened, when, who was involved and how concerned you are.`,
    submit: msg`Add Event`,
  },
  edit: {
    title: msg`Edit Event`,
    description: msg`Correct the details of this event.`,
    submit: msg`Update Event`,
  },
});

/** 'Add Event' / 'Edit Event': date, description, party and concern level (shared schema). */
export function EventFormDialog(props: FormDialogProps<EventInput, EventValues>) {
  return (
    <RecordFormDialog {...props} texts={MODES} schema={eventInputSchema} fields={EventFields} />
  );
}

function EventFields({
  form: { register, formState },
}: RecordFieldsProps<EventInput, EventValues>) {
  const { errors } = formState;
  const { t } = useLingui();
  const language = useLanguage();
  const sharedText = useSharedText();
  return (
    <>
      <TextField label={t`Date`} type="date" error={errors.date?.message} {...register('date')} />
      <TextareaField
        label={t`Description`}
        rows={3}
        placeholder={t`What happened?`}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t`Party`} error={errors.party?.message} {...register('party')}>
          <option value="">
            <Trans>Select a party</Trans>
          </option>
          {PARTY_VALUES.map((party) => (
            <option key={party} value={party}>
              {sharedText(PARTY_LABELS[party])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Concern Level`}
          error={errors.concern_level?.message}
          {...register('concern_level')}
        >
          {CONCERN_LEVELS.map(({ level }) => (
            <option key={level} value={level}>
              {level} – {concernLabel(level, language)}
            </option>
          ))}
        </SelectField>
      </div>
    </>
  );
}
