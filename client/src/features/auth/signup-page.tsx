import { zodResolver } from '@hookform/resolvers/zod';
import { signupSchema } from '@shared/auth';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { signUp } from './api';
import { AuthCard, authLinkClass } from './components/auth-card';
import { bindFields, EmailField, PasswordField } from './components/auth-fields';
import { AUTH_TOASTS, serviceErrorToast, unexpectedErrorToast } from './messages';
import { useNavigateWhenSignedIn } from './use-navigate-when-signed-in';

export function SignupPage() {
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const navigateWhenSignedIn = useNavigateWhenSignedIn();
  const form = useForm({
    resolver: zodResolver(signupSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const field = bindFields(form);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { data, error } = await signUp(values);
      if (error) {
        toast(serviceErrorToast('Signup Error', error.message));
        return;
      }
      toast(AUTH_TOASTS.accountCreated);
      // With email confirmation on there is no session yet; /home then asks for a login.
      if (data.session) navigateWhenSignedIn(paths.home);
      else navigate(paths.home);
    } catch (error) {
      toast(unexpectedErrorToast('Signup failed', error));
    }
  });

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
        <Button
          type="submit"
          className="w-full"
          isLoading={form.formState.isSubmitting}
          loadingText="Creating account..."
        >
          Sign up
        </Button>
      </form>
    </AuthCard>
  );
}
