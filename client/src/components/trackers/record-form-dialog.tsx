/**
 * The add/edit dialog every optimistic tracker uses: the title and description for the mode,
 * why the last save failed, and a form of the tracker's fields checked by its shared schema,
 * ending in Cancel and a submit button that spins while it saves.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, type ComponentType } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useOpenerFocus,
} from '@/components/ui/dialog';

type FormDialogMode = 'add' | 'edit';

/** Each mode's dialog title and description and its submit button's label. */
export type FormDialogTexts = Readonly<
  Record<FormDialogMode, { title: string; description: string; submit: string }>
>;

export type SubmitError = { title: string; description: string };

/** What a tracker's fields get: the form, to register each field and read its error. */
export type RecordFieldsProps<I extends FieldValues, V> = { form: UseFormReturn<I, unknown, V> };

/** What a tracker page passes to its form dialog. */
export type FormDialogProps<I, V> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: FormDialogMode;
  defaultValues: I;
  /** Why the last save failed ('Failed to add event' and the reason), shown above the fields. */
  submitError?: SubmitError | null;
  /**
   * Saves the values. The dialog shows a spinner until it settles; the caller closes the dialog
   * on success and leaves it open (with the user's input) on failure.
   */
  onSubmit: (values: V) => Promise<void>;
};

type RecordFormSetup<I extends FieldValues, V> = {
  /** The shared schema: the user reads its messages, as the server answers with them. */
  schema: z.ZodType<V, I>;
  fields: ComponentType<RecordFieldsProps<I, V>>;
};

type RecordFormDialogProps<I extends FieldValues, V> = FormDialogProps<I, V> &
  RecordFormSetup<I, V> & { texts: FormDialogTexts };

export function RecordFormDialog<I extends FieldValues, V>({
  open,
  onOpenChange,
  mode,
  defaultValues,
  submitError = null,
  onSubmit,
  texts,
  schema,
  fields,
}: RecordFormDialogProps<I, V>) {
  const text = texts[mode];
  // Focus starts on the dialog itself (its title and description are read out), not on the
  // first field: a field focused before she chose it is left as she taps Cancel.
  const contentRef = useRef<HTMLDivElement>(null);
  const focus = useOpenerFocus(() => contentRef.current);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent ref={contentRef} {...focus}>
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
        <RecordForm
          schema={schema}
          fields={fields}
          submitLabel={text.submit}
          defaultValues={defaultValues}
          onSubmit={onSubmit}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type RecordFormProps<I extends FieldValues, V> = RecordFormSetup<I, V> & {
  submitLabel: string;
  defaultValues: I;
  onSubmit: (values: V) => Promise<void>;
  onCancel: () => void;
};

function RecordForm<I extends FieldValues, V>({
  schema,
  fields: Fields,
  submitLabel,
  defaultValues,
  onSubmit,
  onCancel,
}: RecordFormProps<I, V>) {
  // Checked when she saves, not when a field loses focus: a message appearing as she taps
  // Cancel pushes Cancel from under her finger, and the first tap misses.
  const { t } = useLingui();
  const form = useForm<I, unknown, V>({
    resolver: zodResolver(schema) as Resolver<I, unknown, V>,
    defaultValues: defaultValues as DefaultValues<I>,
  });

  return (
    // noValidate: the shared schema's messages are shown, not the browser's own bubbles.
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <Fields form={form} />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          writes
          type="submit"
          isLoading={form.formState.isSubmitting}
          loadingText={t`Saving...`}
        >
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
