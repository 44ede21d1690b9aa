import { PageShell } from '@/components/layout/page-shell';

export function SettlementCalculatorPage() {
  return <PageShell title="Settlement vs. Trial Calculator" />;
}
