import { useId, useRef, useState } from 'react';
import { Card } from '@/components/ui/card';
import { FileDropZone } from '@/components/ui/file-drop-zone';
import { Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { sha256HexOfBytes, type VerifyResponse } from '@shared/evidence';
import { formatDay } from '../format';

type Check =
  | { state: 'idle' | 'checking' | 'unreadable' }
  | { state: 'done'; fileName: string; sha256: string; isIdentical: boolean };

function resultText(check: Check, exportedOn: string): string {
  switch (check.state) {
    case 'idle':
      return '';
    case 'checking':
      return 'Checking the file...';
    case 'unreadable':
      return 'This file could not be read. Choose it again.';
    case 'done':
      return check.isIdentical
        ? `This file is identical to the one exported on ${exportedOn}.`
        : 'This file differs from the exported one.';
  }
}

/**
 * 'Check a file': a dropped or chosen file is hashed in the browser (it is never uploaded) and
 * compared with the SHA-256 of each file the export listed.
 */
export function FileCheck({ snapshot }: { snapshot: VerifyResponse }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const latest = useRef(0);

  async function checkFile(file: File) {
    // A second file chosen while the first is hashed wins, whichever finishes first.
    const attempt = ++latest.current;
    setCheck({ state: 'checking' });
    let next: Check;
    try {
      const sha256 = await sha256HexOfBytes(await file.arrayBuffer());
      const isIdentical = snapshot.files.some((listed) => listed.sha256.toLowerCase() === sha256);
      next = { state: 'done', fileName: file.name, sha256, isIdentical };
    } catch {
      next = { state: 'unreadable' };
    }
    if (attempt === latest.current) setCheck(next);
  }

  return (
    <Card className="p-5 sm:p-6">
      <FileDropZone onFile={(file) => void checkFile(file)}>
        <Label htmlFor={inputId} className="text-base font-semibold text-slate-900">
          Check a file
        </Label>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          Drop the exported file here, or choose it. It is checked in your browser and never
          uploaded.
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
        {check.state !== 'idle' && (
          <p
            className={cn(
              'font-medium',
              check.state === 'done' && check.isIdentical && 'text-emerald-800',
              check.state === 'done' && !check.isIdentical && 'text-red-700',
            )}
          >
            {resultText(check, formatDay(snapshot.created_at))}
          </p>
        )}
        {check.state === 'done' && (
          <p className="mt-1 text-sm break-all text-slate-600">
            SHA-256 of {check.fileName}: <code className="font-mono">{check.sha256}</code>
          </p>
        )}
      </div>
    </Card>
  );
}
