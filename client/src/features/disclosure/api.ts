/**
 * The financial disclosure's data: GET /api/disclosure?month= (the statement the server drafts
 * from the records), PUT /api/disclosure/proposed (a category's proposed figure), and the PDF
 * and CSV downloads. A proposed figure changes the totals, so the statement is read again after
 * each save rather than guessed.
 */
import { msg } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { liveTexts } from '@/components/ui/live-texts';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/features/auth';
import { downloadServerExport, evidenceKeys } from '@/features/evidence';
import { requestParsed } from '@/lib/api-client';
import { ActionError, describeWriteError } from '@/lib/api-errors';
import {
  type DisclosureLayout,
  disclosureResponseSchema,
  PROPOSED_BASES,
  type ProposedLineInput,
} from '@shared/disclosure';
import { EXPENSE_CATEGORIES, type ExpenseCategory } from '@shared/expense-categories';
import { browserTimeZone, DISCLOSURE_PDF_NAME, disclosureCsvName } from '@shared/exports';

/** Here, not in shared/api.ts: only this page asks for them, and the landing page stays light. */
const DISCLOSURE_PATHS = {
  statement: (month: string) => `/api/disclosure?month=${encodeURIComponent(month)}`,
  proposed: '/api/disclosure/proposed',
  csv: (month: string) => `/api/disclosure/export.csv?month=${encodeURIComponent(month)}`,
  report: '/api/exports/disclosure',
};

const disclosureKeys = {
  all: ['disclosure'] as const,
  month: (month: string) => [...disclosureKeys.all, month] as const,
};

export const DISCLOSURE_TEXTS = liveTexts({
  loadFailed: msg`Failed to load your financial disclosure`,
  saveFailedTitle: msg`Failed to save the proposed figure`,
  saveFallback: msg`The proposed figure was not saved. Please try again.`,
  signedOut: msg`You must be logged in to change the financial disclosure`,
  savedTitle: msg`Proposed figure saved`,
  removedTitle: msg`Proposed figure removed`,
  pdfFailedTitle: msg`PDF Generation Failed`,
  pdfFailedDescription: msg`There was an error generating your financial disclosure.`,
  pdfDoneTitle: msg`PDF Generated`,
  pdfDoneDescription: msg`Your financial disclosure has been downloaded.`,
  csvFailedTitle: msg`CSV export failed`,
  csvFailedDescription: msg`There was an error exporting your financial disclosure.`,
});

export function useDisclosure(month: string) {
  return useQuery({
    queryKey: disclosureKeys.month(month),
    queryFn: () =>
      requestParsed(disclosureResponseSchema, 'GET', DISCLOSURE_PATHS.statement(month)),
    // Drafted from every tracker: read afresh each time the page opens, so an expense, income
    // or debt changed a moment ago is in it.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

const proposedAnswerSchema = z.object({
  category: z.enum(EXPENSE_CATEGORIES as [ExpenseCategory, ...ExpenseCategory[]]),
  proposed: z.string().nullable(),
  basis: z.enum(PROPOSED_BASES),
});

/** PUT /api/disclosure/proposed; `amount: null` takes the figure away. */
export function useSaveProposed() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { user } = useAuth();
  return useMutation({
    mutationKey: [...disclosureKeys.all, 'proposed'],
    mutationFn: (line: ProposedLineInput) => {
      if (user === null) throw new ActionError(DISCLOSURE_TEXTS.signedOut);
      return requestParsed(proposedAnswerSchema, 'PUT', DISCLOSURE_PATHS.proposed, line);
    },
    onSuccess: (answer) => {
      toast({
        title:
          answer.proposed === null ? DISCLOSURE_TEXTS.removedTitle : DISCLOSURE_TEXTS.savedTitle,
      });
    },
    onError: (error) => {
      toast({
        title: DISCLOSURE_TEXTS.saveFailedTitle,
        description: describeWriteError(error, DISCLOSURE_TEXTS.saveFallback),
        variant: 'destructive',
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: disclosureKeys.all }),
        queryClient.invalidateQueries({ queryKey: evidenceKeys.all }),
      ]),
  });
}

/** The PDF the server makes (and records, with its code on every page), saved by the browser. */
export function downloadDisclosurePdf(month: string, layout: DisclosureLayout) {
  return downloadServerExport({
    method: 'POST',
    url: DISCLOSURE_PATHS.report,
    body: { month, layout, time_zone: browserTimeZone() },
    fileName: DISCLOSURE_PDF_NAME,
    contentType: 'application/pdf',
  });
}

/** The statement's lines as CSV, from the server. */
export function downloadDisclosureCsv(month: string) {
  return downloadServerExport({
    method: 'GET',
    url: DISCLOSURE_PATHS.csv(month),
    fileName: disclosureCsvName(month),
    contentType: 'text/csv',
  });
}
