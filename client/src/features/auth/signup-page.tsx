import { MARKETING_EMAILS_LABEL } from '@shared/account';
import { signupSchema } from '@shared/auth';
import { Link, useLocation } from 'wouter';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { signUp } from './api';
import { AuthCard, authLinkClass } from './components/auth-card';
import { EmailField, PasswordField, SubmitButton, useAuthForm } from './components/auth-fields';
import { AUTH_TOASTS, MARKETING_EMAILS_SIGNUP_HINT, runAuthRequest } from './messages';
import { useNavigateWhenSignedIn } from './use-navigate-when-signed-in';

export function SignupPage() {
  const { toast } = useToast();
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
      { refused: 'Signup Error', failed: 'Signup failed' },
      () => signUp(values),
      ({ data }) => {
        // With email confirmation on there is no session yet: the user logs in once the
        // emailed link has confirmed the address. Otherwise no email waits for her.
        if (data.session) {
          toast(AUTH_TOASTS.accountCreatedSignedIn);
          navigateWhenSignedIn(paths.home);
        } else {
          toast(AUTH_TOASTS.accountCreated);
          navigate(paths.login);
        }
      },
    ),
  );

  return (
    <AuthCard
      title="Sign up"
      description="Create your account to keep your finances and the facts in one place."
      footer={
        <>
          Already have an account?{' '}
          <Link href={paths.login} className={authLinkClass}>
            Log in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        </div>
        <EmailField {...field('email')} />
        <PasswordField label="Password" purpose="new" {...field('password')} />
        <PasswordField label="Confirm password" purpose="confirm" {...field('confirmPassword')} />
        <Checkbox
          label={MARKETING_EMAILS_LABEL}
          description={MARKETING_EMAILS_SIGNUP_HINT}
          {...form.register('marketingEmails')}
        />
        <SubmitButton isLoading={form.formState.isSubmitting} loadingText="Creating account...">
          Sign up
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
