import { PageShell } from '@/components/layout/page-shell';

export function CalculatorPage() {
  return <PageShell title="Calculator" />;
}
