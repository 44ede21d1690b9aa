import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Crown, RefreshCw, Wallet } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { divisionQueryOptions } from '@/features/division';
import { useSettlementWords, useSharedText } from '@/lib/i18n';
import type { DivisionResponse } from '@shared/division';
import { formatUsdWhole } from '@shared/money';
import { computeSettlement, PREMIUM_DEFAULTS, PREMIUM_MONEY_RANGES } from '@shared/settlement';
import {
  DIVISION_ESTATE_TEXTS,
  type DivisionEstate,
  parametersFromScenario,
  type SettlementScenarioDto,
} from '@shared/settlement-scenario';
import {
  CALCULATOR_DATA_MESSAGES,
  type FinancialSituation,
  hasDivisionPlan,
  settlementScenarioQueryOptions,
  useFinancialData,
} from './api';
import { DivisionEstateControl } from './components/division-estate';
import { PageHeader } from '@/components/layout/page-header';
import { SaveScenario } from './components/save-scenario';
import { Section } from './components/section';
import { SettlementCalculatorView } from './components/settlement-calculator-view';
import { useSettlementParameters } from './parameters';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="money mt-1 text-xl font-semibold text-slate-900" data-testid={testId}>
        {formatUsdWhole(value)}
      </dd>
    </div>
  );
}

function ZeroHint({
  text,
  tracker,
  href,
}: {
  text: MessageDescriptor;
  tracker: MessageDescriptor;
  href: string;
}) {
  const { i18n } = useLingui();
  const trackerName = i18n._(tracker);
  return (
    <Alert tone="info">
      {i18n._(text)}{' '}
      <Link href={href} className="font-medium text-primary underline underline-offset-2">
        <Trans>Open the {trackerName}</Trans>
      </Link>
    </Alert>
  );
}

/** What to do about each empty total, and the tracker to do it in. */
const ZERO_HINTS = [
  {
    total: 'totalAssets',
    text: msg`No assets found. Add your assets in the Net Worth Tracker to include them here.`,
    tracker: msg`Net Worth Tracker`,
    href: paths.networth,
  },
  {
    total: 'totalDebts',
    text: msg`No debts found. If you have debts, add them in the Net Worth Tracker.`,
    tracker: msg`Net Worth Tracker`,
    href: paths.networth,
  },
  {
    total: 'expenses',
    text: msg`No expenses found. Add the expenses you have already paid in the Expense Tracker.`,
    tracker: msg`Expense Tracker`,
    href: paths.expenses,
  },
] as const;

/**
 * The tracker figures, read-only, with a pointer to the right tracker for each empty total, and
 * the marital estate of the user's division once they chose to divide that instead.
 */
function TrackerSituation({
  situation,
  estate,
  onEstateChange,
  startWithDivision,
}: {
  situation: FinancialSituation;
  estate: DivisionEstate | null;
  onEstateChange: (estate: DivisionEstate | null) => void;
  startWithDivision: boolean;
}) {
  const hints = ZERO_HINTS.filter((hint) => situation[hint.total] === 0);
  const { t } = useLingui();
  const sharedText = useSharedText();
  return (
    <Section
      title={t`Current Situation`}
      description={t`From your Net Worth and Expense trackers.`}
      icon={<Wallet aria-hidden="true" className="size-5 text-primary" />}
    >
      <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
        <Figure label={t`Total Assets`} value={situation.totalAssets} testId="total-assets" />
        <Figure label={t`Total Debts`} value={situation.totalDebts} testId="total-debts" />
        <Figure label={t`Net Worth`} value={situation.netWorth} testId="net-worth" />
        <Figure label={t`Expenses Already Incurred`} value={situation.expenses} testId="expenses" />
        {estate !== null && (
          <Figure
            label={sharedText(DIVISION_ESTATE_TEXTS.figure)}
            value={estate.netWorth}
            testId="marital-estate"
          />
        )}
      </dl>
      {hints.length > 0 && (
        <div className="mt-4 space-y-2">
          {hints.map(({ total, ...hint }) => (
            <ZeroHint key={total} {...hint} />
          ))}
        </div>
      )}
      <DivisionEstateControl
        estate={estate}
        onEstateChange={onEstateChange}
        startWithDivision={startWithDivision}
      />
    </Section>
  );
}

/**
 * The calculator on the tracker figures, starting from the figures saved for the case file (and
 * their choice of estate) when there are some.
 */
