/**
 * The decision analysis's data (GET/PUT /api/decision-analysis), its save texts and toasts.
 */
import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { liveTexts } from '@/components/ui/live-texts';
import { requestParsed } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/api-errors';
import { API_PATHS } from '@shared/api';
import { decisionAnalysisResponseSchema, type DecisionInputs } from '@shared/decision-analysis';

const decisionKeys = {
  /** GET /api/decision-analysis. */
  all: ['decision-analysis'] as const,
};

export const decisionQueryOptions = queryOptions({
  queryKey: decisionKeys.all,
  queryFn: () => requestParsed(decisionAnalysisResponseSchema, 'GET', API_PATHS.decisionAnalysis),
  retry: retryUnlessRefused,
});

/** PUT /api/decision-analysis; the saved analysis replaces the cached one. */
export function useSaveDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inputs: DecisionInputs) =>
      requestParsed(decisionAnalysisResponseSchema, 'PUT', API_PATHS.decisionAnalysis, inputs),
    onSuccess: (response) => {
      queryClient.setQueryData(decisionQueryOptions.queryKey, response);
    },
  });
}

/** "Save for the case file": what it says of the saved analysis, its toasts. */
export const DECISION_SAVE_TEXTS = liveTexts({
  button: msg`Save for the case file`,
  unsaved: msg`Not saved. Save this analysis to print it, with its chart and your note, in your case file.`,
  saved: (when: string) => msg`Saved ${when}. Your case file prints this analysis.`,
  changed: (when: string) =>
    msg`You have changed the analysis saved ${when}. Save again to print this one instead.`,
  invalid: msg`Some figures cannot be read yet. Fix the ones marked in red to save.`,
  savedTitle: msg`Analysis saved`,
  savedDescription: msg`Your case file will include it.`,
  failedTitle: msg`Could not save the analysis`,
});
