import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@shared/auth';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { signIn } from './api';
import { AuthCard, authLinkClass } from './components/auth-card';
import { AUTH_TOASTS, serviceErrorToast, unexpectedErrorToast } from './messages';
import { useNavigateWhenSignedIn } from './use-navigate-when-signed-in';

export function LoginPage() {
  const { toast } = useToast();
  const navigateWhenSignedIn = useNavigateWhenSignedIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async (values) => {
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
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          labelAside={
            <Link href={paths.resetPassword} className={`text-sm ${authLinkClass}`}>
              Forgot password?
            </Link>
          }
          {...register('password')}
        />
        <Checkbox label="Remember me" {...register('rememberMe')} />
        <Button
          type="submit"
          className="w-full"
          isLoading={isSubmitting}
          loadingText="Logging in..."
        >
          Log in
        </Button>
      </form>
    </AuthCard>
  );
}
