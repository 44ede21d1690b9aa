/**
 * /unsubscribe?token=…: where the link in a marketing email's text leads. Public (the token is
 * the authority, no login). It asks before it acts, because mail scanners open every link in a
 * message; a mail client's own "Unsubscribe" button posts to the API directly (RFC 8058).
 */
import { msg } from '@lingui/core/macro';
import { liveTexts } from '@/components/ui/live-texts';
import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { describeWriteError } from '@/lib/api-errors';
import { useSharedText } from '@/lib/i18n';
import { EMAIL_PREFERENCES_MESSAGES } from '@shared/account';
import { unsubscribe } from './email-preferences';

export const UNSUBSCRIBE_TEXTS = liveTexts({
  title: msg`Unsubscribe from tips and news`,
  about: msg`Fairsplit will stop sending you tips and news by email. Emails about your account itself, such as password resets, still arrive.`,
  button: msg`Unsubscribe`,
  working: msg`Unsubscribing...`,
  doneTitle: msg`You are unsubscribed`,
  doneBody: msg`You will not receive tips or news from Fairsplit again. You can switch them back on under Email in Settings.`,
  settings: msg`Go to your email settings`,
  home: msg`Back to the home page`,
});

export function UnsubscribePage() {
  const token = new URLSearchParams(useSearch()).get('token');
  const { user } = useAuth();
  const request = useMutation({ mutationFn: unsubscribe });
  useLingui();
  const sharedText = useSharedText();
  const invalidLink = sharedText(EMAIL_PREFERENCES_MESSAGES.invalidUnsubscribeLink);

  return (
    <PageShell>
      <Card className="mx-auto mt-8 max-w-lg p-6 sm:p-8">
        <MailX aria-hidden="true" className="size-10 text-primary" />
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">
          {request.isSuccess ? UNSUBSCRIBE_TEXTS.doneTitle : UNSUBSCRIBE_TEXTS.title}
        </h1>
        {request.isSuccess ? (
          <p role="status" className="mt-3 text-slate-700">
            {UNSUBSCRIBE_TEXTS.doneBody}
          </p>
        ) : !token ? (
          <Alert tone="error" className="mt-4">
            {invalidLink}
          </Alert>
        ) : (
          <>
            <p className="mt-3 text-slate-700">{UNSUBSCRIBE_TEXTS.about}</p>
            {request.isError && (
              <Alert tone="error" className="mt-4">
                {describeWriteError(request.error, invalidLink)}
              </Alert>
            )}
            <Button
              className="mt-6"
              isLoading={request.isPending}
              loadingText={UNSUBSCRIBE_TEXTS.working}
              onClick={() => request.mutate(token)}
            >
              {UNSUBSCRIBE_TEXTS.button}
            </Button>
          </>
        )}
        {(request.isSuccess || !token) && (
          <Link
            href={user ? paths.settingsEmail : paths.landing}
            className={buttonClasses({ variant: 'outline', className: 'mt-6' })}
          >
            {user ? UNSUBSCRIBE_TEXTS.settings : UNSUBSCRIBE_TEXTS.home}
          </Link>
        )}
      </Card>
    </PageShell>
  );
}
