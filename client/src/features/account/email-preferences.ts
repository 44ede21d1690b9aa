/**
 * Email preferences (GET and PUT /api/account/email-preferences) and the one-click
 * unsubscribe the /unsubscribe page sends (POST /api/email/unsubscribe, no login needed).
 * The switch is optimistic: it moves at once, and a failed save puts it back and says why.
 */
import { msg } from '@lingui/core/macro';
import { liveTexts } from '@/components/ui/live-texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/features/auth';
import { requestParsed } from '@/lib/api-client';
import { describeWriteError, retryUnlessRefused } from '@/lib/api-errors';
import { API_PATHS } from '@shared/api';
import {
  emailPreferencesSchema,
  MARKETING_EMAILS_LABEL,
  unsubscribeResponseSchema,
  type EmailPreferences,
} from '@shared/account';

export const EMAIL_PREFERENCES_TEXTS = liveTexts({
  title: msg`Email preferences`,
  about: msg`Emails about your account itself, such as password resets and confirmations, always arrive.`,
  marketingLabel: MARKETING_EMAILS_LABEL,
  marketingAbout: msg`A welcome with three tips, and now and then news of what Fairsplit can do for you. Never shared with anyone.`,
  loadFailed: msg`Your email preferences could not be loaded. Please reload the page to try again.`,
  saveFailedTitle: msg`Failed to save your email preferences`,
  saveFallback: msg`Failed to save your email preferences`,
  savedOn: msg`You will receive tips and news by email.`,
  savedOff: msg`You will no longer receive tips and news by email.`,
});

const preferencesKey = ['account', 'email-preferences'] as const;

export function useEmailPreferences() {
  const { user } = useAuth();
  return useQuery({
    queryKey: preferencesKey,
    queryFn: () => requestParsed(emailPreferencesSchema, 'GET', API_PATHS.emailPreferences),
    retry: retryUnlessRefused,
    enabled: user !== null,
  });
}

export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationKey: preferencesKey,
    mutationFn: (preferences: EmailPreferences) =>
      requestParsed(emailPreferencesSchema, 'PUT', API_PATHS.emailPreferences, preferences),
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: preferencesKey });
      const previous = queryClient.getQueryData<EmailPreferences>(preferencesKey);
      queryClient.setQueryData(preferencesKey, preferences);
      return { previous };
    },
    onError: (error, _preferences, context) => {
      if (context?.previous) queryClient.setQueryData(preferencesKey, context.previous);
      toast({
        title: EMAIL_PREFERENCES_TEXTS.saveFailedTitle,
        description: describeWriteError(error, EMAIL_PREFERENCES_TEXTS.saveFallback),
        variant: 'destructive',
      });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesKey, saved);
      toast({
        title: saved.marketing_emails
          ? EMAIL_PREFERENCES_TEXTS.savedOn
          : EMAIL_PREFERENCES_TEXTS.savedOff,
      });
    },
  });
}

/** POST /api/email/unsubscribe?token=…, as a mail client's one-click button does. */
export function unsubscribe(token: string) {
  return requestParsed(unsubscribeResponseSchema, 'POST', API_PATHS.unsubscribe(token));
}
