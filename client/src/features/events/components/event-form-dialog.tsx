import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import {
  CONCERN_LEVELS,
  eventInputSchema,
  PARTY_LABELS,
  PARTY_VALUES,
  type EventDto,
  type EventInput,
  type EventValues,
} from '@shared/events';
import { SelectField, TextAreaField } from './form-controls';

const MODES = {
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
} as const;

export type EventFormMode = keyof typeof MODES;

/** An edit form holding the event's current values. */
export function eventFormValues(event: EventDto): EventInput {
  return {
    date: event.date,
    description: event.description,
    party: event.party,
    concern_level: event.concern_level,
  };
}

type EventFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: EventFormMode;
  defaultValues: EventInput;
  /** Why the last save failed ('Failed to add event' and the reason), shown above the fields. */
  submitError?: { title: string; description: string } | null;
  /**
   * Saves the values. The dialog shows a spinner until it settles; the caller closes the dialog
   * on success and leaves it open (with the user's input) on failure.
   */
  onSubmit: (values: EventValues) => Promise<void>;
};

/** 'Add Event' / 'Edit Event': date, description, party and concern level (shared schema). */
export function EventFormDialog({
  open,
  onOpenChange,
  mode,
  defaultValues,
  submitError = null,
  onSubmit,
}: EventFormDialogProps) {
  const text = MODES[mode];
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onOpenAutoFocus={() => {
          openerRef.current = document.activeElement as HTMLElement | null;
        }}
        onCloseAutoFocus={(event) => {
          const opener = openerRef.current;
          if (opener?.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.description}</DialogDescription>
        </DialogHeader>
        {submitError && (
          <Alert tone="error" className="mb-4">
            <p className="font-medium">{submitError.title}</p>
            <p>{submitError.description}</p>
          </Alert>
        )}
        <EventForm
          submitLabel={text.submit}
          defaultValues={defaultValues}
          onSubmit={onSubmit}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type EventFormProps = {
  submitLabel: string;
  defaultValues: EventInput;
  onSubmit: (values: EventValues) => Promise<void>;
  onCancel: () => void;
};

function EventForm({ submitLabel, defaultValues, onSubmit, onCancel }: EventFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EventInput, unknown, EventValues>({
    resolver: zodResolver(eventInputSchema),
    mode: 'onTouched',
    defaultValues,
  });

  return (
    // noValidate: the shared schema's messages are shown, not the browser's own bubbles.
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <TextField label="Date" type="date" error={errors.date?.message} {...register('date')} />
      <TextAreaField
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
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSubmitting} loadingText="Saving...">
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
