import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { Card } from '@/components/ui/card';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { sha256HexOfBytes, type VerifyResponse } from '@shared/evidence';
import { formatDay } from '../format';
import { isListedFile, type FileDigest } from '../verdict';

function resultText(digest: FileDigest | null, snapshot: VerifyResponse | null): string {
  if (digest === null) return '';
  if (digest.state === 'checking') return t`Checking the file...`;
  if (digest.state === 'unreadable') return t`This file could not be read. Choose it again.`;
  if (snapshot === null) return t`File read. Enter its verification code to check it.`;
  const day = formatDay(snapshot.created_at);
  return isListedFile(snapshot, digest)
    ? t`This file is identical to the one exported on ${day}.`
    : t`This file differs from the exported one.`;
}

/**
 * 'Check a file': a dropped or chosen file is hashed in the browser (it is never uploaded) and
 * compared with the SHA-256 of each file the export listed. It may come before the code: the
 * comparison is made once the code has been looked up.
 */
export function FileCheck({
  snapshot,
  digest,
  onDigest,
}: {
  snapshot: VerifyResponse | null;
  digest: FileDigest | null;
  onDigest: (digest: FileDigest) => void;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const latest = useRef(0);

  async function checkFile(file: File) {
    // A second file chosen while the first is hashed wins, whichever finishes first.
    const attempt = ++latest.current;
    onDigest({ state: 'checking' });
    let next: FileDigest;
    try {
      const sha256 = await sha256HexOfBytes(await file.arrayBuffer());
      next = { state: 'read', fileName: file.name, sha256 };
    } catch {
      next = { state: 'unreadable' };
    }
    if (attempt === latest.current) onDigest(next);
  }

  const isListed = snapshot === null ? null : isListedFile(snapshot, digest);
  const fileName = digest?.state === 'read' ? digest.fileName : '';
  const sha256 = digest?.state === 'read' ? digest.sha256 : '';
  return (
    <Card className="p-5 sm:p-6">
      <FileDropZone onFiles={([file]) => void checkFile(file)}>
        <Label htmlFor={inputId} className="text-base font-semibold text-slate-900">
          <Trans>Check a file</Trans>
        </Label>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          <Trans>
            Drop the exported file here, or choose it. It is checked in your browser and never
            uploaded.
          </Trans>
        </p>
        <input
          id={inputId}
          type="file"
          aria-describedby={hintId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void checkFile(file);
          }}
          className={cn(
            'mt-3 block w-full text-sm text-slate-700',
            'file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:font-medium file:text-slate-900 hover:file:bg-slate-50',
          )}
        />
      </FileDropZone>
      <div role="status" className="mt-4">
        {digest !== null && (
          <p
            className={cn(
              'font-medium',
              isListed === true && 'text-emerald-800',
              isListed === false && 'text-red-700',
            )}
          >
            {resultText(digest, snapshot)}
          </p>
        )}
        {digest?.state === 'read' && (
          <p className="mt-1 text-sm break-all text-slate-600">
            <Trans>
              SHA-256 of {fileName}: <code className="font-mono">{sha256}</code>
            </Trans>
          </p>
        )}
      </div>
    </Card>
  );
}
