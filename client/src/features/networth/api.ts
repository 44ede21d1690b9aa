/**
 * The Net Worth Tracker's data: GET /api/networth ({ items, summary }), the category lists, and
 * the writes. Writes are not optimistic (docs/product.md#net-worth-tracker-and-division): each one
 * reloads items and summary, under the query key the premium settlement calculator reads too, and
 * the division planner's answer.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import { apiRequest } from '@/lib/api-client';
import { ActionError, describeWriteError, retryUnlessRefused } from '@/lib/api-errors';
import { useAuth } from '@/features/auth';
import { evidenceKeys } from '@/features/evidence';
import { logger } from '@/lib/logger';
import { undoImportAction } from '@/components/csv-import/undo-import';
import { API_PATHS } from '@shared/api';
import {
  categoriesResponse,
  type NetworthCategoriesResponse,
  type NetworthImportResponse,
  type NetworthItemDto,
  type NetworthItemValues,
  type NetworthResponse,
} from '@shared/networth';

/** The query keys of this feature's data; invalidating `all` refreshes everything under it. */
export const networthKeys = {
  all: ['networth'] as const,
  /** GET /api/networth: `{ items, summary }`. */
  list: () => [...networthKeys.all, 'list'] as const,
  /** GET /api/networth/categories. */
  categories: () => [...networthKeys.all, 'categories'] as const,
  /**
   * GET /api/networth/division: the division planner's answer (features/division reads it). It
   * is computed from the items, so every item write reloads it with the list.
   */
  division: () => [...networthKeys.all, 'division'] as const,
};

/** GET /api/networth, in the shared shape (the summary carries the debt shares too). */
export type NetworthData = NetworthResponse;

/**
 * The tracker's texts for failed loads and writes (docs/product.md#roles-and-access,
 * #messages-word-for-word "Trackers").
 */
export const NETWORTH_TEXTS = {
  signedOut: 'Please log in to view your net worth items.',
  premiumRequired: 'Premium subscription required for this feature.',
  loadFailed: 'Failed to fetch net worth items',
  add: {
    failedTitle: 'Failed to add item',
    fallback: 'Failed to add net worth item',
    signedOut: 'You must be logged in to add a net worth item',
  },
  update: {
    failedTitle: 'Failed to update item',
    fallback: 'Failed to update net worth item',
    signedOut: 'You must be logged in to update a net worth item',
  },
  delete: {
    failedTitle: 'Failed to delete item',
    fallback: 'Failed to delete net worth item',
    signedOut: 'You must be logged in to delete a net worth item',
  },
  deleteConfirm: 'Are you sure you want to delete this item?',
  import: {
    failedTitle: 'Failed to import items',
    successTitle: 'Items imported',
  },
} as const;

/** '12 items were added to your tracker.' */
function importedItemsDescription(count: number): string {
  return count === 1
    ? '1 item was added to your tracker.'
    : `${count.toLocaleString('en-US')} items were added to your tracker.`;
}

export type NetworthWrite = 'add' | 'update' | 'delete';

/** GET /api/networth (items and summary); 4xx answers are not retried. */
export const networthQueryOptions = queryOptions({
  queryKey: networthKeys.list(),
  queryFn: () => apiRequest<NetworthData>('GET', API_PATHS.networth),
  retry: retryUnlessRefused,
});

function fetchNetworthCategories(): Promise<NetworthCategoriesResponse> {
  return apiRequest<NetworthCategoriesResponse>('GET', API_PATHS.networthCategories);
}

/**
 * A failed write's toast description (docs/product.md#messages-word-for-word), worded as every
 * tracker's: the server's details as 'Validation failed: {details}', else its error text, else the
 * write's fallback; 'An unknown error occurred' when the request never got an answer.
 */
export function describeWriteFailure(error: unknown, write: NetworthWrite): string {
  return describeWriteError(error, NETWORTH_TEXTS[write].fallback);
}

/** Refuses `write` while no user is signed in. */
function refuseSignedOut(user: unknown, write: NetworthWrite) {
  if (!user) throw new ActionError(NETWORTH_TEXTS[write].signedOut);
}

