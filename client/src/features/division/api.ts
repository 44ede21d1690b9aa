/**
 * The division planner's data: GET /api/networth/division (the answer the screen shows), the
 * target share's PUT, and the PUT of an item with its division fields. Both writes are
 * optimistic: the items and the answer change at once (the answer recomputed with the shared
 * rule, the same code the server answers from), a failure puts back what that write changed,
 * and once the last write settles the list and the answer are reloaded from the server.
 */
import { msg } from '@lingui/core/macro';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { liveTexts } from '@/components/ui/live-texts';
import { useToast } from '@/components/ui/toast';
import { requestParsed } from '@/lib/api-client';
import { ActionError, describeWriteError, retryUnlessRefused } from '@/lib/api-errors';
import { useAuth } from '@/features/auth';
import { networthKeys, networthQueryOptions } from '@/features/networth';
import { API_PATHS } from '@shared/api';
import {
  divideEstate,
  divisionResponseSchema,
  toDivisionResponse,
  type DivisionResponse,
} from '@shared/division';
import {
  networthItemDtoSchema,
  type NetworthItemDto,
  type NetworthResponse,
} from '@shared/networth';
import type { ItemPlanWrite } from './plan';

/** The screen's texts for a division that did not load, and for failed writes. */
export const DIVISION_TEXTS = liveTexts({
  loading: msg`Loading your division`,
  signedOut: msg`Please log in to view your division.`,
  premiumRequired: msg`Premium subscription required for this feature.`,
  loadFailed: msg`Failed to fetch the division`,
  loadErrorTitle: msg`Error Loading the Division`,
  target: {
    failedTitle: msg`Failed to save the target share`,
    fallback: msg`Failed to save the target share`,
    signedOut: msg`You must be logged in to change the division`,
  },
  item: {
    failedTitle: msg`Failed to update item`,
    fallback: msg`Failed to update net worth item`,
    signedOut: msg`You must be logged in to update a net worth item`,
  },
});

const divisionKey = networthKeys.division();
const listKey = networthKeys.list();

/** GET /api/networth/division; 4xx answers are not retried. */
export const divisionQueryOptions = queryOptions({
  queryKey: divisionKey,
  queryFn: () => requestParsed(divisionResponseSchema, 'GET', API_PATHS.division),
  retry: retryUnlessRefused,
});

export function useDivision() {
  const { user } = useAuth();
  return useQuery({ ...divisionQueryOptions, enabled: user !== null });
}

/** The items the tracker loaded (the same query as its tabs, so no second request). */
export function useDivisionItems() {
  const { user } = useAuth();
  return useQuery({ ...networthQueryOptions, enabled: user !== null }).data?.items;
}

/** The cached items and answer, as the optimistic writes change them. */
function divisionCache(queryClient: QueryClient) {
  const items = () => queryClient.getQueryData<NetworthResponse>(listKey)?.items;
  const targetShare = () => queryClient.getQueryData<DivisionResponse>(divisionKey)?.target_share;
  const isOnlyWrite = () => queryClient.isMutating({ mutationKey: divisionKey }) <= 1;
  return {
    targetShare,
    isOnlyWrite,

    /** Stops fetches in flight, so their older answers cannot overwrite the optimistic change. */
    async holdFetches() {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: listKey }),
        queryClient.cancelQueries({ queryKey: divisionKey }),
      ]);
    },

    findItem(id: number): NetworthItemDto | undefined {
      return items()?.find((item) => item.id === id);
    },

    /** Puts `item` in place of the cached item with its id. */
    replaceItem(item: NetworthItemDto) {
      queryClient.setQueryData<NetworthResponse>(listKey, (list) =>
        list === undefined
          ? undefined
          : {
              ...list,
              items: list.items.map((cached) => (cached.id === item.id ? item : cached)),
            },
      );
    },

    /** The answer for the cached items at `share` (by default the cached target share). */
    recompute(share = targetShare()) {
      const cached = items();
      if (cached === undefined || share === undefined) return;
      queryClient.setQueryData<DivisionResponse>(
        divisionKey,
        toDivisionResponse(divideEstate(cached, share)),
      );
    },

    confirm(answer: DivisionResponse) {
      queryClient.setQueryData<DivisionResponse>(divisionKey, answer);
    },

    /** Reloads the items and the answer once the last division write has settled. */
    async refreshWhenIdle() {
      if (!isOnlyWrite()) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        queryClient.invalidateQueries({ queryKey: divisionKey }),
      ]);
    },
  };
}

type WriteTexts = (typeof DIVISION_TEXTS)['target' | 'item'];

/** The toast after a failed write, and the refusal while signed out, for `texts`. */
function useWriteFeedback(texts: WriteTexts) {
  const { user } = useAuth();
  const { toast } = useToast();
  return {
    refuseSignedOut() {
      if (user === null) throw new ActionError(texts.signedOut);
    },
    toastFailure(error: unknown) {
      toast({
        title: texts.failedTitle,
        description: describeWriteError(error, texts.fallback),
        variant: 'destructive',
      });
    },
  };
}

/** PUT /api/networth/division: the answer shows the new share at once. */
export function useSaveTargetShare() {
  const queryClient = useQueryClient();
  const feedback = useWriteFeedback(DIVISION_TEXTS.target);
  const cache = () => divisionCache(queryClient);
  return useMutation({
    mutationKey: [...divisionKey, 'target'],
    mutationFn: (targetShare: number) => {
      feedback.refuseSignedOut();
      return requestParsed(divisionResponseSchema, 'PUT', API_PATHS.division, {
        target_share: targetShare,
      });
    },
    onMutate: async (targetShare) => {
      const division = cache();
      await division.holdFetches();
      const previous = division.targetShare();
      division.recompute(targetShare);
      return { previous };
    },
    onSuccess: (answer) => {
      const division = cache();
      if (division.isOnlyWrite()) division.confirm(answer);
    },
    onError: (error, _targetShare, context) => {
      if (context?.previous !== undefined) cache().recompute(context.previous);
      feedback.toastFailure(error);
    },
    // The reload is only started: the screen already shows the change, and the slider lets go
    // of the share it held once the write has settled.
    onSettled: () => {
      void cache().refreshWhenIdle();
    },
  });
}

/** PUT /api/networth/:id with the item's division fields: the item and the answer change at once. */
export function useSaveItemPlan() {
  const queryClient = useQueryClient();
  const feedback = useWriteFeedback(DIVISION_TEXTS.item);
  const cache = () => divisionCache(queryClient);
  return useMutation({
    mutationKey: [...divisionKey, 'item'],
    mutationFn: ({ planned, values }: ItemPlanWrite) => {
      feedback.refuseSignedOut();
      return requestParsed(
        networthItemDtoSchema,
        'PUT',
        API_PATHS.networthItem(planned.id),
        values,
      );
    },
    onMutate: async ({ planned }) => {
      const division = cache();
      await division.holdFetches();
      const previous = division.findItem(planned.id);
      division.replaceItem(planned);
      division.recompute();
      return { previous };
    },
    onSuccess: (updated) => cache().replaceItem(updated),
    onError: (error, _write, context) => {
      if (context?.previous !== undefined) {
        const division = cache();
        division.replaceItem(context.previous);
        division.recompute();
      }
      feedback.toastFailure(error);
    },
    onSettled: () => {
      void cache().refreshWhenIdle();
    },
  });
}
