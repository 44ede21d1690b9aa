import { PageShell } from '@/components/layout/page-shell';

export function AccountSettingsPage() {
  return <PageShell title="Account Settings" />;
}
