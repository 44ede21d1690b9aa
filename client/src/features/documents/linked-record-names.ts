/**
 * The names of the records her documents prove ('Groceries', 'Car title'), for the search. They
 * come from the trackers' own list queries (the ones their pages keep current, so often already
 * cached), and only for the kinds of record some document proves. Apart from api.ts, so the
 * paperclip on every tracker row does not load the other trackers' code.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { eventsQueryOptions } from '@/features/events';
import { expensesQueryOptions } from '@/features/expenses';
import { networthQueryOptions } from '@/features/networth';
import type { DocumentDto, DocumentEntity } from '@shared/documents';
import { recordNameLookup } from './document-facts';

type Link = DocumentDto['links'][number];

export type LinkedRecordNames = {
  /** The linked record's name, once its tracker's list has arrived. */
  nameOf: (link: Link) => string | undefined;
  /** A list the documents need is still on its way. */
  isLoading: boolean;
};

/** Reads nothing until `enabled` (the search is in use). */
export function useLinkedRecordNames(
  documents: readonly DocumentDto[],
  enabled: boolean,
): LinkedRecordNames {
  const isProved = (entity: DocumentEntity) =>
    enabled && documents.some((document) => document.links.some((link) => link.entity === entity));
  const expenses = useQuery({ ...expensesQueryOptions, enabled: isProved('expense') });
  const events = useQuery({ ...eventsQueryOptions, enabled: isProved('event') });
  const networth = useQuery({ ...networthQueryOptions, enabled: isProved('networth_item') });
  const nameOf = useMemo(
    () =>
      recordNameLookup({
        expenses: expenses.data,
        events: events.data,
        items: networth.data?.items,
      }),
    [expenses.data, events.data, networth.data],
  );
  return {
    nameOf,
    isLoading: expenses.isLoading || events.isLoading || networth.isLoading,
  };
}
