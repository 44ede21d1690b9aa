/**
 * "New share": a label, what the link covers, how many days it works and an optional passcode,
 * checked with the shared schema's messages before anything is sent. A refusal is shown inside
 * the dialog with the server's words, and the input stays. Once created, the dialog shows the
 * link this once (ShareLinkStep); Done closes it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useId, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useOpenerFocus,
} from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { describeWriteError } from '@/lib/api-errors';
import { useSharedText } from '@/lib/i18n';
import {
  createShareSchema,
  SHARE_EXPIRY_DAYS,
  SHARE_SCOPE_LABELS,
  SHARE_SCOPES,
  type CreateShareInput,
} from '@shared/sharing';
import { useCreateShare } from '../api';
import { expiryDay } from '../format';
import { NEW_SHARE_TEXTS } from '../texts';
import { ShareLinkStep } from './share-link-step';

type CreateShareValues = z.output<typeof createShareSchema>;

const DEFAULT_VALUES: CreateShareInput = {
  label: '',
  // The records, but not the files: a statement or a photo often shows more than the record it
  // proves, so she ticks Documents herself; and her income and her support payments, which she
  // ticks herself too, and how she weighs settling, which is her strategy.
  scopes: SHARE_SCOPES.filter(
    (scope) =>
      scope !== 'documents' &&
      scope !== 'disclosure' &&
      scope !== 'support' &&
      scope !== 'settlement',
  ),
  expires_in_days: SHARE_EXPIRY_DAYS.default,
  passcode: '',
};

function isExpiryInRange(days: number | undefined): days is number {
  return (
    days !== undefined &&
    Number.isInteger(days) &&
    days >= SHARE_EXPIRY_DAYS.min &&
    days <= SHARE_EXPIRY_DAYS.max
  );
}

type NewShareFormProps = {
  isCreating: boolean;
  /** Why the server refused, shown above the fields. */
  refusal: string | null;
  onCreate: (input: CreateShareInput) => void;
  onCancel: () => void;
};

function NewShareForm({ isCreating, refusal, onCreate, onCancel }: NewShareFormProps) {
  const scopesErrorId = useId();
  useLingui();
  const sharedText = useSharedText();
  // Checked on "Create link", not as a field loses focus: a message appearing as she taps
  // Cancel pushes Cancel from under her finger, and the first tap misses.
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateShareInput, unknown, CreateShareValues>({
    resolver: zodResolver(createShareSchema),
    defaultValues: DEFAULT_VALUES,
  });
  const days = useWatch({ control, name: 'expires_in_days' });

  // The server reads no passcode as none; an empty one is not sent at all.
  const onSubmit = handleSubmit(({ label, scopes, expires_in_days, passcode }) =>
    onCreate({ label, scopes, expires_in_days, ...(passcode === null ? {} : { passcode }) }),
  );

  return (
    // noValidate: the shared schema's messages are shown, not the browser's own bubbles.
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {refusal !== null && <Alert tone="error">{refusal}</Alert>}
      <TextField
        label={NEW_SHARE_TEXTS.labelLabel}
        placeholder={NEW_SHARE_TEXTS.labelPlaceholder}
        autoComplete="off"
        readOnly={isCreating}
        error={errors.label?.message}
        {...register('label')}
      />
      <Controller
        control={control}
        name="scopes"
        render={({ field, fieldState }) => (
          <fieldset
            aria-describedby={fieldState.error ? scopesErrorId : undefined}
            className="space-y-0.5"
          >
            <legend className="text-sm font-medium text-slate-800">
              {NEW_SHARE_TEXTS.scopesLegend}
            </legend>
            {SHARE_SCOPES.map((scope) => (
              <Checkbox
                key={scope}
                label={sharedText(SHARE_SCOPE_LABELS[scope])}
                name={field.name}
                value={scope}
                checked={field.value.includes(scope)}
                disabled={isCreating}
                onBlur={field.onBlur}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? [...field.value, scope]
                      : field.value.filter((chosen) => chosen !== scope),
                  )
                }
              />
            ))}
            {fieldState.error && (
              <p id={scopesErrorId} className="text-sm text-destructive">
                {sharedText(fieldState.error.message ?? '')}
              </p>
            )}
          </fieldset>
        )}
      />
      <TextField
        label={NEW_SHARE_TEXTS.expiryLabel}
        type="number"
        inputMode="numeric"
        min={SHARE_EXPIRY_DAYS.min}
        max={SHARE_EXPIRY_DAYS.max}
        step={1}
        className="sm:max-w-40"
        readOnly={isCreating}
        hint={
          isExpiryInRange(days)
            ? NEW_SHARE_TEXTS.expiresOn(expiryDay(days))
            : NEW_SHARE_TEXTS.expiryHint
        }
        error={errors.expires_in_days?.message}
        {...register('expires_in_days', { valueAsNumber: true })}
      />
      <TextField
        label={NEW_SHARE_TEXTS.passcodeLabel}
        type="password"
        autoComplete="new-password"
        readOnly={isCreating}
        hint={NEW_SHARE_TEXTS.passcodeHint}
        error={errors.passcode?.message}
        {...register('passcode')}
      />
      <DialogFooter>
        <Button variant="outline" disabled={isCreating} onClick={onCancel}>
          {NEW_SHARE_TEXTS.cancel}
        </Button>
        <Button type="submit" isLoading={isCreating} loadingText={NEW_SHARE_TEXTS.creating}>
          {NEW_SHARE_TEXTS.create}
        </Button>
      </DialogFooter>
    </form>
  );
}

type NewShareDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Where focus goes on close when the control that opened the dialog has left the page (the
   * empty list's button, once the first share exists).
   */
  returnFocusTo?: () => HTMLElement | null;
};

export function NewShareDialog({ open, onOpenChange, returnFocusTo }: NewShareDialogProps) {
  // Focus starts on the dialog itself (its title and description are read out), not on the
  // Label field, which would be left, and checked, as she taps Cancel.
  const contentRef = useRef<HTMLDivElement>(null);
  const focus = useOpenerFocus(() => contentRef.current);
  const create = useCreateShare();
  useLingui();
  const isCreating = create.isPending;

  function changeOpen(next: boolean) {
    if (isCreating) return;
    // The link leaves memory with the dialog: it is shown this once.
    if (!next) create.reset();
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        ref={contentRef}
        onOpenAutoFocus={focus.onOpenAutoFocus}
        onCloseAutoFocus={(event) => {
          focus.onCloseAutoFocus(event);
          if (event.defaultPrevented) return;
          const fallback = returnFocusTo?.();
          if (fallback) {
            event.preventDefault();
            fallback.focus();
          }
        }}
        // Cancel, Done and Escape are the ways out: no corner button (its target is under
        // 44 px), and a stray tap beside the dialog loses neither the input nor the link.
        hideCloseButton
        onInteractOutside={(event) => event.preventDefault()}
      >
        {create.data ? (
          <ShareLinkStep url={create.data.url} onDone={() => changeOpen(false)} />
        ) : (
          <>
            <DialogHeader className="pr-0">
              <DialogTitle>{NEW_SHARE_TEXTS.title}</DialogTitle>
              <DialogDescription>{NEW_SHARE_TEXTS.description}</DialogDescription>
            </DialogHeader>
            <NewShareForm
              isCreating={isCreating}
              refusal={
                create.isError ? describeWriteError(create.error, NEW_SHARE_TEXTS.failed) : null
              }
              onCreate={(input) => create.mutate(input)}
              onCancel={() => changeOpen(false)}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
