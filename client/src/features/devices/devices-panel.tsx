import { useLingui } from '@lingui/react';
import { Spinner } from '@/components/ui/spinner';
import { useClientConfig } from '@/lib/client-config';
import { HostedSessionsCard } from './components/hosted-sessions-card';
import { SessionsCard } from './components/sessions-card';
import { SignInHistoryCard } from './components/sign-in-history-card';
import { DEVICES_TEXTS } from './texts';

/**
 * Every browser signed in to the account and ninety days of sign-ins, or, when a hosted auth
 * service cannot list them, the one thing it allows: signing out every other browser. The
 * /devices page and the Security & devices settings show it alike.
 */
export function DevicesPanel() {
  const config = useClientConfig();
  const mode = config.data?.auth.mode;
  useLingui();

  return (
    <>
      <p className="text-slate-700">{DEVICES_TEXTS.intro}</p>
      {mode === undefined ? (
        <Spinner size="lg" label={DEVICES_TEXTS.loadingConfig} />
      ) : mode === 'supabase' ? (
        <HostedSessionsCard />
      ) : (
        <>
          <SessionsCard />
          <SignInHistoryCard />
        </>
      )}
    </>
  );
}
