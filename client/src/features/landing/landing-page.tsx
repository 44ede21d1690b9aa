import { PageShell } from '@/components/layout/page-shell';

export function LandingPage() {
  return <PageShell title="Fairsplit" />;
}
