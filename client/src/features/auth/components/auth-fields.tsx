import type { ComponentProps } from 'react';
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { TextField } from '@/components/ui/form-field';

type TextFieldProps = ComponentProps<typeof TextField>;

/** The password rule, said under every field that sets a new password. */
export const PASSWORD_RULE_HINT =
  'At least 8 characters, with an uppercase and a lowercase letter, a number and a special character.';

/**
 * `field(name)`: the props that wire an auth field to `form` — its registration and the
 * message of its error, read so that the page re-renders when that error changes.
 */
export function bindFields<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
) {
  return (name: Path<T>) => ({
    ...form.register(name),
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
  });
}

type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type'> & { label?: string };

/** An email address: the email keyboard on phones and the browser's saved addresses. */
export function EmailField({ label = 'Email', ...props }: EmailFieldProps) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'hint'> & {
  /**
   * `current`: the password the user has; `new`: the one being chosen, with the rule under
   * it; `confirm`: the new one again.
   */
  purpose: 'current' | 'new' | 'confirm';
};

/** A password field that tells password managers whether to fill or to save. */
export function PasswordField({ purpose, ...props }: PasswordFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      hint={purpose === 'new' ? PASSWORD_RULE_HINT : undefined}
      {...props}
    />
  );
}
