/**
 * /revoke-link?token=…, the "revoke it now" link in the mail sent when a link to her records is
 * made. Public: whoever made the link may still hold her session, so the token, not a sign-in, is
 * the authority. It says what will happen and revokes only on the button, because mail scanners
 * open every link in a message. The answer is said where the button was, and focus goes there.
 */
import { useLingui } from '@lingui/react';
import { ShieldOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { describeRefusal, isRefusal } from '@/lib/api-errors';
import { useRevokeByLink } from './api';
import { REVOKE_LINK_TEXTS } from './texts';

/** The server's reason for a refusal; for a network failure, only that it did not happen. */
function failureOf(error: unknown): string {
  return (error instanceof ApiError && describeRefusal(error)) || REVOKE_LINK_TEXTS.failed;
}

export function RevokeLinkPage() {
  const token = new URLSearchParams(useSearch()).get('token') || null;
  const revoke = useRevokeByLink();
  useLingui();
  const result = useRef<HTMLDivElement>(null);
  const answered = revoke.isSuccess || revoke.isError;

  // The button is gone once it worked: keyboard and screen-reader users land on the answer.
  useEffect(() => {
    if (answered) result.current?.focus();
  }, [answered]);

  // A refused token (changed, expired) stays refused: only a failure to reach us is worth a retry.
  const refused = isRefusal(revoke.error, 'invalid_link');
  const canPress = token !== null && !revoke.isSuccess && !refused;

  return (
    <PageShell title={REVOKE_LINK_TEXTS.title}>
      <Card className="max-w-xl space-y-4 p-5 sm:p-6">
        <ShieldOff aria-hidden="true" className="size-10 text-primary" />
        {!revoke.isSuccess && (
          <>
            <p className="text-slate-700">{REVOKE_LINK_TEXTS.intro}</p>
            <p className="font-medium text-slate-900">{REVOKE_LINK_TEXTS.cannotUndo}</p>
          </>
        )}
        <div ref={result} tabIndex={-1} className="space-y-4 outline-none">
          {revoke.isSuccess && (
            <>
              <Alert tone="success" role="status">
                <p className="font-medium">
                  {revoke.data.status === 'revoked'
                    ? REVOKE_LINK_TEXTS.done
                    : REVOKE_LINK_TEXTS.alreadyRevoked}
                </p>
              </Alert>
              <p className="text-slate-700">{REVOKE_LINK_TEXTS.notYou}</p>
            </>
          )}
          {token === null && <Alert tone="error">{REVOKE_LINK_TEXTS.incomplete}</Alert>}
          {revoke.isError && <Alert tone="error">{failureOf(revoke.error)}</Alert>}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {canPress && (
            <Button
              variant="destructive"
              isLoading={revoke.isPending}
              loadingText={REVOKE_LINK_TEXTS.working}
              onClick={() => revoke.mutate(token)}
            >
              {REVOKE_LINK_TEXTS.button}
            </Button>
          )}
          {revoke.isSuccess && (
            <Link href={paths.resetPassword} className={buttonClasses({ variant: 'outline' })}>
              {REVOKE_LINK_TEXTS.resetPassword}
            </Link>
          )}
          {(revoke.isSuccess || refused || token === null) && (
            <Link href={paths.sharing} className={buttonClasses({ variant: 'outline' })}>
              {REVOKE_LINK_TEXTS.allLinks}
            </Link>
          )}
        </div>
      </Card>
    </PageShell>
  );
}
