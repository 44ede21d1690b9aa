/**
 * Decision analysis (premium): settle or go to trial, priced the way mediators and lawyers do
 * it on paper. Every figure starts from a published default or her records and is hers to
 * change; the results follow as she types, from the same function the server and the case file
 * use (shared/decision-analysis.ts).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Calculator, Crown, RefreshCw, Save } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { SettingHistoryButton } from '@/features/evidence';
import { PageHeader } from '@/components/layout/page-header';
import { describeWriteError } from '@/lib/api-errors';
import { useSharedText } from '@/lib/i18n';
import { savedAtText as savedAt } from '@shared/dates';
import {
  analyseDecision,
  type DecisionAnalysisResponse,
  type DecisionInputs,
} from '@shared/decision-analysis';
import { formatUsd } from '@shared/money';
import { DECISION_SAVE_TEXTS, decisionQueryOptions, useSaveDecision } from './api';
import {
  type DraftChange,
  NoteSection,
  OfferSection,
  OutcomesSection,
  PhasesSection,
  TimeSection,
} from './components/inputs';
import { ResultsSection } from './components/results-section';
import { type DecisionDraft, draftFromInputs, type DraftWords, readDraft } from './draft';

/** Read by the readability check: the page's one line of explanation. */
const INTRO = msg({
  message:
    'Compare the offer on the table with going to trial. Count what each step of a trial costs, how likely each result is, and what waiting costs you. You can change every figure.',
  comment: 'help',
});

const sameInputs = (a: DecisionInputs, b: DecisionInputs) =>
  JSON.stringify(a) === JSON.stringify(b);

function SaveBar({
  inputs,
  answer,
}: {
  /** The figures on screen, null while some cannot be read. */
  inputs: DecisionInputs | null;
  answer: DecisionAnalysisResponse;
}) {
  const save = useSaveDecision();
  const { toast } = useToast();
  const { t } = useLingui();
  const isSaved = answer.saved && inputs !== null && sameInputs(inputs, answer.inputs);
  const status =
    inputs === null
      ? DECISION_SAVE_TEXTS.invalid
      : !answer.saved || answer.updated_at === null
        ? DECISION_SAVE_TEXTS.unsaved
        : isSaved
          ? DECISION_SAVE_TEXTS.saved(savedAt(answer.updated_at))
          : DECISION_SAVE_TEXTS.changed(savedAt(answer.updated_at));

  async function saveAnalysis() {
    if (inputs === null) return;
    try {
      await save.mutateAsync(inputs);
      toast({
        title: DECISION_SAVE_TEXTS.savedTitle,
        description: DECISION_SAVE_TEXTS.savedDescription,
      });
    } catch (error) {
      toast({
        title: DECISION_SAVE_TEXTS.failedTitle,
        description: describeWriteError(error, DECISION_SAVE_TEXTS.failedTitle),
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <p role="status" className="text-sm text-slate-700">
        {status}
      </p>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {answer.saved && (
          <SettingHistoryButton entity="decision_analysis" name={t`the decision analysis`} />
        )}
        <Button
          writes
          variant={isSaved ? 'outline' : 'primary'}
          disabled={inputs === null}
          isLoading={save.isPending}
          loadingText={t`Saving...`}
          onClick={() => void saveAnalysis()}
        >
          {!save.isPending && <Save aria-hidden="true" className="size-4" />}
          {DECISION_SAVE_TEXTS.button}
        </Button>
      </div>
    </div>
  );
}

/** What the page says of a figure the schema refuses, in the reader's language. */
function useDraftWords(): DraftWords {
  const { t } = useLingui();
  const sharedText = useSharedText();
  return {
    noMinus: t`Type the amount without a minus sign, and choose “I would pay” instead.`,
    notAnAmount: t`Type an amount, like 25000 or 25000.50.`,
    translate: sharedText,
  };
}

function Analysis({ answer }: { answer: DecisionAnalysisResponse }) {
  const words = useDraftWords();
  // While a figure cannot be read, the results stay those of the last figures that could.
  const [state, setState] = useState<{ draft: DecisionDraft; lastGood: DecisionInputs }>(() => ({
    draft: draftFromInputs(answer.inputs),
    lastGood: answer.inputs,
  }));
  const { draft } = state;
  const change: DraftChange = (update) =>
    setState((now) => {
      const next = update(now.draft);
      const read = readDraft(next, words);
      return { draft: next, lastGood: read.ok ? read.inputs : now.lastGood };
    });
  const reading = readDraft(draft, words);
  const inputs = reading.ok ? reading.inputs : state.lastGood;
  const results = analyseDecision(inputs);
  const errors = reading.ok ? new Map<string, string>() : reading.errors;
  const legalFees = answer.prefill.legal_fees_to_date;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
      <div className="space-y-6">
        <OfferSection
          draft={draft}
          change={change}
          errors={errors}
          prefilledOffer={answer.saved ? null : answer.prefill.offer}
        />
        <OutcomesSection
          draft={draft}
          change={change}
          errors={errors}
          expectedValue={reading.ok ? results.ev_trial : null}
          maritalEstate={answer.prefill.marital_estate}
        />
        <PhasesSection draft={draft} change={change} errors={errors} />
        {legalFees !== '0.00' && (
          <Alert tone="info">
            <Trans>
              You have recorded {formatUsd(legalFees)} of legal fees so far. They are spent
              whichever way you choose, so they are not counted here.
            </Trans>
          </Alert>
        )}
        <TimeSection draft={draft} change={change} errors={errors} />
      </div>
      <div className="space-y-6">
        <ResultsSection inputs={inputs} results={results} isStale={!reading.ok} />
        <NoteSection draft={draft} change={change} errors={errors} />
        <SaveBar inputs={reading.ok ? reading.inputs : null} answer={answer} />
      </div>
    </div>
  );
}

export function DecisionAnalysisPage() {
  const { t, i18n } = useLingui();
  const query = useQuery(decisionQueryOptions);

  let body;
  if (query.isPending) {
    body = (
      <div className="flex flex-col items-center gap-3 py-16 text-slate-600">
        <Spinner size="lg" label={t`Loading your analysis`} />
        <p>
          <Trans>Loading your analysis...</Trans>
        </p>
      </div>
    );
  } else if (query.isError) {
    body = (
      <Alert tone="error" className="max-w-2xl p-4">
        <p className="font-medium">
          <Trans>Your analysis could not be loaded.</Trans>
        </p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  } else {
    body = <Analysis answer={query.data} />;
  }

  return (
    <PageShell>
      <PageHeader
        title={t`Decision analysis`}
        badge={
          <Badge tone="primary">
            <Crown aria-hidden="true" className="size-3.5" />
            <Trans>Premium Feature</Trans>
          </Badge>
        }
        description={i18n._(INTRO)}
      />
      <p className="-mt-3 mb-6 text-sm">
        <Link
          href={paths.settlementCalculator}
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
        >
          <Calculator aria-hidden="true" className="size-4" />
          <Trans>Back to the Settlement vs. Trial Calculator</Trans>
        </Link>
      </p>
      {body}
    </PageShell>
  );
}
