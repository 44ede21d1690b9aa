import { PageShell } from '@/components/layout/page-shell';

export function NetworthPage() {
  return <PageShell title="Combined Net Worth Tracker" />;
}
