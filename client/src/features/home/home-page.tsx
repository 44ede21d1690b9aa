import { PageShell } from '@/components/layout/page-shell';

export function HomePage() {
  return <PageShell title="Home" />;
}
