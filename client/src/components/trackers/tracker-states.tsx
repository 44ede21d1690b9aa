/**
 * What a tracker page shows instead of its list: to a signed-out visitor, when the list failed
 * to load, while it loads, and when it is empty. Each tracker passes its own texts.
 */
import { Trans } from '@lingui/react/macro';
import { CircleAlert, Plus, RefreshCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { LoadFailure } from '@/lib/api-errors';

/** The page for a visitor who is not signed in (or whose session the server refused). */
function TrackerSignedOut({ title, message }: { title: string; message: string }) {
  return (
    <PageShell title={title}>
      <Alert tone="info" className="max-w-2xl p-4">
        <p>{message}</p>
        <Link href={paths.login} className={buttonClasses({ size: 'sm', className: 'mt-3' })}>
          <Trans>Log In</Trans>
        </Link>
      </Alert>
    </PageShell>
  );
}

type TrackerLoadErrorProps = {
  title: string;
  /** What went wrong in general, shown above the server's `message` when given. */
  description?: string;
  message: string;
  /** Where 'Back to Home' leads. */
  homeHref: string;
  onRetry: () => void;
};

/** The page for a list that did not load: what happened, a way back, and a retry. */
function TrackerLoadError({
  title,
  description,
  message,
  homeHref,
  onRetry,
}: TrackerLoadErrorProps) {
  return (
    <PageShell>
      <Card className="mx-auto max-w-lg p-6 text-center sm:p-8">
        <CircleAlert aria-hidden="true" className="mx-auto size-10 text-destructive" />
        <h1 className="mt-3 text-xl font-semibold text-slate-900">{title}</h1>
        {description === undefined ? (
          <p className="mt-2 text-slate-700">{message}</p>
        ) : (
          <>
            <p className="mt-2 text-slate-700">{description}</p>
            <p className="mt-1 text-sm text-slate-500">{message}</p>
          </>
        )}
        <div className="mt-6 flex flex-col-reverse justify-center gap-2 sm:flex-row">
          <Link href={homeHref} className={buttonClasses({ variant: 'outline' })}>
            <Trans>Back to Home</Trans>
          </Link>
          <Button onClick={onRetry}>
            <RefreshCw aria-hidden="true" className="size-4" />
            <Trans>Try again</Trans>
          </Button>
        </div>
      </Card>
    </PageShell>
  );
}

/** A spinner with `label` ('Loading your events'), announced and shown. */
export function TrackerLoading({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-slate-600">
      <Spinner size="lg" label={label} />
      <p>{label}...</p>
    </div>
  );
}

type TrackerEmptyStateProps = {
  icon: LucideIcon;
  message: string;
  addLabel: string;
  addVariant?: ButtonVariant;
  onAdd: () => void;
};

/** An empty list offers the first record. */
function TrackerEmptyState({
  icon: Icon,
  message,
  addLabel,
  addVariant,
  onAdd,
}: TrackerEmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <Icon aria-hidden="true" className="size-10 text-slate-400" />
      <p className="max-w-sm text-slate-600">{message}</p>
      <Button writes variant={addVariant} onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </Button>
    </div>
  );
}

type TrackerRecordsProps<T> = {
  /** The page's records (undefined while they load) and its add dialog, from useTrackerPage. */
  page: { records: readonly T[] | undefined; editor: { openAdd: () => void } };
  /** The spinner's label ('Loading your events'), the empty list's message and its button. */
  texts: { loading: string; empty: string; addFirst: string };
  emptyIcon: LucideIcon;
  addFirstVariant?: ButtonVariant;
  /** The table of a non-empty list. */
  children: (records: readonly T[]) => ReactNode;
};

/** A tracker's list: a spinner while it loads, the empty state, or the table. */
export function TrackerRecords<T>({
  page: { records, editor },
  texts,
  emptyIcon,
  addFirstVariant,
  children,
}: TrackerRecordsProps<T>) {
  if (records === undefined) return <TrackerLoading label={texts.loading} />;
  if (records.length === 0) {
    return (
      <TrackerEmptyState
        icon={emptyIcon}
        message={texts.empty}
        addLabel={texts.addFirst}
        addVariant={addFirstVariant}
        onAdd={editor.openAdd}
      />
    );
  }
  return children(records);
}

/**
 * A tracker header's buttons: sharing the width on a phone (wrapping when they do not fit),
 * each at its own width from `sm` up.
 */
export function TrackerActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex shrink-0 flex-wrap gap-2 [&>*]:flex-1 sm:flex-nowrap sm:[&>*]:flex-none">
      {children}
    </div>
  );
}

type TrackerAddButtonProps = {
  /** The page's records (undefined while they load) and its add dialog, from useTrackerPage. */
  page: { records: readonly unknown[] | undefined; editor: { openAdd: () => void } };
  /** 'Add Expense'. */
  children: ReactNode;
};

/** A tracker header's Add button, off until the list has loaded. */
export function TrackerAddButton({ page, children }: TrackerAddButtonProps) {
  return (
    <Button writes onClick={page.editor.openAdd} disabled={page.records === undefined}>
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}

type TrackerPageProps = {
  /** The page's state, from useTrackerPage. */
  page: { isSignedOut: boolean; failure: LoadFailure | null; retry: () => void };
  /** The tracker's name, e.g. 'Event Tracker', the signed-out page's title. */
  title: string;
  children: ReactNode;
} & (
  | {
      texts: { signedOut: string; loadErrorTitle: string; loadErrorDescription?: string };
      /** Where the load error's 'Back to Home' leads. */
      homeHref: string;
      failureCard?: never;
    }
  | {
      texts: { signedOut: string };
      /** The tracker's own card for a list that did not load, with why (the Event Tracker's). */
      failureCard: (message: string) => ReactNode;
      homeHref?: never;
    }
);

/** A tracker page: asks a signed-out visitor to log in, says why the list did not load, or shows it. */
export function TrackerPage(props: TrackerPageProps) {
  const {
    page: { isSignedOut, failure, retry },
    title,
    texts,
    children,
  } = props;
  if (isSignedOut) return <TrackerSignedOut title={title} message={texts.signedOut} />;
  if (failure === null) return <PageShell>{children}</PageShell>;
  if (props.failureCard !== undefined)
    return <PageShell>{props.failureCard(failure.message)}</PageShell>;
  return (
    <TrackerLoadError
      title={props.texts.loadErrorTitle}
      description={props.texts.loadErrorDescription}
      message={failure.message}
      homeHref={props.homeHref}
      onRetry={retry}
    />
  );
}