export function useNetworth(enabled: boolean) {
  return useQuery({ ...networthQueryOptions, enabled });
}

/** The spec's lists, for when the categories call has not answered (or failed). */
const FALLBACK_CATEGORIES = categoriesResponse();

/**
 * The category and ownership names from GET /api/networth/categories. A failure is only logged
 * (docs/product.md#messages-word-for-word): the form falls back to the same lists built into the
 * app.
 */
export function useNetworthCategories(enabled: boolean): NetworthCategoriesResponse {
  const query = useQuery({
    queryKey: networthKeys.categories(),
    queryFn: async () => {
      try {
        return await fetchNetworthCategories();
      } catch (error) {
        logger.warn('Could not load the net worth categories', error);
        throw error;
      }
    },
    enabled,
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? FALLBACK_CATEGORIES;
}

function useReloadNetworth() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: networthKeys.list() }),
      queryClient.invalidateQueries({ queryKey: networthKeys.division() }),
    ]);
}

/**
 * Reloads items and summary after a write: a success waits for the reload, so the screen shows
 * the saved values when it resolves; a failure only starts it, so its toast is not held up by a
 * network that is down (the items on screen are still the ones stored).
 */
function useReloadAfterWrite() {
  const reload = useReloadNetworth();
  return {
    onSuccess: reload,
    onError: () => {
      void reload();
    },
  };
}

/** POST /api/networth; resolves after items and summary have been reloaded. */
export function useCreateNetworthItem() {
  const { user } = useAuth();
  const reload = useReloadNetworth();
  return useMutation({
    mutationFn: (values: NetworthItemValues) => {
      refuseSignedOut(user, 'add');
      return apiRequest<NetworthItemDto>('POST', API_PATHS.networth, values);
    },
    onSuccess: reload,
  });
}

/**
 * PUT /api/networth/:id; resolves after items and summary have been reloaded, and reloads them
 * after a failure too.
 */
export function useUpdateNetworthItem() {
  const { user } = useAuth();
  const reloadAfterWrite = useReloadAfterWrite();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: NetworthItemValues }) => {
      refuseSignedOut(user, 'update');
      return apiRequest<NetworthItemDto>('PUT', API_PATHS.networthItem(id), values);
    },
    // A 404 means the list on screen is stale, so reload after a failure too.
    ...reloadAfterWrite,
  });
}

/**
 * DELETE /api/networth/:id; resolves after items and summary have been reloaded, and reloads them
 * after a failure too.
 */
export function useDeleteNetworthItem() {
  const { user } = useAuth();
  const reloadAfterWrite = useReloadAfterWrite();
  return useMutation({
    mutationFn: async (id: number) => {
      refuseSignedOut(user, 'delete');
      await apiRequest('DELETE', API_PATHS.networthItem(id));
    },
    ...reloadAfterWrite,
  });
}

/** While it is pending the import dialog stays open. */
export const networthImportMutationKey = [...networthKeys.all, 'import'] as const;

/**
 * POST /api/networth/import: every row or none. Once the server has them, items, summary,
 * division and the evidence log are read again, then the toast says how many were added.
 */
export function useImportNetworthItems() {
  const queryClient = useQueryClient();
  const reload = useReloadNetworth();
  const { toast } = useToast();
  return useMutation({
    mutationKey: networthImportMutationKey,
    mutationFn: (rows: readonly NetworthItemValues[]) =>
      apiRequest<NetworthImportResponse>('POST', API_PATHS.networthImport, { rows }),
    onSuccess: async ({ imported, items }) => {
      const reloadAll = () =>
        Promise.all([reload(), queryClient.invalidateQueries({ queryKey: evidenceKeys.all })]);
      await reloadAll();
      toast({
        title: NETWORTH_TEXTS.import.successTitle,
        description: importedItemsDescription(imported),
        action: undoImportAction({
          path: API_PATHS.networthImportUndo,
          ids: items.map((item) => item.id),
          reload: reloadAll,
          toast,
        }),
      });
    },
  });
}
