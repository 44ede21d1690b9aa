import { Trans, useLingui } from '@lingui/react/macro';
import { resetPasswordRequestSchema } from '@shared/auth';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { requestPasswordReset } from './api';
import { AuthCard, authLinkClass } from './components/auth-card';
import { EmailField, SubmitButton, useAuthForm } from './components/auth-fields';
import { AUTH_TOASTS, authToast } from './messages';
import { runAuthRequest } from './auth-requests';

function EmailSent({ email }: { email: string }) {
  return (
    <div className="space-y-4 text-center" role="status">
      <MailCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>Email sent</Trans>
      </h2>
      <p className="text-sm text-slate-700">
        <Trans>
          If an account exists for <span className="font-medium wrap-anywhere">{email}</span>, a
          link to reset your password is on its way.
        </Trans>
      </p>
      <p className="text-sm text-slate-600">
        <Trans>Can&apos;t find it? Check your spam or junk folder.</Trans>
      </p>
      <Link
        href={paths.login}
        className={buttonClasses({ variant: 'outline', className: 'w-full' })}
      >
        <Trans>Back to Log in</Trans>
      </Link>
    </div>
  );
}

export function ResetPasswordPage() {
  const { toast } = useToast();
  const { t } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, field } = useAuthForm(resetPasswordRequestSchema, { email: '' });

  const onSubmit = form.handleSubmit(({ email }) =>
    runAuthRequest(
      toast,
      { refused: t`Password Reset Error`, failed: t`Password Reset Error` },
      () => requestPasswordReset(email),
      () => {
        toast(authToast(AUTH_TOASTS.resetEmailSent));
        setSentTo(email);
      },
    ),
  );

  return (
    <AuthCard
      title={t`Reset Password`}
      description={
        sentTo === null
          ? t`Enter your account's email address and we'll send you a link to set a new password.`
          : undefined
      }
      footer={
        sentTo === null && (
          <Trans>
            Remembered it?{' '}
            <Link href={paths.login} className={authLinkClass}>
              Back to Log in
            </Link>
          </Trans>
        )
      }
    >
      {sentTo === null ? (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <EmailField {...field('email')} />
          <SubmitButton isLoading={form.formState.isSubmitting} loadingText={t`Sending...`}>
            <Trans>Send Reset Link</Trans>
          </SubmitButton>
        </form>
      ) : (
        <EmailSent email={sentTo} />
      )}
    </AuthCard>
  );
}
