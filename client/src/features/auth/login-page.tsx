import { loginSchema } from '@shared/auth';
import { Link } from 'wouter';
import { Checkbox } from '@/components/ui/checkbox';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { signIn } from './api';
import { AuthCard, authLinkClass } from './components/auth-card';
import { EmailField, PasswordField, SubmitButton, useAuthForm } from './components/auth-fields';
import { AUTH_TOASTS, runAuthRequest } from './messages';
import { useNavigateWhenSignedIn } from './use-navigate-when-signed-in';

export function LoginPage() {
  const { toast } = useToast();
  const navigateWhenSignedIn = useNavigateWhenSignedIn();
  const { form, field } = useAuthForm(loginSchema, { email: '', password: '', rememberMe: false });

  const onSubmit = form.handleSubmit((values) =>
    runAuthRequest(
      toast,
      { refused: 'Login Error', failed: 'Login failed' },
      () => signIn(values),
      () => {
        toast(AUTH_TOASTS.loggedIn);
        navigateWhenSignedIn(paths.home);
      },
    ),
  );

  return (
    <AuthCard
      title="Log in"
      description="Welcome back. Enter your email and password to continue."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link href={paths.signup} className={authLinkClass}>
            Sign up
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <EmailField {...field('email')} />
        <PasswordField
          label="Password"
          purpose="current"
          labelAside={
            <Link href={paths.resetPassword} className={`text-sm ${authLinkClass}`}>
              Forgot password?
            </Link>
          }
          {...field('password')}
        />
        <Checkbox label="Remember me" {...form.register('rememberMe')} />
        <SubmitButton isLoading={form.formState.isSubmitting} loadingText="Logging in...">
          Log in
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
