/**
 * The Net Worth Tracker's data: GET /api/networth ({ items, summary }) under the query key the
 * premium settlement calculator and the division planner read too, the category lists, and the
 * writes, optimistic as every tracker's (components/trackers/use-records.ts): the items and their
 * summary change at once, and items, summary and the division planner's answer are read again
 * once the server has answered (docs/product.md#net-worth-tracker-and-division).
 */
import { msg, plural, t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  recordListQueryOptions,
  recordRequests,
  type RecordTracker,
} from '@/components/trackers/use-records';
import { liveTexts } from '@/components/ui/live-texts';
import { useToast } from '@/components/ui/toast';
import { requestParsed } from '@/lib/api-client';
import type { RecordList } from '@/lib/optimistic-list';
import { evidenceKeys } from '@/features/evidence';
import { logger } from '@/lib/logger';
import { undoImportAction } from '@/components/csv-import/undo-import';
import { API_PATHS } from '@shared/api';
import {
  categoriesResponse,
  networthCategoriesResponseSchema,
  networthImportResponseSchema,
  networthItemDtoSchema,
  networthItemListSchema,
  networthResponseSchema,
  summarizeNetworth,
  type NetworthCategoriesResponse,
  type NetworthItemValues,
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
   * is computed from the items, so every item write reloads it with the list (both are under
   * `all`).
   */
  division: () => [...networthKeys.all, 'division'] as const,
};

/** An item as the server lists it: with the number of documents attached to it. */
export type ListedNetworthItem = z.output<typeof networthItemDtoSchema>;

/** GET /api/networth, in the shared shape (the summary carries the debt shares too). */
export type NetworthData = z.output<typeof networthResponseSchema>;

/**
 * The tracker's texts for failed loads and writes (docs/product.md#roles-and-access,
 * #messages-word-for-word "Trackers").
 */
export const NETWORTH_TEXTS = liveTexts({
  signedOut: msg`Please log in to view your net worth items.`,
  premiumRequired: msg`Premium subscription required for this feature.`,
  loadFailed: msg`Failed to fetch net worth items`,
  notFound: msg`Net worth item not found`,
  add: {
    failedTitle: msg`Failed to add item`,
    fallback: msg`Failed to add net worth item`,
    signedOut: msg`You must be logged in to add a net worth item`,
  },
  update: {
    failedTitle: msg`Failed to update item`,
    fallback: msg`Failed to update net worth item`,
    signedOut: msg`You must be logged in to update a net worth item`,
  },
  remove: {
    failedTitle: msg`Failed to delete item`,
    fallback: msg`Failed to delete net worth item`,
    signedOut: msg`You must be logged in to delete a net worth item`,
  },
  deleteConfirm: msg`Are you sure you want to delete this item?`,
  import: {
    failedTitle: msg`Failed to import items`,
    successTitle: msg`Items imported`,
  },
});

/** '12 items were added to your tracker.' */
function importedItemsDescription(count: number): string {
  return plural(count, {
    one: '# item was added to your tracker.',
    other: '# items were added to your tracker.',
  });
}

/** The server's order: the most recently added first. */
function compareAddedNewestFirst(a: ListedNetworthItem, b: ListedNetworthItem): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return b.id - a.id;
}

/** The items in the answer; the summary beside them is theirs, so it changes with them. */
const networthList: RecordList<ListedNetworthItem, NetworthData> = {
  records: (answer) => answer.items,
  withRecords: (_answer, items) => ({ items, summary: summarizeNetworth(items) }),
  order: compareAddedNewestFirst,
};

const { create, update, remove } = recordRequests<ListedNetworthItem, NetworthItemValues>({
  list: API_PATHS.networth,
  item: API_PATHS.networthItem,
  // Not read: the list is GET /api/networth's items beside their summary (fetchNetworth).
  listSchema: networthItemListSchema,
  recordSchema: networthItemDtoSchema,
});

function fetchNetworth(): Promise<NetworthData> {
  return requestParsed(networthResponseSchema, 'GET', API_PATHS.networth);
}

/** GET /api/networth (items and summary); 4xx answers are not retried. */
export const networthQueryOptions = recordListQueryOptions(networthKeys, fetchNetworth);

/** The Net Worth Tracker's requests, texts and toasts; the page reads and writes through it. */
export const networthTracker: RecordTracker<ListedNetworthItem, NetworthItemValues, NetworthData> =
  {
    keys: networthKeys,
    list: networthList,
    fetchList: fetchNetworth,
    create,
    update,
    remove,
    // A new item is undecided in the division until she says otherwise, as the server stores it.
    newRecord: (values) => ({
      ...values,
      character: values.character ?? 'marital',
      proposed_to: values.proposed_to ?? null,
      split_share: values.split_share ?? null,
      monthly_payment: values.monthly_payment ?? null,
      document_count: 0,
    }),
    texts: NETWORTH_TEXTS,
    addedToast: ({ name }) => ({
      title: t`Item added`,
      description: t`${name} was added to your tracker.`,
    }),
    updatedToast: ({ name }) => ({
      title: t`Item updated`,
      description: t`${name} was updated.`,
    }),
    removedToast: ({ name }) => ({
      title: t`Item deleted`,
      description: t`${name} was deleted.`,
    }),
  };

function fetchNetworthCategories(): Promise<NetworthCategoriesResponse> {
  return requestParsed(networthCategoriesResponseSchema, 'GET', API_PATHS.networthCategories);
}

/** The product's lists, for when the categories call has not answered (or failed). */
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

/** While it is pending the import dialog stays open. */
export const networthImportMutationKey = [...networthKeys.all, 'import'] as const;

/**
 * POST /api/networth/import: every row or none. Once the server has them, items, summary,
 * division and the evidence log are read again, then the toast says how many were added.
 */
export function useImportNetworthItems() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationKey: networthImportMutationKey,
    mutationFn: (rows: readonly NetworthItemValues[]) =>
      requestParsed(networthImportResponseSchema, 'POST', API_PATHS.networthImport, { rows }),
    onSuccess: async ({ imported, items }) => {
      const reloadAll = () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: networthKeys.list() }),
          queryClient.invalidateQueries({ queryKey: networthKeys.division() }),
          queryClient.invalidateQueries({ queryKey: evidenceKeys.all }),
        ]);
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
