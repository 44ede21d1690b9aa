/**
 * /sharing: the owner's read-only, expiring, revocable links for a lawyer or mediator. What a
 * link covers, until when, with or without a passcode, who opened it and when, and why it is
 * paused; a new link, an extension, resuming and a revocation. Any signed-in user may come here:
 * without Premium she can still see her links and revoke them, and the page says what needs it.
 */
import { useLingui } from '@lingui/react';
import { Plus } from 'lucide-react';
import { useId, useRef, useState, type Ref } from 'react';
import { Link } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSubscription } from '@/features/subscriptions';
import { listLoadFailure } from '@/lib/api-errors';
import type { ShareDto } from '@shared/sharing';
import { useShares } from './api';
import { NewShareDialog } from './components/new-share-dialog';
import { ShareCard } from './components/share-card';
import { SHARING_TEXTS } from './texts';

function NewShareButton({ onClick, ref }: { onClick: () => void; ref?: Ref<HTMLButtonElement> }) {
  useLingui();
  return (
    <Button ref={ref} onClick={onClick} className="w-full sm:w-auto">
      <Plus aria-hidden="true" className="size-4" />
      {SHARING_TEXTS.newShare}
    </Button>
  );
}

function PremiumNeeded() {
  useLingui();
  return (
    <Alert>
      <p>{SHARING_TEXTS.premiumNeeded}</p>
      <Link
        href={paths.accountSettings}
        className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
      >
        {SHARING_TEXTS.premiumLink}
      </Link>
    </Alert>
  );
}

function ShareList({ shares, isPremium }: { shares: ShareDto[]; isPremium: boolean }) {
  const headingId = useId();
  useLingui();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {SHARING_TEXTS.listTitle}
      </h2>
      <ul className="space-y-3">
        {shares.map((share) => (
          <ShareCard key={share.id} share={share} isPremium={isPremium} />
        ))}
      </ul>
    </section>
  );
}

export function SharingPage() {
  const shares = useShares();
  useLingui();
  const { isPremium, isSubscriptionLoading } = useSubscription();
  const [isNewShareOpen, setIsNewShareOpen] = useState(false);
  const headerButtonRef = useRef<HTMLButtonElement>(null);
  const openNewShare = () => setIsNewShareOpen(true);

  const list = shares.data?.shares;
  const failure = listLoadFailure(shares, SHARING_TEXTS);

  let body;
  if (failure !== null) {
    body = (
      <Alert tone="error">
        <p className="font-medium">{SHARING_TEXTS.loadErrorTitle}</p>
        <p>{failure.message}</p>
        {failure.kind === 'failed' && (
          <Button variant="outline" className="mt-3" onClick={() => void shares.refetch()}>
            {SHARING_TEXTS.retry}
          </Button>
        )}
      </Alert>
    );
  } else if (list === undefined) {
    body = (
      <div className="flex justify-center py-12">
        <Spinner size="lg" label={SHARING_TEXTS.loading} />
      </div>
    );
  } else if (list.length === 0) {
    body = (
      <Card className="flex flex-col items-start gap-3 p-5 sm:p-6">
        <p className="font-medium text-slate-900">{SHARING_TEXTS.empty}</p>
        {isPremium && (
          <>
            <p className="text-sm text-slate-600">{SHARING_TEXTS.emptyHint}</p>
            <NewShareButton onClick={openNewShare} />
          </>
        )}
      </Card>
    );
  } else {
    body = <ShareList shares={list} isPremium={isPremium} />;
  }

  return (
    <PageShell title={SHARING_TEXTS.title}>
      <div className="max-w-3xl space-y-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-2 text-slate-700">
            <p>{SHARING_TEXTS.intro}</p>
            <p>{SHARING_TEXTS.privacy}</p>
          </div>
          {isPremium && list !== undefined && list.length > 0 && (
            <div className="shrink-0">
              <NewShareButton ref={headerButtonRef} onClick={openNewShare} />
            </div>
          )}
        </div>
        {!isPremium && !isSubscriptionLoading && <PremiumNeeded />}
        {body}
      </div>
      <NewShareDialog
        open={isNewShareOpen}
        onOpenChange={setIsNewShareOpen}
        returnFocusTo={() => headerButtonRef.current}
      />
    </PageShell>
  );
}
