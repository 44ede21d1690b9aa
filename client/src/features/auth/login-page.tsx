import { Trans, useLingui } from '@lingui/react/macro';
import { loginSchema } from '@shared/auth';
import { Link } from 'wouter';
import { Checkbox } from '@/components/ui/checkbox';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { signIn } from './api';
import { AuthCard, authLinkClass } from './components/auth-card';
import { EmailField, PasswordField, SubmitButton, useAuthForm } from './components/auth-fields';
import { AUTH_TOASTS, authToast } from './messages';
import { runAuthRequest } from './auth-requests';
import { useNavigateWhenSignedIn } from './use-navigate-when-signed-in';

export function LoginPage() {
  const { toast } = useToast();
  const { t } = useLingui();
  const navigateWhenSignedIn = useNavigateWhenSignedIn();
  const { form, field } = useAuthForm(loginSchema, { email: '', password: '', rememberMe: false });

  const onSubmit = form.handleSubmit((values) =>
    runAuthRequest(
      toast,
      { refused: t`Login Error`, failed: t`Login failed` },
      () => signIn(values),
      () => {
        toast(authToast(AUTH_TOASTS.loggedIn));
        navigateWhenSignedIn(paths.home);
      },
    ),
  );

  return (
    <AuthCard
      title={t`Log in`}
      description={t`Welcome back. Enter your email and password to continue.`}
      footer={
        <Trans>
          Don&apos;t have an account?{' '}
          <Link href={paths.signup} className={authLinkClass}>
            Sign up
          </Link>
        </Trans>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <EmailField {...field('email')} />
        <PasswordField
          label={t`Password`}
          purpose="current"
          labelAside={
            <Link href={paths.resetPassword} className={`text-sm ${authLinkClass}`}>
              <Trans>Forgot password?</Trans>
            </Link>
          }
          {...field('password')}
        />
        <Checkbox label={t`Remember me`} {...form.register('rememberMe')} />
        <SubmitButton isLoading={form.formState.isSubmitting} loadingText={t`Logging in...`}>
          <Trans>Log in</Trans>
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
