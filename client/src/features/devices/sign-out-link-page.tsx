/**
 * /devices/sign-out#token=…, the link in the "New sign-in" email: a plain page that names what
 * it does and does it on a button, not on opening (mail scanners open every link, and would
 * sign out the very device she just used). The token stays after the #, so it never reaches a
 * server log or a Referer header.
 */
import { useLingui } from '@lingui/react';
import { LogOut } from 'lucide-react';
import { Link } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { isRefusal, parseApiErrorBody } from '@/lib/api-errors';
import { useSharedText } from '@/lib/i18n';
import { useSignOutWithLink } from './api';
import { SIGN_OUT_LINK_TEXTS } from './texts';

function tokenOfLink(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return token ? token : null;
}

export function SignOutLinkPage() {
  const token = tokenOfLink();
  const signOut = useSignOutWithLink();
  useLingui();
  const sharedText = useSharedText();

  let failure: string | null = null;
  if (token === null) failure = SIGN_OUT_LINK_TEXTS.incomplete;
  else if (isRefusal(signOut.error, 'not_found')) {
    failure = parseApiErrorBody(signOut.error).error ?? sharedText(SIGN_OUT_LINK_TEXTS.invalid);
  } else if (signOut.isError) failure = SIGN_OUT_LINK_TEXTS.failed;

  return (
    <PageShell title={SIGN_OUT_LINK_TEXTS.title}>
      <Card className="max-w-xl space-y-4 p-5 sm:p-6">
        {signOut.isSuccess ? (
          <Alert tone="success">
            <p className="font-medium">{SIGN_OUT_LINK_TEXTS.doneTitle}</p>
            <p className="mt-1">{SIGN_OUT_LINK_TEXTS.doneText}</p>
          </Alert>
        ) : (
          <p className="text-slate-700">{SIGN_OUT_LINK_TEXTS.intro}</p>
        )}
        {failure !== null && (
          <Alert tone="error">
            <p>{failure}</p>
          </Alert>
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          {token !== null && !signOut.isSuccess && (
            <Button
              variant="destructive"
              isLoading={signOut.isPending}
              onClick={() => signOut.mutate(token)}
            >
              {!signOut.isPending && <LogOut aria-hidden="true" className="size-4" />}
              {SIGN_OUT_LINK_TEXTS.button}
            </Button>
          )}
          <Link href={paths.resetPassword} className={buttonClasses({ variant: 'outline' })}>
            {SIGN_OUT_LINK_TEXTS.resetPassword}
          </Link>
        </div>
      </Card>
    </PageShell>
  );
}
