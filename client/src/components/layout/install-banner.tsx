import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  declineInstallBanner,
  install,
  isInstallBannerDeclined,
  useInstallOffer,
  visitCount,
} from '@/lib/app-events';

/**
 * A quiet offer to install the app, from her second visit on, when the browser offers it
 * (docs/offline.md). "Not now" keeps it away on this browser; the profile page still offers it.
 */
export function InstallBanner() {
  const { t } = useLingui();
  const offer = useInstallOffer();
  const [declined, setDeclined] = useState(isInstallBannerDeclined);
  if (!offer || declined || visitCount() < 2) return null;
  return (
    <aside
      aria-label={t`Install Fairsplit`}
      className="mb-6 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:flex-row sm:items-center"
    >
      <p className="flex-1 text-slate-700">
        <Trans>
          Install Fairsplit on this device. It opens like an app and shows your records when there
          is no signal.
        </Trans>
      </p>
      <div className="flex gap-2">
        <Button size="sm" className="min-h-11" onClick={() => void install(offer)}>
          <Download aria-hidden="true" className="size-4" />
          <Trans>Install</Trans>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="min-h-11"
          onClick={() => {
            declineInstallBanner();
            setDeclined(true);
          }}
        >
          <Trans>Not now</Trans>
        </Button>
      </div>
    </aside>
  );
}
