import type { UseQueryResult } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { useRef, type ReactNode, type RefObject } from 'react';
import { TrackerLoading } from '@/components/trackers/tracker-states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  useOpenerFocus,
} from '@/components/ui/dialog';
import { classifyLoadError, type LoadErrorTexts } from '@/lib/api-errors';

type EvidenceDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** The dialog itself, for moving focus back to it (e.g. when a focused row goes away). */
  contentRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
};

/**
 * A dialog that reads the log. It opens with focus on itself, not on its first button, so the
 * title is read first, the keys scroll a long list, and Enter restores nothing by accident;
 * on close, focus goes back to the button that opened it.
 */
export function EvidenceDialog({
  open,
  onClose,
  title,
  description,
  contentRef,
  children,
}: EvidenceDialogProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = contentRef ?? ownRef;
  const focus = useOpenerFocus(() => ref.current);
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <DialogContent
        ref={ref}
        {...focus}
        onKeyDown={(event) => {
          // A toast raised from inside (a restore's) is the topmost layer, and Radix gives
          // Escape to that layer only; Escape pressed in the dialog is meant for the dialog.
          if (event.key === 'Escape') onClose();
        }}
      >
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

type LoadErrorAlertProps = {
  error: unknown;
  texts: LoadErrorTexts & { title: string };
  /** Offers 'Try again' when given. */
  onRetry?: () => void;
};

/** A read that failed: what happened, and the server's reason or the trackers' fallback. */
export function LoadErrorAlert({ error, texts, onRetry }: LoadErrorAlertProps) {
  return (
    <Alert tone="error">
      <p className="font-medium">{texts.title}</p>
      <p>{classifyLoadError(error, texts).message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" className="mt-3 min-h-11" onClick={onRetry}>
          <RefreshCw aria-hidden="true" className="size-4" />
          <Trans>Try again</Trans>
        </Button>
      )}
    </Alert>
  );
}

type QueryResultProps<T> = {
  query: UseQueryResult<T, unknown>;
  /** What the spinner says, e.g. 'Loading the history'. */
  loading: string;
  texts: LoadErrorTexts & { title: string };
  children: (data: T) => ReactNode;
};

/** A dialog's read: a spinner while it loads, why it failed with a retry, or its data shown. */
export function QueryResult<T>({ query, loading, texts, children }: QueryResultProps<T>) {
  if (query.isPending) return <TrackerLoading label={loading} />;
  if (query.isError) {
    return (
      <LoadErrorAlert error={query.error} texts={texts} onRetry={() => void query.refetch()} />
    );
  }
  return children(query.data);
}
