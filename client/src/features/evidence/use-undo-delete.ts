import { msg } from '@lingui/core/macro';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import { describeWriteError } from '@/lib/api-errors';
import type { RestorableEntity } from '@shared/evidence';
import { liveTexts } from '@/components/ui/live-texts';
import { deletedItemsQueryOptions, useRestoreDeleted } from './api';
import type { ENTITY_TEXTS } from './entities';

/** When the Undo's own code cannot be fetched (the network dropped after the delete). */
const UNDO_UNAVAILABLE = liveTexts({
  title: msg`Could not undo`,
  description: msg`Check your connection, then restore it from Deleted items.`,
});

/**
 * The delete toast's Undo (docs/product.md#history-deleted-items-and-undo): the record's newest
 * delete in the log is restored, as if she had picked it from Deleted items (a `restore` revision;
 * its history keeps both). Says so, or why not.
 */
export function useUndoDelete(entity: RestorableEntity, listKey: QueryKey) {
  const queryClient = useQueryClient();
  const restore = useRestoreDeleted(entity, listKey);
  const { toast } = useToast();

  return async (recordId: number) => {
    // Its words load with the first Undo (the page fetches them early, with the History
    // dialog): a tracker's page does not carry every tracker's.
    let texts: (typeof ENTITY_TEXTS)[RestorableEntity]['restore'];
    try {
      texts = (await import('./entities')).ENTITY_TEXTS[entity].restore;
    } catch {
      toast({
        title: UNDO_UNAVAILABLE.title,
        description: UNDO_UNAVAILABLE.description,
        variant: 'destructive',
      });
      return;
    }
    try {
      const { items } = await queryClient.fetchQuery(deletedItemsQueryOptions(entity));
      // Newest first: the delete she has just made.
      const deletion = items.find((item) => item.entity_id === recordId);
      if (!deletion) throw new Error(texts.fallback);
      await restore.mutateAsync(deletion.seq);
      toast(texts.restoredToast(deletion.data));
    } catch (error) {
      toast({
        title: texts.failedTitle,
        description: describeWriteError(error, texts.fallback),
        variant: 'destructive',
      });
    }
  };
}
