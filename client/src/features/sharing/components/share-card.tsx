/**
 * One share in the owner's list: its label and status (a paused link says why), what it covers,
 * until when it works, whether it asks for a passcode, when it was last opened, and its access
 * log behind a disclosure. An active or paused link can be revoked (asked first), with or without
 * Premium; with Premium, a link not revoked can be extended and a paused one resumed (with her
 * password).
 */
import { useLingui } from '@lingui/react';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';
import { useSharedText } from '@/lib/i18n';
import {
  SHARE_SCOPE_LABELS,
  SHARING_MESSAGES,
  type ShareAccessDto,
  type ShareDto,
  type ShareStatus,
} from '@shared/sharing';
import { useRevokeShare } from '../api';
import { formatDateTime, formatDay } from '../format';
import {
  ACCESS_KIND_LABELS,
  DOCUMENT_ACCESS_LABELS,
  PAUSE_REASON_TEXTS,
  REVOKE_TEXTS,
  SHARE_CARD_TEXTS,
  SHARE_STATUS_LABELS,
} from '../texts';
import { ExtendShareDialog } from './extend-share-dialog';
import { ResumeShareDialog } from './resume-share-dialog';

const STATUS_TONES: Record<ShareStatus, BadgeTone> = {
  active: 'success',
  paused: 'warning',
  expired: 'warning',
  revoked: 'neutral',
};

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Until when the link works, or since when it no longer does. */
function ValidityDetail({ share }: { share: ShareDto }) {
  useLingui();
  if (share.status === 'revoked') {
    return (
      <Detail term={SHARE_CARD_TEXTS.revoked}>
        {formatDay(share.revoked_at ?? share.expires_at)}
      </Detail>
    );
  }
  return (
    <Detail term={share.status === 'expired' ? SHARE_CARD_TEXTS.expired : SHARE_CARD_TEXTS.expires}>
      {formatDay(share.expires_at)}
    </Detail>
  );
}

function AccessLog({ labelledBy, accesses }: { labelledBy: string; accesses: ShareAccessDto[] }) {
  useLingui();
  if (accesses.length === 0) {
    return <p className="text-sm text-slate-600">{SHARE_CARD_TEXTS.noVisits}</p>;
  }
  return (
    <ul aria-labelledby={labelledBy} className="divide-y divide-slate-100">
      {accesses.map((access, index) => (
        // The log has no ids; its order (newest first) is fixed while it is on screen.
        <li key={`${access.at}-${index}`} className="py-2 text-sm">
          <p className="text-slate-900">
            <time dateTime={access.at}>{formatDateTime(access.at)}</time>
            {' · '}
            <span className="font-medium break-words">
              {access.document === null
                ? ACCESS_KIND_LABELS[access.kind]
                : DOCUMENT_ACCESS_LABELS[access.kind](access.document.name)}
            </span>
          </p>
          <p className="break-words text-slate-600">
            {access.user_agent} · {access.ip_prefix}
          </p>
        </li>
      ))}
    </ul>
  );
}

type ShareCardProps = {
  share: ShareDto;
  /** Making, extending and resuming a link need Premium; seeing and revoking one do not. */
  isPremium: boolean;
};

