import { PageShell } from '@/components/layout/page-shell';

export function SignupPage() {
  return <PageShell title="Sign up" />;
}
