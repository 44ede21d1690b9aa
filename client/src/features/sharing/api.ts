/**
 * The owner's shares: the list (GET /api/shares), a new link (POST, its URL answered this
 * once), an extension from now (PATCH /api/shares/:id), a revocation (DELETE) and resuming a
 * paused link with her password (POST /api/shares/:id/resume). Each write puts the server's
 * answer into the list at once and then reloads it. The emailed revoke link's page posts its
 * token (POST /api/shares/revoke-by-link) with no sign-in.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/features/auth';
import { requestParsed } from '@/lib/api-client';
import { describeWriteError, retryUnlessRefused } from '@/lib/api-errors';
import { API_PATHS } from '@shared/api';
import {
  createShareResponseSchema,
  revokeByLinkResponseSchema,
  shareDtoSchema,
  shareListResponseSchema,
  type CreateShareInput,
  type ResumeShareInput,
  type ShareDto,
  type ShareListResponse,
} from '@shared/sharing';
import { formatDay } from './format';
import { EXTEND_TEXTS, RESUME_TEXTS, REVOKE_TEXTS } from './texts';

/** GET /api/shares: newest first, each with its latest accesses (newest first) and status. */

const sharingKeys = {
  all: ['shares'] as const,
  list: () => [...sharingKeys.all, 'list'] as const,
};

export function useShares() {
  const { user } = useAuth();
  return useQuery({
    queryKey: sharingKeys.list(),
    queryFn: () => requestParsed(shareListResponseSchema, 'GET', API_PATHS.shares),
    retry: retryUnlessRefused,
    enabled: user !== null,
  });
}

function updateList(
  queryClient: QueryClient,
  change: (shares: ShareDto[]) => ShareDto[],
): Promise<void> {
  queryClient.setQueryData<ShareListResponse>(sharingKeys.list(), (list) =>
    list === undefined ? undefined : { shares: change(list.shares) },
  );
  return queryClient.invalidateQueries({ queryKey: sharingKeys.list() });
}

function replaceShare(queryClient: QueryClient, updated: ShareDto): Promise<void> {
  return updateList(queryClient, (shares) =>
    shares.map((share) => (share.id === updated.id ? updated : share)),
  );
}

/** POST /api/shares; a refusal is left for the dialog to show, with the input kept. */
export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateShareInput) =>
      requestParsed(createShareResponseSchema, 'POST', API_PATHS.shares, input),
    onSuccess: ({ share }) => {
      void updateList(queryClient, (shares) => [share, ...shares]);
    },
  });
}

/** PATCH /api/shares/:id: the link works for `days` days from now. */
export function useExtendShare() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ id, days }: { id: number; days: number }) =>
      requestParsed(shareDtoSchema, 'PATCH', API_PATHS.share(id), { expires_in_days: days }),
    onSuccess: (updated) => {
      void replaceShare(queryClient, updated);
      toast({ title: EXTEND_TEXTS.done(formatDay(updated.expires_at)) });
    },
    onError: (error) => {
      toast({
        title: EXTEND_TEXTS.failedTitle,
        description: describeWriteError(error, EXTEND_TEXTS.fallback),
        variant: 'destructive',
      });
    },
  });
}

/** DELETE /api/shares/:id: the link stops working at once. */
export function useRevokeShare() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (id: number) => requestParsed(shareDtoSchema, 'DELETE', API_PATHS.share(id)),
    onSuccess: (revoked) => {
      void replaceShare(queryClient, revoked);
      toast({ title: REVOKE_TEXTS.done });
    },
    onError: (error) => {
      toast({
        title: REVOKE_TEXTS.failedTitle,
        description: describeWriteError(error, REVOKE_TEXTS.fallback),
        variant: 'destructive',
      });
    },
  });
}

/**
 * POST /api/shares/:id/resume: the link opens again once her password is confirmed. A refusal
 * (a wrong password, no Premium) is left for the dialog to show, with what she typed kept.
 */
export function useResumeShare() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ id, password }: { id: number } & ResumeShareInput) =>
      requestParsed(shareDtoSchema, 'POST', API_PATHS.shareResume(id), { password }),
    onSuccess: (resumed) => {
      void replaceShare(queryClient, resumed);
      toast({ title: RESUME_TEXTS.done });
    },
  });
}

/**
 * POST /api/shares/revoke-by-link: the emailed link's token is the only authority, so nothing
 * else is sent (no session, whoever may be signed in on this browser). A list of links this
 * browser holds is reloaded afterwards.
 */
export function useRevokeByLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      requestParsed(
        revokeByLinkResponseSchema,
        'POST',
        API_PATHS.revokeShareByLink,
        { token },
        { anonymous: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharingKeys.all }),
  });
}
