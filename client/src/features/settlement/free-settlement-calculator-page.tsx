import { PageShell } from '@/components/layout/page-shell';

export function FreeSettlementCalculatorPage() {
  return <PageShell title="Free Settlement Calculator" />;
}
