/**
 * "Signed in now": each browser signed in to the account, this one first and marked, with its
 * network and times; any other can be signed out (asked first), or all of them at once.
 */
import { useLingui } from '@lingui/react';
import { Monitor, MonitorSmartphone, Smartphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import type { DeviceSession } from '@shared/devices';
import { useDeviceSessions, useSignOutOtherSessions, useSignOutSession } from '../api';
import { deviceName, formatDateTime } from '../format';
import { DEVICES_TEXTS } from '../texts';
import { LoadProblem } from './load-problem';

const PHONE_SYSTEMS = /^(iOS|Android|iPadOS)\b/;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{term}</dt>
      <dd className="text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

function SessionItem({
  session,
  onSignOut,
}: {
  session: DeviceSession;
  onSignOut: (session: DeviceSession) => void;
}) {
  useLingui();
  const name = deviceName(session);
  const Icon = session.system && PHONE_SYSTEMS.test(session.system) ? Smartphone : Monitor;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-2">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <Icon aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          <span className="break-words">{name}</span>
          {session.is_current && <Badge tone="primary">{DEVICES_TEXTS.thisDevice}</Badge>}
        </p>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-3">
          <Detail term={DEVICES_TEXTS.network}>
            {session.network ?? DEVICES_TEXTS.networkUnknown}
          </Detail>
          <Detail term={DEVICES_TEXTS.signedIn}>
            <time dateTime={session.created_at}>{formatDateTime(session.created_at)}</time>
          </Detail>
          <Detail term={DEVICES_TEXTS.lastActive}>
            {session.is_current ? (
              DEVICES_TEXTS.now
            ) : (
              <time dateTime={session.last_active_at}>
                {formatDateTime(session.last_active_at)}
              </time>
            )}
          </Detail>
        </dl>
      </div>
      {!session.is_current && (
        <Button
          variant="outline"
          className="shrink-0 self-start"
          onClick={() => onSignOut(session)}
        >
          {DEVICES_TEXTS.signOut}
          <span className="sr-only"> {name}</span>
        </Button>
      )}
    </li>
  );
}

export function SessionsCard() {
  const sessions = useDeviceSessions({ enabled: true });
  const signOutOne = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions({ isHosted: false });
  // Kept while the dialog closes, so its title does not change under the reader.
  const [asked, setAsked] = useState<DeviceSession | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const [isAskingOthers, setIsAskingOthers] = useState(false);
  useLingui();

  const list = sessions.data?.sessions;
  const others = list?.filter((session) => !session.is_current) ?? [];

  let body: ReactNode;
  if (sessions.isError && list === undefined) {
    body = (
      <LoadProblem
        error={sessions.error}
        message={DEVICES_TEXTS.sessionsLoadFailed}
        onRetry={() => void sessions.refetch()}
      />
    );
  } else if (list === undefined) {
    body = <Spinner label={DEVICES_TEXTS.loadingSessions} />;
  } else {
    body = (
      <>
        <ul className="divide-y divide-slate-100">
          {list.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              onSignOut={(chosen) => {
                setAsked(chosen);
                setIsAsking(true);
              }}
            />
          ))}
        </ul>
        <div className="mt-5 border-t border-slate-100 pt-5">
          {others.length > 0 ? (
            <Button
              variant="outline"
              className="w-full sm:w-auto"
              onClick={() => setIsAskingOthers(true)}
            >
              {DEVICES_TEXTS.signOutOthers}
            </Button>
          ) : (
            <p className="text-sm text-slate-600">{DEVICES_TEXTS.noOthers}</p>
          )}
        </div>
      </>
    );
  }

  return (
    <SectionCard
      title={DEVICES_TEXTS.sessionsTitle}
      icon={MonitorSmartphone}
      description={DEVICES_TEXTS.sessionsAbout}
    >
      <div className="mt-4">{body}</div>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title={DEVICES_TEXTS.confirmOneTitle(asked ? deviceName(asked) : '')}
        description={DEVICES_TEXTS.confirmOneText}
        confirmLabel={DEVICES_TEXTS.signOut}
        isDestructive
        isConfirming={signOutOne.isPending}
        onConfirm={() => {
          if (asked) signOutOne.mutate(asked, { onSettled: () => setIsAsking(false) });
        }}
      />
      <ConfirmDialog
        open={isAskingOthers}
        onOpenChange={setIsAskingOthers}
        title={DEVICES_TEXTS.confirmOthersTitle}
        description={DEVICES_TEXTS.confirmOthersText}
        confirmLabel={DEVICES_TEXTS.signOutOthers}
        isDestructive
        isConfirming={signOutOthers.isPending}
        onConfirm={() =>
          signOutOthers.mutate(undefined, { onSettled: () => setIsAskingOthers(false) })
        }
      />
    </SectionCard>
  );
}
