/**
 * A tracker's heading (its name and what it is for), shared by the tracker's page and by the
 * premium guard, which shows it while it checks her plan (app/guards/require-premium.tsx): her
 * page's name is then on screen the moment the app starts, and stays where it is when the page
 * takes over. Small on purpose: the guard is part of every page's first load.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';

export type TrackerHeadingText = {
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The heading sits in the card with the records (the Expense Tracker), else above them. */
  inCard: boolean;
};

export const TRACKER_HEADINGS = {
  expenses: {
    title: msg`Expense Tracker`,
    description: msg`Track your expenses and manage your budget.`,
    inCard: true,
  },
  networth: {
    title: msg`Combined Net Worth Tracker`,
    description: msg`Track assets and debts for divorce financial planning`,
    inCard: false,
  },
  events: {
    title: msg`Event Tracker`,
    description: msg`Record significant events, who was involved and how concerned you are.`,
    inCard: false,
  },
} as const satisfies Record<string, TrackerHeadingText>;

/** The row with the heading and the page's buttons: the card's top, or above the records. */
export const TRACKER_HEADER_CLASSES = {
  inCard:
    'flex flex-col gap-4 border-b border-slate-200 p-4 sm:p-6 md:flex-row md:items-start md:justify-between',
  above: 'mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between',
} as const;

/** The tracker's name as the page's h1, what it is for, and `children` under them (its help). */
export function TrackerHeading({
  text,
  children,
}: {
  text: TrackerHeadingText;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {i18n._(text.title)}
      </h1>
      <p className="mt-1 text-slate-600">{i18n._(text.description)}</p>
      {children}
    </div>
  );
}
