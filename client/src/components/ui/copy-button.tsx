import { useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from './button';

type CopyButtonProps = {
  /** What goes on the clipboard. */
  text: string;
  /** The accessible name, e.g. 'Copy fingerprint'. */
  label: string;
  /** What the button says until it is used. */
  idleText?: string;
  className?: string;
};

/** Copies `text` and says so ('Copied' or 'Copy failed') for two seconds, announced politely. */
export function CopyButton({ text, label, idleText, className }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const { t } = useLingui();

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2_000);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      className={className}
      onClick={() => {
        // The Clipboard API exists only in secure contexts (https, localhost).
        const write = navigator.clipboard
          ? navigator.clipboard.writeText(text)
          : Promise.reject(new Error('Clipboard unavailable'));
        write.then(
          () => setState('copied'),
          () => setState('failed'),
        );
      }}
    >
      {state === 'copied' ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      <span aria-live="polite">
        {state === 'copied'
          ? t`Copied`
          : state === 'failed'
            ? t`Copy failed`
            : (idleText ?? t`Copy`)}
      </span>
    </Button>
  );
}
