/**
 * /goodbye: where the browser lands once the account has been deleted and signed out. Public
 * (no guard), so the sign-out on the way here sends nobody to /login.
 */
import { msg } from '@lingui/core/macro';
import { liveTexts } from '@/components/ui/live-texts';
import { useLingui } from '@lingui/react';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

export const GOODBYE_TEXTS = liveTexts({
  title: msg`Your account has been deleted`,
  body: msg`Everything you kept in Fairsplit has been removed, and a confirmation email is on its way to you. Any subscription you had was cancelled, with no further charges. Exports you shared with others now show as withdrawn when their verification code is checked. We wish you well.`,
  home: msg`Back to the home page`,
});

export function GoodbyePage() {
  useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus was in the deletion dialog, which is gone: the heading says where the user now is.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <PageShell>
      <Card className="mx-auto mt-8 max-w-lg p-6 sm:p-8">
        <CircleCheck aria-hidden="true" className="size-10 text-primary" />
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none"
        >
          {GOODBYE_TEXTS.title}
        </h1>
        <p className="mt-3 text-slate-700">{GOODBYE_TEXTS.body}</p>
        <Link href={paths.landing} className={buttonClasses({ className: 'mt-6' })}>
          {GOODBYE_TEXTS.home}
        </Link>
      </Card>
    </PageShell>
  );
}
