import { PageShell } from '@/components/layout/page-shell';

export function LoginPage() {
  return <PageShell title="Log in" />;
}
