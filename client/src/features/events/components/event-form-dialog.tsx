import {
  type FormDialogProps,
  type FormDialogTexts,
  RecordFormDialog,
  type RecordFieldsProps,
} from '@/components/trackers/record-form-dialog';
import { SelectField, TextareaField, TextField } from '@/components/ui/form-field';
import {
  CONCERN_LEVELS,
  eventInputSchema,
  PARTY_LABELS,
  PARTY_VALUES,
  type EventDto,
  type EventInput,
  type EventValues,
} from '@shared/events';

const MODES: FormDialogTexts = {
  add: {
    title: 'Add Event',
    description: 'Record what happened, when, who was involved and how concerned you are.',
    submit: 'Add Event',
  },
  edit: {
    title: 'Edit Event',
    description: 'Correct the details of this event.',
    submit: 'Update Event',
  },
};

/** An edit form holding the event's current values. */
export function eventFormValues(event: EventDto): EventInput {
  return {
    date: event.date,
    description: event.description,
    party: event.party,
    concern_level: event.concern_level,
  };
}

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
  return (
    <>
      <TextField label="Date" type="date" error={errors.date?.message} {...register('date')} />
      <TextareaField
        label="Description"
        rows={3}
        placeholder="What happened?"
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Party" error={errors.party?.message} {...register('party')}>
          <option value="">Select a party</option>
          {PARTY_VALUES.map((party) => (
            <option key={party} value={party}>
              {PARTY_LABELS[party]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Concern Level"
          error={errors.concern_level?.message}
          {...register('concern_level')}
        >
          {CONCERN_LEVELS.map(({ level, label }) => (
            <option key={level} value={level}>
              {level} – {label}
            </option>
          ))}
        </SelectField>
      </div>
    </>
  );
}
