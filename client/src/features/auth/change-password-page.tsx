import { PageShell } from '@/components/layout/page-shell';

export function ChangePasswordPage() {
  return <PageShell title="Change Your Password" />;
}
