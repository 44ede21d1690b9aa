/**
 * "Download my data", wherever it is offered (the Your data card, and the deletion dialog
 * before anything is deleted): one download, told in one set of words.
 */
import { msg } from '@lingui/core/macro';
import { liveTexts } from '@/components/ui/live-texts';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import { parseApiErrorBody } from '@/lib/api-errors';
import { downloadAccountData } from './api';

export const DATA_DOWNLOAD_TEXTS = liveTexts({
  title: msg`Your data`,
  about: msg`Download everything Fairsplit keeps about you: your account, subscriptions, every expense, event and net worth item, your division plan, the full history of your records and every export you made.`,
  button: msg`Download my data`,
  preparing: msg`Preparing...`,
  doneTitle: msg`Data downloaded`,
  doneDescription: msg`Your data has been downloaded.`,
  failedTitle: msg`Download failed`,
  failedDescription: msg`Your data could not be downloaded. Please try again.`,
});

/** `mutate(format)` downloads the export; a toast says whether it worked. */
export function useDataDownload() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: downloadAccountData,
    onSuccess: () =>
      toast({
        title: DATA_DOWNLOAD_TEXTS.doneTitle,
        description: DATA_DOWNLOAD_TEXTS.doneDescription,
      }),
    onError: (error) =>
      toast({
        title: DATA_DOWNLOAD_TEXTS.failedTitle,
        description: parseApiErrorBody(error).error ?? DATA_DOWNLOAD_TEXTS.failedDescription,
        variant: 'destructive',
      }),
  });
}
