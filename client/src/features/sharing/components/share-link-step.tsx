/**
 * The new link, shown this once: the URL to copy and its QR code to scan. Only the link's
 * SHA-256 is kept on the server, so nothing can show it again.
 */
import { useLingui } from '@lingui/react';
import { Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { renderQrCodeSvg, svgDataUrl } from '../qr-code';
import { NEW_SHARE_TEXTS } from '../texts';

type QrState = { url: string; svg: string } | { url: string; failed: true };

function QrCode({ url }: { url: string }) {
  const [state, setState] = useState<QrState | null>(null);
  useLingui();

  useEffect(() => {
    let isCurrent = true;
    renderQrCodeSvg(url).then(
      (svg) => {
        if (isCurrent) setState({ url, svg });
      },
      () => {
        if (isCurrent) setState({ url, failed: true });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [url]);

  const drawn = state?.url === url ? state : null;
  if (drawn !== null && 'failed' in drawn) {
    return <p className="text-sm text-slate-600">{NEW_SHARE_TEXTS.qrFailed}</p>;
  }
  return (
    <div className="flex size-48 items-center justify-center rounded-md border border-slate-200 bg-white p-2">
      {drawn === null ? (
        <Spinner label={NEW_SHARE_TEXTS.qrLoading} />
      ) : (
        <img
          src={svgDataUrl(drawn.svg)}
          alt={NEW_SHARE_TEXTS.qrAlt}
          width={176}
          height={176}
          className="size-full"
        />
      )}
    </div>
  );
}

type ShareLinkStepProps = {
  url: string;
  onDone: () => void;
};

/**
 * The phone's share sheet (Messages, Mail, WhatsApp…), where there is one. The text says no
 * more than the link does: the sheet's preview may be seen by others.
 */
async function shareLink(url: string) {
  try {
    await navigator.share({ title: NEW_SHARE_TEXTS.shareTitle, url });
  } catch {
    // She closed the sheet, or the browser refused: the link and Copy are still on screen.
  }
}

export function ShareLinkStep({ url, onDone }: ShareLinkStepProps) {
  const linkRef = useRef<HTMLInputElement>(null);
  useLingui();
  const [canShare] = useState(
    () => typeof navigator !== 'undefined' && typeof navigator.share === 'function',
  );

  // The form that had focus is gone: the link takes it, ready to copy.
  useEffect(() => {
    linkRef.current?.focus();
    linkRef.current?.select();
  }, []);

  return (
    <>
      <DialogHeader className="pr-0">
        <DialogTitle>{NEW_SHARE_TEXTS.linkTitle}</DialogTitle>
        <DialogDescription>{NEW_SHARE_TEXTS.linkOnce}</DialogDescription>
      </DialogHeader>
      <div className="space-y-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <TextField
              ref={linkRef}
              label={NEW_SHARE_TEXTS.linkLabel}
              value={url}
              readOnly
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <CopyButton
            text={url}
            label={NEW_SHARE_TEXTS.copyLink}
            idleText={NEW_SHARE_TEXTS.copyLink}
            className="min-h-11 shrink-0 self-start sm:self-auto"
          />
          {canShare && (
            <Button
              variant="outline"
              className="min-h-11 shrink-0 self-start sm:self-auto"
              onClick={() => void shareLink(url)}
            >
              <Share2 aria-hidden="true" className="size-4" />
              {NEW_SHARE_TEXTS.shareLink}
            </Button>
          )}
        </div>
        <QrCode url={url} />
      </div>
      <DialogFooter>
        <Button onClick={onDone}>{NEW_SHARE_TEXTS.done}</Button>
      </DialogFooter>
    </>
  );
}
