import { PageShell } from '@/components/layout/page-shell';

export function TermsPage() {
  return <PageShell title="Terms of Service" />;
}
