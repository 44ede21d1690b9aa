/**
 * With hosted Supabase: its API lists neither a user's sessions nor their devices, so the page
 * says so plainly, shows the one thing the session itself knows (the last sign-in), and still
 * signs every other browser out, through supabase-js.
 */
import { useLingui } from '@lingui/react';
import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLastSignIn, useSignOutOtherSessions } from '../api';
import { formatDateTime } from '../format';
import { DEVICES_TEXTS } from '../texts';

export function HostedSessionsCard() {
  const lastSignIn = useLastSignIn({ enabled: true });
  const signOutOthers = useSignOutOtherSessions({ isHosted: true });
  const [isAsking, setIsAsking] = useState(false);
  useLingui();

  return (
    <SectionCard
      title={DEVICES_TEXTS.sessionsTitle}
      icon={MonitorSmartphone}
      description={DEVICES_TEXTS.sessionsAbout}
    >
      <div className="mt-4 space-y-3 text-sm text-slate-700">
        <p>{DEVICES_TEXTS.hostedNotListed}</p>
        {lastSignIn.data && (
          <p>
            {DEVICES_TEXTS.lastSignIn}:{' '}
            <time dateTime={lastSignIn.data} className="font-medium text-slate-900">
              {formatDateTime(lastSignIn.data)}
            </time>
          </p>
        )}
        <p>{DEVICES_TEXTS.hostedCanDo}</p>
      </div>
      <Button variant="outline" className="mt-4 w-full sm:w-auto" onClick={() => setIsAsking(true)}>
        {DEVICES_TEXTS.signOutOthers}
      </Button>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title={DEVICES_TEXTS.confirmOthersTitle}
        description={DEVICES_TEXTS.confirmOthersText}
        confirmLabel={DEVICES_TEXTS.signOutOthers}
        isDestructive
        isConfirming={signOutOthers.isPending}
        onConfirm={() => signOutOthers.mutate(undefined, { onSettled: () => setIsAsking(false) })}
      />
    </SectionCard>
  );
}
