/**
 * The "Download case file" action: asks the server for the verified ZIP, saves it, and says
 * how it went in a toast.
 */
import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { liveTexts } from '@/components/ui/live-texts';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { parseApiErrorBody } from '@/lib/api-errors';
import { logger } from '@/lib/logger';
import {
  exportCaseFile,
  exportSharedCaseFile,
  type SharedCaseFileRequest,
} from './export-case-file';
import type { PaperSize } from '@shared/paper-size';

export const CASE_FILE_TEXTS = liveTexts({
  title: msg`Your case file`,
  download: msg`Download case file`,
  paperSize: msg`Paper size`,
  preparing: msg`Preparing your case file…`,
  doneTitle: msg`Case file downloaded`,
  doneDescription: (code: string) =>
    msg`Your case file and its verification code ${code} are ready.`,
  sharedDoneDescription: (code: string) =>
    msg`The case file and its verification code ${code} are ready.`,
  failedTitle: msg`Case file failed`,
  /** The server refused or failed without saying why. */
  serverFailed: (status: number) =>
    msg`The server could not prepare your case file (error ${status}). Nothing was downloaded; please try again.`,
  /** No answer came back, or the file could not be put together in the browser. */
  notMade: msg`Your case file could not be made, so nothing was downloaded. Check your connection and try again.`,
});

/** Why the case file failed, in words a user can act on: the server's own reason when it gave one. */
function describeCaseFileError(error: unknown): string {
  if (error instanceof ApiError) {
    return parseApiErrorBody(error).error ?? CASE_FILE_TEXTS.serverFailed(error.status);
  }
  return CASE_FILE_TEXTS.notMade;
}

export function useDownloadCaseFile() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: (paperSize: PaperSize) => exportCaseFile(paperSize),
    onSuccess: ({ code }) => {
      toast({
        title: CASE_FILE_TEXTS.doneTitle,
        description: CASE_FILE_TEXTS.doneDescription(code),
      });
    },
    onError: (error) => {
      logger.error('Could not make the case file', error);
      toast({
        title: CASE_FILE_TEXTS.failedTitle,
        description: describeCaseFileError(error),
        variant: 'destructive',
      });
    },
  });
}

/**
 * "Download case file" on a shared view: the same verified ZIP, of exactly what the share
 * covers, made through the share.
 */
export function useDownloadSharedCaseFile(request: Omit<SharedCaseFileRequest, 'paperSize'>) {
  const { toast } = useToast();
  return useMutation({
    mutationFn: (paperSize: PaperSize) => exportSharedCaseFile({ ...request, paperSize }),
    onSuccess: ({ code }) => {
      toast({
        title: CASE_FILE_TEXTS.doneTitle,
        description: CASE_FILE_TEXTS.sharedDoneDescription(code),
      });
    },
    onError: (error) => {
      logger.error('Could not make the shared case file', error);
      toast({
        title: CASE_FILE_TEXTS.failedTitle,
        description: describeCaseFileError(error),
        variant: 'destructive',
      });
    },
  });
}
