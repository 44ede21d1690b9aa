/**
 * "Sign-in history": ninety days of sign-ins, newest first, the refused attempts among them,
 * each with the browser and network it came from.
 */
import { useLingui } from '@lingui/react';
import { History } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { SignIn } from '@shared/devices';
import { useSignIns } from '../api';
import { deviceName, formatDateTime } from '../format';
import { DEVICES_TEXTS, SIGN_IN_METHOD_LABELS, SIGN_IN_OUTCOME_LABELS } from '../texts';
import { LoadProblem } from './load-problem';

function SignInItem({ signIn }: { signIn: SignIn }) {
  useLingui();
  const method = signIn.method ? SIGN_IN_METHOD_LABELS[signIn.method] : undefined;
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge tone={signIn.outcome === 'success' ? 'success' : 'warning'}>
          {SIGN_IN_OUTCOME_LABELS[signIn.outcome]}
        </Badge>
        <time dateTime={signIn.created_at} className="text-sm font-medium text-slate-900">
          {formatDateTime(signIn.created_at)}
        </time>
      </p>
      <p className="mt-1 text-sm break-words text-slate-600">
        {[deviceName(signIn), signIn.network, method].filter(Boolean).join(' · ')}
      </p>
    </li>
  );
}

export function SignInHistoryCard() {
  const signIns = useSignIns({ enabled: true });
  const list = signIns.data?.sign_ins;
  useLingui();

  let body: ReactNode;
  if (signIns.isError && list === undefined) {
    body = (
      <LoadProblem
        error={signIns.error}
        message={DEVICES_TEXTS.historyLoadFailed}
        onRetry={() => void signIns.refetch()}
      />
    );
  } else if (list === undefined) {
    body = <Spinner label={DEVICES_TEXTS.loadingHistory} />;
  } else if (list.length === 0) {
    body = <p className="text-sm text-slate-600">{DEVICES_TEXTS.historyEmpty}</p>;
  } else {
    body = (
      <>
        <ol className="divide-y divide-slate-100">
          {list.map((signIn) => (
            <SignInItem key={signIn.id} signIn={signIn} />
          ))}
        </ol>
        {signIns.data?.has_more && (
          <p className="mt-4 text-sm text-slate-600">{DEVICES_TEXTS.historyMore}</p>
        )}
      </>
    );
  }

  return (
    <SectionCard
      title={DEVICES_TEXTS.historyTitle}
      icon={History}
      description={DEVICES_TEXTS.historyAbout}
    >
      <div className="mt-4">{body}</div>
      <div className="mt-5 flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">{DEVICES_TEXTS.advice}</p>
        <Link
          href={paths.changePassword}
          className={buttonClasses({ variant: 'outline', className: 'shrink-0' })}
        >
          {DEVICES_TEXTS.changePassword}
        </Link>
      </div>
    </SectionCard>
  );
}
