/**
 * The evidence log's data: a record's history, a tracker's deleted records and their restore,
 * the chain's check, and the public look-up of an export's verification code. Every answer is
 * read through the shared schema, so a server that drifts from the contract fails loudly.
 */
import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { type AnswerSchema, type ApiRequestOptions, requestParsed } from '@/lib/api-client';
import { liveTexts } from '@/components/ui/live-texts';
import { retryUnlessRefused } from '@/lib/api-errors';
import { API_PATHS } from '@shared/api';
import {
  deletedItemsResponseSchema,
  historyResponseSchema,
  integrityResponseSchema,
  restoredRevisionSchema,
  verifyResponseSchema,
  type EvidenceEntity,
} from '@shared/evidence';

/** The query keys of this feature's data; invalidating `all` refreshes everything under it. */
export const evidenceKeys = {
  all: ['evidence'] as const,
  /** GET /api/history?entity=&id=. */
  history: (entity: EvidenceEntity, id: number) =>
    [...evidenceKeys.all, 'history', entity, id] as const,
  /** GET /api/history/deleted?entity=. */
  deleted: (entity: EvidenceEntity) => [...evidenceKeys.all, 'deleted', entity] as const,
  /** GET /api/integrity. */
  integrity: () => [...evidenceKeys.all, 'integrity'] as const,
  /** GET /api/verify/:code. */
  verify: (code: string) => [...evidenceKeys.all, 'verify', code] as const,
};

/** Why a read failed, in the trackers' words (docs/product.md#messages-word-for-word). */
export const EVIDENCE_LOAD_TEXTS = liveTexts({
  history: {
    title: msg`Error Loading History`,
    signedOut: msg`Please log in to view this history.`,
    premiumRequired: msg`Premium subscription required for this feature.`,
    loadFailed: msg`Failed to fetch history`,
  },
  deleted: {
    title: msg`Error Loading Deleted Items`,
    signedOut: msg`Please log in to view your deleted items.`,
    premiumRequired: msg`Premium subscription required for this feature.`,
    loadFailed: msg`Failed to fetch deleted items`,
  },
  integrity: {
    title: msg`Error Checking Records`,
    signedOut: msg`Please log in to check your records.`,
    loadFailed: msg`Failed to check your records`,
  },
});

function fetchParsed<T>(schema: AnswerSchema<T>, url: string, options?: ApiRequestOptions) {
  return requestParsed(schema, 'GET', url, undefined, options);
}

// Tracker writes add revisions without telling this cache, so the log is read afresh each time
// a dialog or card that shows it opens, and forgotten when it closes.
const READ_AFRESH = { staleTime: 0, gcTime: 0, retry: retryUnlessRefused } as const;

export function historyQueryOptions(entity: EvidenceEntity, id: number) {
  return historyQueryAt(API_PATHS.history)(entity, id);
}

/**
 * A record's history read at `path` (the owner's /api/history, or a shared view's) with the
 * request options given (a shared view's passcode).
 */
export function historyQueryAt(path: string, options?: ApiRequestOptions) {
  return (entity: EvidenceEntity, id: number) => {
    const query = new URLSearchParams({ entity, id: String(id) });
    return queryOptions({
      queryKey: [...evidenceKeys.history(entity, id), path],
      queryFn: () => fetchParsed(historyResponseSchema, `${path}?${query}`, options),
      ...READ_AFRESH,
    });
  };
}

export function deletedItemsQueryOptions(entity: EvidenceEntity) {
  const query = new URLSearchParams({ entity });
  return queryOptions({
    queryKey: evidenceKeys.deleted(entity),
    queryFn: () => fetchParsed(deletedItemsResponseSchema, `${API_PATHS.deletedItems}?${query}`),
    ...READ_AFRESH,
  });
}

export const integrityQueryOptions = queryOptions({
  queryKey: evidenceKeys.integrity(),
  queryFn: () => fetchParsed(integrityResponseSchema, API_PATHS.integrity),
  ...READ_AFRESH,
});

/** The public look-up: sent without the user's token, as a stranger with the code sends it. */
export function verifyQueryOptions(code: string) {
  return queryOptions({
    queryKey: evidenceKeys.verify(code),
    queryFn: () => fetchParsed(verifyResponseSchema, API_PATHS.verify(code), { anonymous: true }),
    retry: retryUnlessRefused,
  });
}

/**
 * POST /api/history/restore with a delete revision's seq. A success resolves once the tracker's
 * list (`listKey`) and the log have been reloaded; a failure (409: already restored) only starts
 * the log's reload, so the stale row goes without holding up the message.
 */
export function useRestoreDeleted(entity: EvidenceEntity, listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) =>
      requestParsed(restoredRevisionSchema, 'POST', API_PATHS.restore, { seq }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        queryClient.invalidateQueries({ queryKey: evidenceKeys.all }),
      ]),
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: evidenceKeys.deleted(entity) });
    },
  });
}
