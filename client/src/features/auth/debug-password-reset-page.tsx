import { PageShell } from '@/components/layout/page-shell';

export function DebugPasswordResetPage() {
  return <PageShell title="Password Reset Diagnostics" />;
}
