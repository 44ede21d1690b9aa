import { plural } from '@lingui/core/macro';
import type { ToastAction, ToastOptions } from '@/components/ui/toast-model';
import { requestParsed } from '@/lib/api-client';
import { describeWriteError } from '@/lib/api-errors';
import { sharedText } from '@/lib/i18n';
import { IMPORT_MESSAGES, undoImportResponseSchema } from '@shared/import';

/**
 * The import toast's "Undo this import": POST …/import/undo with exactly the ids the import
 * answered with. The server removes all of them or none (each with its delete revision, so
 * they stay restorable one by one), then the lists are read again and a toast says what
 * happened.
 */
export function undoImportAction({
  path,
  ids,
  reload,
  toast,
}: {
  path: string;
  ids: readonly number[];
  reload: () => Promise<unknown>;
  toast: (options: ToastOptions) => void;
}): ToastAction {
  return {
    label: sharedText(IMPORT_MESSAGES.undoAction),
    onAction: () => {
      void (async () => {
        try {
          const { removed } = await requestParsed(undoImportResponseSchema, 'POST', path, { ids });
          await reload();
          toast({
            title: sharedText(IMPORT_MESSAGES.undoneTitle),
            description: plural(removed, {
              one: '# imported row was removed. You can restore any of them from Deleted items.',
              other:
                '# imported rows were removed. You can restore any of them from Deleted items.',
            }),
          });
        } catch (error) {
          await reload();
          toast({
            title: sharedText(IMPORT_MESSAGES.undoFailedTitle),
            description: describeWriteError(error, sharedText(IMPORT_MESSAGES.undoChanged)),
            variant: 'destructive',
          });
        }
      })();
    },
  };
}
