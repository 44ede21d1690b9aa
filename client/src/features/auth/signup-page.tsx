import { Trans, useLingui } from '@lingui/react/macro';
import { MARKETING_EMAILS_LABEL } from '@shared/account';
import { signupSchema } from '@shared/auth';
import { Link, useLocation } from 'wouter';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useSharedText } from '@/lib/i18n';
import { signUp } from './api';
import { AuthCard, authLinkClass } from './components/auth-card';
import { EmailField, PasswordField, SubmitButton, useAuthForm } from './components/auth-fields';
import { AUTH_TOASTS, authToast } from './messages';
import { MARKETING_EMAILS_SIGNUP_HINT, runAuthRequest } from './auth-requests';
import { useNavigateWhenSignedIn } from './use-navigate-when-signed-in';

export function SignupPage() {
  const { toast } = useToast();
  const { t } = useLingui();
  const sharedText = useSharedText();
  const [, navigate] = useLocation();
  const navigateWhenSignedIn = useNavigateWhenSignedIn();
  const { form, field } = useAuthForm(signupSchema, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
    marketingEmails: true,
  });

  const onSubmit = form.handleSubmit((values) =>
    runAuthRequest(
      toast,
      { refused: t`Signup Error`, failed: t`Signup failed` },
      () => signUp(values),
      ({ data }) => {
        // With email confirmation on there is no session yet: the user logs in once the
        // emailed link has confirmed the address. Otherwise no email waits for her.
        if (data.session) {
          toast(authToast(AUTH_TOASTS.accountCreatedSignedIn));
          navigateWhenSignedIn(paths.home);
        } else {
          toast(authToast(AUTH_TOASTS.accountCreated));
          navigate(paths.login);
        }
      },
    ),
  );

  return (
    <AuthCard
      title={t`Sign up`}
      description={t`Create your account to keep your finances and the facts in one place.`}
      footer={
        <Trans>
          Already have an account?{' '}
          <Link href={paths.login} className={authLinkClass}>
            Log in
          </Link>
        </Trans>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t`First name`} autoComplete="given-name" {...field('firstName')} />
          <TextField label={t`Last name`} autoComplete="family-name" {...field('lastName')} />
        </div>
        <EmailField {...field('email')} />
        <PasswordField label={t`Password`} purpose="new" {...field('password')} />
        <PasswordField
          label={t`Confirm password`}
          purpose="confirm"
          {...field('confirmPassword')}
        />
        <Checkbox
          label={sharedText(MARKETING_EMAILS_LABEL)}
          description={t(MARKETING_EMAILS_SIGNUP_HINT)}
          {...form.register('marketingEmails')}
        />
        <SubmitButton isLoading={form.formState.isSubmitting} loadingText={t`Creating account...`}>
          <Trans>Sign up</Trans>
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
