import { PageShell } from '@/components/layout/page-shell';

export function ExpensesPage() {
  return <PageShell title="Expense Tracker" />;
}
