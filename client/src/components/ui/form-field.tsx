import { useLingui } from '@lingui/react/macro';
import { ChevronDown, Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useSharedText } from '@/lib/i18n';
import { Input, Label } from './input';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** The validation message shown under the input and announced with it. */
  error?: string;
  /** Help text under the input, before any error. */
  hint?: ReactNode;
  /** Something beside the label, such as a "Forgot password?" link. */
  labelAside?: ReactNode;
};

/**
 * A labelled input with its hint and error wired up for screen readers. A password or passcode
 * field has a show/hide toggle: typing a long password on a phone, blind, is where sign-ups fail.
 */
export function TextField({
  label,
  error,
  hint,
  labelAside,
  id,
  type,
  className,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const isSecret = type === 'password';
  const { t } = useLingui();
  const lowerLabel = label.toLowerCase();
  const [isShown, setIsShown] = useState(false);
  const input = (
    <Input
      id={inputId}
      type={isSecret && isShown ? 'text' : type}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      className={cn(isSecret && 'pr-12', className)}
      {...inputProps}
    />
  );

  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={inputId}>{label}</Label>
        {labelAside}
      </div>
      {isSecret ? (
        <div className="relative">
          {input}
          <button
            type="button"
            aria-pressed={isShown}
            aria-controls={inputId}
            onClick={() => setIsShown((shown) => !shown)}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-slate-500 hover:text-slate-900"
          >
            {isShown ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
            <span className="sr-only">{t`Show ${lowerLabel}`}</span>
          </button>
        </div>
      ) : (
        input
      )}
      {hint && (
        <div id={hintId} className="text-sm text-slate-500">
          {hint}
        </div>
      )}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

/** A field's validation message, in the language being spoken when it is one of `shared/`'s. */
function FieldError({ id, message }: { id: string; message: string }) {
  const sharedText = useSharedText();
  return (
    <p id={id} className="text-sm text-destructive">
      {sharedText(message)}
    </p>
  );
}

/** The look of the shared Input for selects and text areas: 16 px text, 44 px tall, red when invalid. */
const controlClasses = cn(
  'block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm',
  'placeholder:text-slate-400 disabled:cursor-not-allowed disabled:bg-slate-100',
  'focus-visible:border-primary aria-invalid:border-destructive',
);

type FieldFrameProps = {
  label: string;
  error?: string;
  /** Help text under the control, before any error. */
  hint?: ReactNode;
  id: string | undefined;
  children: (control: { id: string; describedBy: string | undefined }) => ReactNode;
};

/** A label above any control, with its hint and error under it and announced with it. */
function FieldFrame({ label, error, hint, id, children }: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <Label htmlFor={controlId}>{label}</Label>
      {children({ id: controlId, describedBy: describedBy || undefined })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

/** A labelled native select (the platform's own picker on phones) with the Input's look. */
export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  children,
  ...props
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <div className="relative">
          <select
            id={control.id}
            aria-invalid={error ? true : undefined}
            aria-describedby={control.describedBy}
            className={cn(controlClasses, 'appearance-none pr-10', className)}
            {...props}
          >
            {children}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          />
        </div>
      )}
    </FieldFrame>
  );
}

type TextareaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string };

/** A labelled text area, three lines tall unless told otherwise, that the user can lengthen. */
export function TextareaField({
  label,
  error,
  id,
  className,
  rows = 3,
  ...props
}: TextareaFieldProps) {
  return (
    <FieldFrame label={label} error={error} id={id}>
      {(control) => (
        <textarea
          id={control.id}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={control.describedBy}
          className={cn(controlClasses, 'resize-y', className)}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