function PremiumCalculator({
  situation,
  saved,
  division,
}: {
  situation: FinancialSituation;
  saved: SettlementScenarioDto | null;
  /** The user's division, if it loaded: with a plan, the calculator starts from its estate. */
  division: DivisionResponse | undefined;
}) {
  const [parameters, dispatch] = useSettlementParameters(
    saved === null ? PREMIUM_DEFAULTS : parametersFromScenario(saved),
    'premium',
  );
  // "Use my division": the marital estate takes the net worth's place in every result.
  const [estate, setEstate] = useState<DivisionEstate | null>(null);
  const settlementWords = useSettlementWords();
  const result = computeSettlement(
    {
      ...parameters,
      totalAssets: situation.totalAssets,
      totalDebts: situation.totalDebts,
      netWorth: estate?.netWorth ?? situation.netWorth,
      expenses: situation.expenses,
    },
    'premium',
    settlementWords,
  );
  return (
    <SettlementCalculatorView
      variant="premium"
      situation={
        <TrackerSituation
          situation={situation}
          estate={estate}
          onEstateChange={setEstate}
          startWithDivision={
            saved === null
              ? division !== undefined && hasDivisionPlan(division, situation)
              : saved.use_division
          }
        />
      }
      parameters={parameters}
      onChange={dispatch}
      costRanges={PREMIUM_MONEY_RANGES}
      result={result}
      afterResults={
        <SaveScenario parameters={parameters} useDivision={estate !== null} saved={saved} />
      }
    />
  );
}

function LoadingState() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-slate-600">
      <Spinner size="lg" label={t`Loading your financial data`} />
      <p>
        <Trans>Loading your financial data...</Trans>
      </p>
    </div>
  );
}

function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert tone="error" className="max-w-2xl p-4">
      <p className="font-medium">{CALCULATOR_DATA_MESSAGES.panel}</p>
      <p className="mt-1">{message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" className="size-4" />
          <Trans>Try again</Trans>
        </Button>
        <Link href={paths.networth} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <Trans>Net Worth Tracker</Trans>
        </Link>
        <Link href={paths.expenses} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <Trans>Expense Tracker</Trans>
        </Link>
      </div>
    </Alert>
  );
}

function SignedOutState() {
  return (
    <Alert tone="info" className="max-w-2xl p-4">
      <p>{CALCULATOR_DATA_MESSAGES.signedOut}</p>
      <Link href={paths.login} className={buttonClasses({ size: 'sm', className: 'mt-3' })}>
        <Trans>Log In</Trans>
      </Link>
    </Alert>
  );
}

export function SettlementCalculatorPage() {
  const { user } = useAuth();
  const data = useFinancialData(user !== null);
  // The saved figures, if any; should they fail to load, the calculator starts from its defaults.
  const scenario = useQuery({ ...settlementScenarioQueryOptions, enabled: user !== null });
  // The division decides where the calculator starts; should it fail, it starts from net worth.
  const division = useQuery({ ...divisionQueryOptions, enabled: user !== null });
  const { toast } = useToast();
  const { t } = useLingui();

  // One toast per failure, not one per render.
  const toastedError = useRef<string | null>(null);
  const errorMessage = data.status === 'error' ? data.message : null;
  useEffect(() => {
    if (errorMessage === null) {
      toastedError.current = null;
      return;
    }
    if (toastedError.current === errorMessage) return;
    toastedError.current = errorMessage;
    toast({
      title: CALCULATOR_DATA_MESSAGES.toastTitle,
      description: CALCULATOR_DATA_MESSAGES.toastDescription,
      variant: 'destructive',
    });
  }, [errorMessage, toast]);

  let body;
  if (user === null) body = <SignedOutState />;
  else if (data.status === 'error')
    body = <ErrorState message={data.message} onRetry={data.retry} />;
  else if (data.status === 'loading' || scenario.isPending || division.isPending) {
    body = <LoadingState />;
  } else {
    body = (
      <PremiumCalculator
        situation={data.situation}
        saved={scenario.data?.scenario ?? null}
        division={division.data}
      />
    );
  }

  return (
    <PageShell>
      <PageHeader
        title={t`Settlement vs. Trial Calculator`}
        badge={
          <Badge tone="primary">
            <Crown aria-hidden="true" className="size-3.5" />
            <Trans>Premium Feature</Trans>
          </Badge>
        }
        description={t`Compare settling with going to trial using your own net worth and expenses. Everything updates as you change a value.`}
      />
      <p className="-mt-3 mb-6 text-sm text-slate-700">
        <Trans>
          To price each step of a trial, weigh each result by how likely it is and count the months
          of waiting, open the{' '}
          <Link
            href={paths.decisionAnalysis}
            className="font-medium text-primary underline underline-offset-2"
          >
            Decision analysis
          </Link>
          .
        </Trans>
      </p>
      {body}
    </PageShell>
  );
}