export function ShareCard({ share, isPremium }: ShareCardProps) {
  const headingId = useId();
  const reasonId = useId();
  const logButtonId = useId();
  const logId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [isLogOpen, setIsLogOpen] = useState(false);
  const [isRevokeOpen, setIsRevokeOpen] = useState(false);
  const [isResumeOpen, setIsResumeOpen] = useState(false);
  const revoke = useRevokeShare();
  const hasLostButton = useRef(false);
  useLingui();
  const sharedText = useSharedText();

  // The Revoke or Resume button that opened the dialog is gone once it has done its work: focus
  // goes to the card's heading, after the dialog has handed it back (Radix does so a tick later).
  useEffect(() => {
    if (isRevokeOpen || isResumeOpen || !hasLostButton.current) return;
    hasLostButton.current = false;
    const timer = setTimeout(() => headingRef.current?.focus());
    return () => clearTimeout(timer);
  }, [isRevokeOpen, isResumeOpen]);

  const pauseReason = share.status === 'paused' ? share.paused_reason : null;
  const canExtend = isPremium && share.status !== 'revoked';
  const canResume = isPremium && share.status === 'paused';
  const canRevoke = share.status === 'active' || share.status === 'paused';

  return (
    <li>
      <Card
        role="article"
        aria-labelledby={headingId}
        aria-describedby={pauseReason ? reasonId : undefined}
        className="p-4 sm:p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="min-w-0 text-base font-semibold break-words text-slate-900 focus:outline-none"
          >
            {share.label}
          </h3>
          <Badge tone={STATUS_TONES[share.status]}>{SHARE_STATUS_LABELS[share.status]}</Badge>
        </div>
        {pauseReason && (
          <p id={reasonId} className="mt-1 text-sm text-slate-700">
            {PAUSE_REASON_TEXTS[pauseReason]}
          </p>
        )}

        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          <Detail term={SHARE_CARD_TEXTS.covers}>
            {share.scopes.map((scope) => sharedText(SHARE_SCOPE_LABELS[scope])).join(', ')}
          </Detail>
          <ValidityDetail share={share} />
          <Detail term={SHARE_CARD_TEXTS.passcode}>
            {share.has_passcode ? SHARE_CARD_TEXTS.passcodeYes : SHARE_CARD_TEXTS.passcodeNo}
          </Detail>
          <Detail term={SHARE_CARD_TEXTS.lastOpened}>
            {share.last_accessed_at === null ? (
              SHARE_CARD_TEXTS.neverOpened
            ) : (
              <time dateTime={share.last_accessed_at}>
                {formatDateTime(share.last_accessed_at)}
              </time>
            )}
          </Detail>
          {share.first_accessed_at !== null && (
            <>
              <Detail term={SHARE_CARD_TEXTS.firstOpened}>
                <time dateTime={share.first_accessed_at}>
                  {formatDateTime(share.first_accessed_at)}
                </time>
              </Detail>
              <Detail term={SHARE_CARD_TEXTS.accessCount}>
                {SHARE_CARD_TEXTS.times(share.access_count)}
              </Detail>
            </>
          )}
        </dl>

        <div className="mt-4">
          <Button
            id={logButtonId}
            variant="ghost"
            aria-label={SHARE_CARD_TEXTS.accessLogFor(share.label)}
            aria-expanded={isLogOpen}
            aria-controls={logId}
            className="w-full justify-between sm:w-auto sm:justify-center"
            onClick={() => setIsLogOpen((open) => !open)}
          >
            {SHARE_CARD_TEXTS.accessLog}
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', isLogOpen && 'rotate-180')}
            />
          </Button>
        </div>
        <div id={logId} hidden={!isLogOpen} className="mt-2 border-t border-slate-100 pt-3">
          <AccessLog labelledBy={logButtonId} accesses={share.accesses} />
        </div>

        {/* What happened to the link comes before what she can do about it. */}
        {(canResume || canExtend || canRevoke) && (
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {canResume && (
              <Button
                aria-label={SHARE_CARD_TEXTS.resumeFor(share.label)}
                onClick={() => setIsResumeOpen(true)}
              >
                {SHARE_CARD_TEXTS.resume}
              </Button>
            )}
            {canExtend && <ExtendShareDialog share={share} />}
            {canRevoke && (
              <Button
                variant="outline"
                aria-label={SHARE_CARD_TEXTS.revokeFor(share.label)}
                className="text-red-700 hover:bg-red-50"
                onClick={() => setIsRevokeOpen(true)}
              >
                {SHARE_CARD_TEXTS.revoke}
              </Button>
            )}
          </div>
        )}
      </Card>

      <ConfirmDialog
        open={isRevokeOpen}
        onOpenChange={(next) => {
          if (!revoke.isPending) setIsRevokeOpen(next);
        }}
        title={REVOKE_TEXTS.title}
        description={REVOKE_TEXTS.description(sharedText(SHARING_MESSAGES.inactive))}
        confirmLabel={REVOKE_TEXTS.confirm}
        isDestructive
        isConfirming={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(share.id, {
            onSuccess: () => {
              hasLostButton.current = true;
            },
            onSettled: () => setIsRevokeOpen(false),
          })
        }
      />
      <ResumeShareDialog
        share={share}
        open={isResumeOpen}
        onOpenChange={setIsResumeOpen}
        onResumed={() => {
          hasLostButton.current = true;
        }}
      />
    </li>
  );
}
