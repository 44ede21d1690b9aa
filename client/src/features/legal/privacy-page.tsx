import { PageShell } from '@/components/layout/page-shell';

export function PrivacyPage() {
  return <PageShell title="Privacy Policy" />;
}
