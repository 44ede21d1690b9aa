import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Check, Circle } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { PASSWORD_RULES } from '@shared/auth';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { useSharedText } from '@/lib/i18n';

type TextFieldProps = ComponentProps<typeof TextField>;

/**
 * The password rule as a checklist under every field that sets a new password, ticked as she
 * types, instead of one rule revealed per failed submit.
 */
function PasswordChecklist({ password }: { password: string }) {
  const { t } = useLingui();
  const sharedText = useSharedText();
  return (
    <ul aria-label={t`Your password needs`} className="mt-1 grid gap-0.5 sm:grid-cols-2">
      {PASSWORD_RULES.map((rule) => {
        const isMet = rule.isMet(password);
        return (
          <li
            key={rule.label}
            data-met={isMet}
            className={cn(
              'flex items-center gap-1.5 text-sm',
              isMet ? 'text-emerald-800' : 'text-slate-600',
            )}
          >
            {isMet ? (
              <Check aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <Circle aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
            )}
            {sharedText(rule.label)}
            <span className="sr-only"> {isMet ? t`(done)` : t`(not yet)`}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * `field(name)`: the props that wire an auth field to `form` — its registration and the
 * message of its error, read so that the page re-renders when that error changes.
 */
function bindFields<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'register' | 'formState'>) {
  return (name: Path<T>) => ({
    ...form.register(name),
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
  });
}

type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type'> & { label?: string };

/** An email address: the email keyboard on phones and the browser's saved addresses. */
export function EmailField({ label, ...props }: EmailFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      label={label ?? t`Email`}
      type="email"
      autoComplete="email"
      inputMode="email"
      {...props}
    />
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'hint'> & {
  /**
   * `current`: the password the user has; `new`: the one being chosen, with the rule under
   * it; `confirm`: the new one again.
   */
  purpose: 'current' | 'new' | 'confirm';
};

/**
 * A password field that tells password managers whether to fill or to save; a new password's
 * field keeps the rule's checklist under it.
 */
export function PasswordField({ purpose, onChange, ...props }: PasswordFieldProps) {
  const [typed, setTyped] = useState('');
  return (
    <TextField
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      hint={purpose === 'new' ? <PasswordChecklist password={typed} /> : undefined}
      onChange={(event) => {
        setTyped(event.target.value);
        return onChange?.(event);
      }}
      {...props}
    />
  );
}

/**
 * An auth page's form: validated with the shared schema as each field is left, and `field`
 * wiring each input (see bindFields).
 */
export function useAuthForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });
  return { form, field: bindFields(form) };
}

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type'> & {
  /** A form page's submit button spans the card; the change-password card's does not. */
  isFullWidth?: boolean;
};

/** The form's submit button, busy (with `loadingText`) while the form is submitting. */
export function SubmitButton({ isFullWidth = true, className, ...props }: SubmitButtonProps) {
  return <Button type="submit" className={cn(isFullWidth && 'w-full', className)} {...props} />;
}
