/**
 * The shared view's data: GET /api/shared/:token with the passcode, if one was given, in its
 * header. Sent without the viewer's own sign-in: a link's holder needs no account, and a
 * signed-in viewer's identity is none of the owner's business. Nothing is kept in storage; the
 * passcode lives in memory for the visit only.
 */
import { queryOptions } from '@tanstack/react-query';
import type { DocumentSource } from '@/features/documents';
import { historyQueryAt } from '@/features/evidence';
import { type ApiRequestOptions, requestParsed } from '@/lib/api-client';
import { API_PATHS } from '@shared/api';
import { disclosureResponseSchema } from '@shared/disclosure';
import { SHARE_PASSCODE_HEADER, sharedViewResponseSchema } from '@shared/sharing';
import { supportOverviewSchema } from '@shared/support';

function requestOptions(passcode: string | null): ApiRequestOptions {
  return {
    anonymous: true,
    ...(passcode ? { headers: { [SHARE_PASSCODE_HEADER]: passcode } } : {}),
  };
}

export function sharedViewQueryOptions(token: string, passcode: string | null) {
  return queryOptions({
    queryKey: ['shared-view', token, passcode ?? ''] as const,
    queryFn: () =>
      requestParsed(
        sharedViewResponseSchema,
        'GET',
        API_PATHS.sharedView(token),
        undefined,
        requestOptions(passcode),
      ),
    // Every answer but a network failure is final: a 401 asks for the passcode, a 404 is the end.
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** A record's history, read through the share. */
export function sharedHistoryQuery(token: string, passcode: string | null) {
  return historyQueryAt(API_PATHS.sharedHistory(token), requestOptions(passcode));
}

/** The owner's documents' bytes, read through the share: each one the server notes as opened. */
export function sharedDocumentSource(token: string, passcode: string | null): DocumentSource {
  return {
    key: ['shared-view', token, passcode ?? ''],
    contentPath: (id, inline) => API_PATHS.sharedDocumentContent(token, id, inline),
    options: requestOptions(passcode),
  };
}

/** Another month of the owner's financial disclosure, read through the share (and logged). */
export function sharedDisclosureQueryOptions(
  token: string,
  passcode: string | null,
  month: string,
) {
  return queryOptions({
    queryKey: ['shared-view', token, passcode ?? '', 'disclosure', month] as const,
    queryFn: () =>
      requestParsed(
        disclosureResponseSchema,
        'GET',
        `${API_PATHS.sharedView(token)}/disclosure?month=${encodeURIComponent(month)}`,
        undefined,
        requestOptions(passcode),
      ),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** The owner's support records with the ledger through another date, read through the share (and logged). */
export function sharedSupportQueryOptions(token: string, passcode: string | null, through: string) {
  return queryOptions({
    queryKey: ['shared-view', token, passcode ?? '', 'support', through] as const,
    queryFn: () =>
      requestParsed(
        supportOverviewSchema,
        'GET',
        `${API_PATHS.sharedView(token)}/support?through=${encodeURIComponent(through)}`,
        undefined,
        requestOptions(passcode),
      ),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
