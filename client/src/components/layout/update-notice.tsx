import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useWaitingUpdate } from '@/lib/app-events';

/**
 * "Update available — Reload" when a new version of the app is waiting (docs/offline.md): a bar
 * under the navigation rather than a toast, because it stays until she acts and a toast on a
 * phone would sit over the menu button all that time. Closed, the new version takes over the
 * next time every tab of the app is closed.
 */
export function UpdateNotice() {
  const { t } = useLingui();
  const apply = useWaitingUpdate();
  const [closedFor, setClosedFor] = useState<typeof apply>(null);
  if (!apply || closedFor === apply) return null;
  return (
    <div role="status" className="border-b border-teal-200 bg-primary-soft text-slate-900">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p className="flex-1">
          <span className="font-semibold">
            <Trans>Update available</Trans>
          </span>{' '}
          <Trans>A new version of Fairsplit is ready.</Trans>
        </p>
        <div className="flex items-center gap-1">
          <Button size="sm" className="min-h-11" onClick={() => void apply()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            <Trans>Reload</Trans>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="size-11 p-0"
            aria-label={t`Later`}
            title={t`Later`}
            onClick={() => setClosedFor(() => apply)}
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
    </div>
  );
}
