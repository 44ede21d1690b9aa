import { PageShell } from '@/components/layout/page-shell';

export function EventsPage() {
  return <PageShell title="Event Tracker" />;
}
