/**
 * The "Download case file" action: loads the exporter (and with it jsPDF) only when pressed,
 * makes the verified ZIP, and says how it went in a toast.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/features/auth';
import { getDisplayName, useProfile } from '@/features/subscriptions';
import { ApiError, parseApiErrorBody } from '@/lib/api-client';
import { clientConfigQueryOptions } from '@/lib/client-config';
import { logger } from '@/lib/logger';
import type { SharedCaseFileRequest } from './export-case-file';
import type { PaperSize } from './paper-size';

export const CASE_FILE_TEXTS = {
  title: 'Your case file',
  download: 'Download case file',
  paperSize: 'Paper size',
  preparing: 'Preparing your case file…',
  doneTitle: 'Case file downloaded',
  doneDescription: (code: string) => `Your case file and its verification code ${code} are ready.`,
  failedTitle: 'Case file failed',
  /** The server refused or failed without saying why. */
  serverFailed: (status: number) =>
    `The server could not prepare your case file (error ${status}). Nothing was downloaded; please try again.`,
  /** No answer came back, or the file could not be put together in the browser. */
  notMade:
    'Your case file could not be made, so nothing was downloaded. Check your connection and try again.',
} as const;

/** Why the case file failed, in words a user can act on: the server's own reason when it gave one. */
export function describeCaseFileError(error: unknown): string {
  if (error instanceof ApiError) {
    return parseApiErrorBody(error).error ?? CASE_FILE_TEXTS.serverFailed(error.status);
  }
  return CASE_FILE_TEXTS.notMade;
}

export function useDownloadCaseFile() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { user } = useAuth();
  const { data: profile } = useProfile();
  return useMutation({
    mutationFn: async (paperSize: PaperSize) => {
      const [{ exportCaseFile }, { publicUrl }] = await Promise.all([
        import('./export-case-file'),
        queryClient.ensureQueryData(clientConfigQueryOptions),
      ]);
      const name = getDisplayName(
        profile ?? { first_name: user?.firstName, last_name: user?.lastName, email: user?.email },
      );
      return exportCaseFile({ queryClient, paperSize, name, publicUrl });
    },
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
 * covers, made through the share (the exporter loads only when pressed).
 */
export function useDownloadSharedCaseFile(
  request: Omit<SharedCaseFileRequest, 'paperSize' | 'publicUrl'>,
) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (paperSize: PaperSize) => {
      const [{ exportSharedCaseFile }, { publicUrl }] = await Promise.all([
        import('./export-case-file'),
        queryClient.ensureQueryData(clientConfigQueryOptions),
      ]);
      return exportSharedCaseFile({ ...request, paperSize, publicUrl });
    },
    onSuccess: ({ code }) => {
      toast({
        title: CASE_FILE_TEXTS.doneTitle,
        description: SHARED_CASE_FILE_DONE(code),
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

export const SHARED_CASE_FILE_DONE = (code: string) =>
  `The case file and its verification code ${code} are ready.`;
