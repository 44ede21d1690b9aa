import { Trans, useLingui } from '@lingui/react/macro';
import { updatePasswordSchema } from '@shared/auth';
import { Unlink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { logger } from '@/lib/logger';
import { isRecoveryUrl, readStoredResetUrl, readUrlError, readUrlParams } from './recovery';
import { clearPasswordResetState, isPasswordResetInProgress } from '@/lib/storage';
import { exchangeRecoveryToken, getCurrentSession, updatePassword } from './api';
import { AuthCard } from './components/auth-card';
import { PasswordField, SubmitButton, useAuthForm } from './components/auth-fields';
import { AUTH_TOASTS, authToast } from './messages';
import { serviceErrorToast, unexpectedErrorToast } from './auth-requests';
import { useNavigateWhenSignedIn } from './use-navigate-when-signed-in';

/**
 * The reset link is checked after 100 ms (supabase-js reads the hash meanwhile)
 * (docs/product.md#limits-and-timings).
 */
export const RESET_CHECK_DELAY_MS = 100;

type LinkStatus = 'checking' | 'valid' | 'invalid';

/**
 * Per docs/product.md#sign-up-log-in-and-password-reset: valid when the URL carries type=recovery
 * with a token, or a reset is in progress, or there is a session on this page. A link the auth
 * service has already refused (`#error=…`: used, expired or unknown) is invalid whatever else
 * holds.
 */
async function checkResetLink(): Promise<boolean> {
  const href = window.location.href;
  if (readUrlError(href) !== null) {
    clearPasswordResetState();
    return false;
  }
  const stored = readStoredResetUrl();
  if (isRecoveryUrl(href) || (stored !== null && isRecoveryUrl(stored))) return true;
  if (isPasswordResetInProgress()) return true;
  return (await getCurrentSession()) !== null;
}

/** The one-time `token` of an older-style link (`?token=…&type=recovery`), if that is how we came. */
function recoveryTokenFromLink(): string | null {
  for (const href of [window.location.href, readStoredResetUrl()]) {
    if (href === null) continue;
    const params = readUrlParams(href);
    if (params.type === 'recovery' && params.token) return params.token;
  }
  return null;
}

function SetNewPasswordForm() {
  const { toast } = useToast();
  const { t } = useLingui();
  const navigateWhenSignedIn = useNavigateWhenSignedIn();
  const { form, field } = useAuthForm(updatePasswordSchema, { password: '', confirmPassword: '' });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const token = recoveryTokenFromLink();
      if (token !== null && (await getCurrentSession()) === null) {
        const { error } = await exchangeRecoveryToken(token);
        if (error) {
          toast(serviceErrorToast(t`Password Update Error`, error));
          return;
        }
      }
      const { error } = await updatePassword(password);
      if (error) {
        toast(serviceErrorToast(t`Password Update Error`, error));
        return;
      }
      clearPasswordResetState();
      toast(authToast(AUTH_TOASTS.passwordUpdated));
      navigateWhenSignedIn(paths.home);
    } catch (error) {
      toast(unexpectedErrorToast(t`Password Update Error`, error));
    }
  });

  return (
    <AuthCard title={t`Set New Password`} description={t`Create a new password for your account`}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <PasswordField label={t`New Password`} purpose="new" {...field('password')} />
        <PasswordField
          label={t`Confirm New Password`}
          purpose="confirm"
          {...field('confirmPassword')}
        />
        <SubmitButton isLoading={form.formState.isSubmitting} loadingText={t`Updating...`}>
          <Trans>Update Password</Trans>
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

function InvalidResetLink() {
  const { t } = useLingui();
  return (
    <AuthCard title={t`Invalid Reset Link`}>
      <div className="space-y-5">
        <div className="flex gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <Unlink aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <Trans>
              Your password reset link is invalid or has expired. Please request a new password
              reset link.
            </Trans>
          </p>
        </div>
        <Link href={paths.resetPassword} className={buttonClasses({ className: 'w-full' })}>
          <Trans>Request New Reset Link</Trans>
        </Link>
      </div>
    </AuthCard>
  );
}

function VerifyingResetLink() {
  const { t } = useLingui();
  return (
    <PageShell>
      <Card className="mx-auto flex w-full max-w-md flex-col items-center gap-4 p-8 text-center sm:mt-6">
        <Spinner size="lg" label={t`Verifying your password reset link`} />
        <p className="text-slate-700">
          <Trans>Verifying your password reset link...</Trans>
        </p>
      </Card>
    </PageShell>
  );
}

export function UpdatePasswordPage() {
  const { toast } = useToast();
  const [status, setStatus] = useState<LinkStatus>('checking');

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      checkResetLink().then(
        (valid) => {
          if (cancelled) return;
          if (!valid) toast(authToast(AUTH_TOASTS.invalidResetLink));
          setStatus(valid ? 'valid' : 'invalid');
        },
        (error: unknown) => {
          if (cancelled) return;
          logger.error('Checking the password reset link failed.', error);
          toast(authToast(AUTH_TOASTS.resetLinkError));
          setStatus('invalid');
        },
      );
    }, RESET_CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [toast]);

  if (status === 'checking') return <VerifyingResetLink />;
  if (status === 'invalid') return <InvalidResetLink />;
  return <SetNewPasswordForm />;
}
