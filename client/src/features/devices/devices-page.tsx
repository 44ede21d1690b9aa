/**
 * /devices, from the profile's Account Security card: every browser signed in to the account
 * and ninety days of sign-ins, so she can see whether anyone else is in and end it at once.
 */
import { useLingui } from '@lingui/react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { paths } from '@/config/paths';
import { DevicesPanel } from './devices-panel';
import { DEVICES_TEXTS } from './texts';

export function DevicesPage() {
  useLingui();
  return (
    <PageShell title={DEVICES_TEXTS.title}>
      <div className="grid max-w-3xl gap-6">
        <DevicesPanel />
        <Link
          href={paths.profile}
          className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {DEVICES_TEXTS.backToProfile}
        </Link>
      </div>
    </PageShell>
  );
}
