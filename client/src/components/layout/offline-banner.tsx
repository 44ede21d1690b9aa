import { useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { OFFLINE_REASON_ID, useOfflineReading } from '@/lib/offline';

/**
 * Over a signed-in page while it cannot reach the server (docs/offline.md): what she sees is
 * her records as they were when the server last sent them, and why the buttons that change
 * them are off.
 */
export function OfflineBanner() {
  const { t, i18n } = useLingui();
  const { readOnly, asOf } = useOfflineReading();
  if (!readOnly) return null;
  const when =
    asOf === null
      ? null
      : new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
          asOf,
        );
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="mx-auto flex w-full max-w-6xl items-start gap-3 px-4 py-3 text-sm">
        <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div>
          <p className="font-semibold">
            {when === null ? t`Offline` : t`Offline — showing your records as of ${when}`}
          </p>
          <p id={OFFLINE_REASON_ID}>
            {t`You can read them. Adding, changing and downloading wait until you are online again.`}
          </p>
        </div>
      </div>
    </div>
  );
}
