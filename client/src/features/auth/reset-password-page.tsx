import { PageShell } from '@/components/layout/page-shell';

export function ResetPasswordPage() {
  return <PageShell title="Reset Password" />;
}
