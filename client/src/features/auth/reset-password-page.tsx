import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordRequestSchema } from '@shared/auth';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { requestPasswordReset } from './api';
import { AuthCard, authLinkClass } from './components/auth-card';
import { bindFields, EmailField } from './components/auth-fields';
import { AUTH_TOASTS, serviceErrorToast, unexpectedErrorToast } from './messages';

function EmailSent({ email }: { email: string }) {
  return (
    <div className="space-y-4 text-center" role="status">
      <MailCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
      <h2 className="text-lg font-semibold text-slate-900">Email sent</h2>
      <p className="text-sm text-slate-700">
        If an account exists for <span className="font-medium wrap-anywhere">{email}</span>, a link
        to reset your password is on its way.
      </p>
      <p className="text-sm text-slate-600">Can&apos;t find it? Check your spam or junk folder.</p>
      <Link
        href={paths.login}
        className={buttonClasses({ variant: 'outline', className: 'w-full' })}
      >
        Back to Log in
      </Link>
    </div>
  );
}

export function ResetPasswordPage() {
  const { toast } = useToast();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resetPasswordRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const field = bindFields(form);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const { error } = await requestPasswordReset(email);
      if (error) {
        toast(serviceErrorToast('Password Reset Error', error.message));
        return;
      }
      toast(AUTH_TOASTS.resetEmailSent);
      setSentTo(email);
    } catch (error) {
      toast(unexpectedErrorToast('Password Reset Error', error));
    }
  });

  return (
    <AuthCard
      title="Reset Password"
      description={
        sentTo === null
          ? "Enter your account's email address and we'll send you a link to set a new password."
          : undefined
      }
      footer={
        sentTo === null && (
          <>
            Remembered it?{' '}
            <Link href={paths.login} className={authLinkClass}>
              Back to Log in
            </Link>
          </>
        )
      }
    >
      {sentTo === null ? (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <EmailField {...field('email')} />
          <Button
            type="submit"
            className="w-full"
            isLoading={form.formState.isSubmitting}
            loadingText="Sending..."
          >
            Send Reset Link
          </Button>
        </form>
      ) : (
        <EmailSent email={sentTo} />
      )}
    </AuthCard>
  );
}
