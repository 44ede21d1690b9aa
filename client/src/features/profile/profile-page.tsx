import { PageShell } from '@/components/layout/page-shell';

export function ProfilePage() {
  return <PageShell title="User Profile" />;
}
