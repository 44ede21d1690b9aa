import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@shared/auth';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { signIn } from './api';
import { AuthCard, authLinkClass } from './components/auth-card';
import { bindFields, EmailField, PasswordField } from './components/auth-fields';
import { AUTH_TOASTS, serviceErrorToast, unexpectedErrorToast } from './messages';
import { useNavigateWhenSignedIn } from './use-navigate-when-signed-in';

export function LoginPage() {
  const { toast } = useToast();
  const navigateWhenSignedIn = useNavigateWhenSignedIn();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const field = bindFields(form);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { error } = await signIn(values);
      if (error) {
        toast(serviceErrorToast('Login Error', error.message));
        return;
      }
      toast(AUTH_TOASTS.loggedIn);
      navigateWhenSignedIn(paths.home);
    } catch (error) {
      toast(unexpectedErrorToast('Login failed', error));
    }
  });

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
        <Button
          type="submit"
          className="w-full"
          isLoading={form.formState.isSubmitting}
          loadingText="Logging in..."
        >
          Log in
        </Button>
      </form>
    </AuthCard>
  );
}
