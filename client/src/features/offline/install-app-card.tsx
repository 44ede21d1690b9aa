import { Trans } from '@lingui/react/macro';
import { Download, Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { install, useInstallOffer } from '@/lib/app-events';

/** The profile page's "On this device": install the app when the browser offers it. */
export function InstallAppCard() {
  const offer = useInstallOffer();
  const standalone =
    typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Smartphone aria-hidden="true" className="size-5 text-slate-500" />
        <Trans>On this device</Trans>
      </h2>
      {standalone ? (
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Fairsplit is installed here. It shows your records when there is no signal.</Trans>
        </p>
      ) : offer ? (
        <>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>
              Install Fairsplit to open it like an app. It shows your records when there is no
              signal.
            </Trans>
          </p>
          <Button className="mt-4" onClick={() => void install(offer)}>
            <Download aria-hidden="true" className="size-4" />
            <Trans>Install app</Trans>
          </Button>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            To install Fairsplit, choose “Install app” in your browser’s menu. On an iPhone, tap
            Share, then “Add to Home Screen”. It then shows your records when there is no signal.
          </Trans>
        </p>
      )}
    </Card>
  );
}
