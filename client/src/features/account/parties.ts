/**
 * "Who is who" (GET and PUT /api/account/parties): which spouse she is and both first names,
 * asked once on the profile and the first time the Division tab opens. Every screen and PDF
 * reads the labels from `useSpouseLabels`.
 */
import { msg } from '@lingui/core/macro';
import { liveTexts } from '@/components/ui/live-texts';
import { useMemo } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/features/auth';
import { requestParsed } from '@/lib/api-client';
import { describeWriteError, retryUnlessRefused } from '@/lib/api-errors';
import { localKeys, readStorage, writeStorage } from '@/lib/storage';
import { API_PATHS } from '@shared/api';
import {
  partiesSchema,
  spouseLabels,
  type PartiesInput,
  type SpouseLabels,
  YOU,
} from '@shared/parties';
import { useSharedText, useLanguage } from '@/lib/i18n';

export const PARTIES_TEXTS = liveTexts({
  title: msg`Who is who`,
  about: msg`Fairsplit calls the two of you Spouse 1 and Spouse 2, as court forms do. Say which one you are, and every screen, PDF and shared link will say so beside the label.`,
  roleLegend: msg`I am`,
  spouse1Name: msg`Spouse 1's first name (optional)`,
  spouse2Name: msg`Spouse 2's first name (optional)`,
  save: msg`Save`,
  notNow: msg`Not now`,
  saved: msg`Saved: every screen now says who is who.`,
  saveFailedTitle: msg`Failed to save who is who`,
  loadFailed: msg`Who is who could not be loaded. Please reload the page to try again.`,
  promptTitle: msg`First, which spouse are you?`,
});

const partiesKey = ['account', 'parties'] as const;

const partiesQueryOptions = queryOptions({
  queryKey: partiesKey,
  queryFn: () => requestParsed(partiesSchema, 'GET', API_PATHS.parties),
  retry: retryUnlessRefused,
});

export function useParties() {
  const { user } = useAuth();
  return useQuery({ ...partiesQueryOptions, enabled: user !== null });
}

/** 'Spouse 1 (you, Jo)' and 'Spouse 2 (Sam)', or the plain labels until she says. */
export function useSpouseLabels(): SpouseLabels {
  const parties = useParties();
  const language = useLanguage();
  const sharedText = useSharedText();
  return useMemo(
    () => spouseLabels(parties.data ?? null, sharedText(YOU), language),
    [parties.data, sharedText, language],
  );
}

export function useSaveParties() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationKey: partiesKey,
    mutationFn: (parties: PartiesInput) =>
      requestParsed(partiesSchema, 'PUT', API_PATHS.parties, parties),
    onError: (error) => {
      toast({
        title: PARTIES_TEXTS.saveFailedTitle,
        description: describeWriteError(error, PARTIES_TEXTS.saveFailedTitle),
        variant: 'destructive',
      });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(partiesKey, saved);
      toast({ title: PARTIES_TEXTS.saved });
    },
  });
}

const promptDismissedKey = (userId: string) => `${localKeys.partiesPromptDismissedPrefix}${userId}`;

/** Whether she answered "Not now" to the Division tab's question (asked once, in this browser). */
export function isPartiesPromptDismissed(userId: string): boolean {
  return readStorage('local', promptDismissedKey(userId)) !== null;
}

export function dismissPartiesPrompt(userId: string): void {
  writeStorage('local', promptDismissedKey(userId), new Date().toISOString());
}
