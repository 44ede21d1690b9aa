import { PageShell } from '@/components/layout/page-shell';

export function UpdatePasswordPage() {
  return <PageShell title="Set New Password" />;
}
