/**
 * The analysis's inputs, each section a card: the offer, the results a trial may reach, what a
 * trial costs, and the time it takes. Every amount is echoed as it will be read while she types.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Briefcase, Clock, Gavel, Handshake, NotebookPen, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { amountEcho } from '@/components/trackers/amount-echo';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { GlossaryHelp } from '@/components/ui/glossary-help';
import { useSharedText } from '@/lib/i18n';
import { Panel } from './panel';
import {
  DECISION_DEFAULT_NAMES,
  DECISION_SOURCE_NOTES,
  decimalToScaled,
  phaseCost,
  scaledToText,
} from '@shared/decision-analysis';
import { amountToCents, centsToAmountText, formatUsd } from '@shared/money';
import {
  type DecisionDraft,
  type Direction,
  MAX_PHASES,
  NEW_PHASE,
  type OutcomeDraft,
  type PhaseDraft,
  probabilityTotalTenths,
} from '../draft';

/** Read by the readability check: the explanations beside the fields. */
const HELP = {
  settlementCosts: msg({
    message: 'What it costs to settle, like a mediator or a lawyer to read the deal.',
    comment: 'help',
  }),
  outcomes: msg({
    message:
      'Up to three results a judge might reach: what you would get or pay in each, and how likely it is.',
    comment: 'help',
  }),
  phases: msg({
    message:
      'For each step of a trial: your lawyer’s hours times the hourly rate, plus experts and court costs.',
    comment: 'help',
  }),
  note: msg({
    message: 'Stress, time, the children: what the numbers leave out. It is printed beside them.',
    comment: 'help',
  }),
};

export type DraftChange = (change: (draft: DecisionDraft) => DecisionDraft) => void;

type FieldErrors = ReadonlyMap<string, string>;

/** What every input section is given: the draft, the way to change it, each field's message. */
type SectionProps = { draft: DecisionDraft; change: DraftChange; errors: FieldErrors };

/** Radio buttons drawn as cards a finger can hit (44 px), in a fieldset named by `legend`. */
function ChoiceCards<T extends string | number>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {options.map(([option, label]) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 text-sm text-slate-800 has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:outline-2 has-focus-visible:outline-primary"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function DirectionChoice({
  name,
  value,
  onChange,
  legend,
}: {
  name: string;
  value: Direction;
  onChange: (direction: Direction) => void;
  legend: string;
}) {
  const { t } = useLingui();
  return (
    <ChoiceCards
      name={name}
      legend={legend}
      options={[
        ['receive', t`I would receive`],
        ['pay', t`I would pay`],
      ]}
      value={value}
      onChange={onChange}
    />
  );
}

/** A cost's echo: none for nothing (a row of "= $0.00" says nothing), else the amount. */
function costEcho(typed: string, hint = ''): string {
  return amountToCents(typed.trim()) === 0 ? hint : amountEcho(typed, hint);
}

/** How an echo says an amount received or paid: "you receive $1,200.00". */
type EchoWords = Record<Direction, (amount: string) => string>;

/** An amount field's echo, with the direction: "= you receive $1,200.00"; `hint` until then. */
function signedEcho(direction: Direction, typed: string, hint: string, words: EchoWords) {
  const echo = amountEcho(typed, '');
  return echo === '' ? hint : `= ${words[direction](echo.slice(2))}`;
}

function useEchoWords(): EchoWords {
  const { t } = useLingui();
  return {
    receive: (amount) => t`you receive ${amount}`,
    pay: (amount) => t`you pay ${amount}`,
  };
}

function MoneyField({
  label,
  value,
  onChange,
  hint,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint: string;
  error?: string;
}) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      step="0.01"
      min="0"
      placeholder="0"
      className="money"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={hint}
      error={error}
    />
  );
}

export function OfferSection({
  draft,
  change,
  errors,
  prefilledOffer,
}: SectionProps & { prefilledOffer: string | null }) {
  const { t, i18n } = useLingui();
  const name = useId();
  const echoWords = useEchoWords();
  return (
    <Panel
      icon={Handshake}
      title={t`The offer`}
      description={
        prefilledOffer === null
          ? t`What the other side offers you to settle, or what you would pay.`
          : t`Filled in from your division plan: what you would end with is ${formatUsd(prefilledOffer)}. Change it to the offer on the table.`
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DirectionChoice
          name={`${name}-offer`}
          legend={t`Under the offer`}
          value={draft.offerDirection}
          onChange={(direction) => change((now) => ({ ...now, offerDirection: direction }))}
        />
        <MoneyField
          label={t`Offer amount ($)`}
          value={draft.offer}
          onChange={(offer) => change((now) => ({ ...now, offer }))}
          hint={signedEcho(
            draft.offerDirection,
            draft.offer,
            t`What you would end with if you settle.`,
            echoWords,
          )}
          error={errors.get('offer')}
        />
        <MoneyField
          label={t`Cost of settling ($)`}
          value={draft.settlement_costs}
          onChange={(settlement_costs) => change((now) => ({ ...now, settlement_costs }))}
          hint={costEcho(draft.settlement_costs, i18n._(HELP.settlementCosts))}
          error={errors.get('settlement_costs')}
        />
      </div>
    </Panel>
  );
}

/** The probability of one outcome, in tenths, or null while it is not a number. */
const tenthsOf = (outcome: OutcomeDraft) => decimalToScaled(outcome.probability, 1);

const tenthsText = (tenths: number) => scaledToText(tenths, 1);

/**
 * Outcomes as the count she chose: one (most likely), two (best and worst) or three. An outcome
 * that stays keeps what she typed, its name too; a new one is named by default and starts at the
 * value beside it; the chances start again where they add up to 100 %.
 */
function withOutcomeCount(
  outcomes: readonly OutcomeDraft[],
  count: 1 | 2 | 3,
  name: (english: string) => string,
): OutcomeDraft[] {
  const kept = (outcome: OutcomeDraft, probability: string) => ({ ...outcome, probability });
  const fresh = (from: OutcomeDraft, english: string, probability: string) => ({
    ...from,
    label: name(english),
    probability,
  });
  const first = outcomes[0]!;
  const last = outcomes.at(-1)!;
  if (count === 1) return [kept(outcomes.length === 3 ? outcomes[1]! : first, '100')];
  if (count === 2) {
    return outcomes.length === 1
      ? [
          fresh(first, DECISION_DEFAULT_NAMES.best, '50'),
          fresh(first, DECISION_DEFAULT_NAMES.worst, '50'),
        ]
      : [kept(first, '50'), kept(last, '50')];
  }
  if (outcomes.length === 1) {
    return [
      fresh(first, DECISION_DEFAULT_NAMES.best, '25'),
      kept(first, '50'),
      fresh(first, DECISION_DEFAULT_NAMES.worst, '25'),
    ];
  }
  return [kept(first, '25'), fresh(first, DECISION_DEFAULT_NAMES.likely, '50'), kept(last, '25')];
}

export function OutcomesSection({
  draft,
  change,
  errors,
  expectedValue,
  maritalEstate,
}: SectionProps & {
  /** The expected value of trial as the figures now stand, echoed where she weighs them. */
  expectedValue: string | null;
  /** The marital estate of her division plan, what a judge divides; null without one. */
  maritalEstate: string | null;
}) {
  const { t, i18n } = useLingui();
  const sharedText = useSharedText();
  const name = useId();
  const echoWords = useEchoWords();
  const count = draft.outcomes.length as 1 | 2 | 3;
  const total = probabilityTotalTenths(draft.outcomes);
  const last = draft.outcomes.at(-1)!;
  const lastTenths = tenthsOf(last);
  const balanced = total === null || lastTenths === null ? null : lastTenths + 1000 - total;
  const counts: [1 | 2 | 3, string][] = [
    [1, t`One result`],
    [2, t`Best and worst`],
    [3, t`Best, most likely and worst`],
  ];

  function setOutcome(index: number, patch: Partial<OutcomeDraft>) {
    change((now) => ({
      ...now,
      outcomes: now.outcomes.map((outcome, at) =>
        at === index ? { ...outcome, ...patch } : outcome,
      ),
    }));
  }

  return (
    <Panel icon={Gavel} title={t`If you go to trial`} description={i18n._(HELP.outcomes)}>
      <GlossaryHelp term="trial" className="-mt-2 mb-3" />
      {maritalEstate !== null && (
        <p className="mb-3 text-sm text-slate-700">
          {t`Your division plan puts the marital estate at ${formatUsd(maritalEstate)}. Each result is what you would end with of it, or pay.`}
        </p>
      )}
      <ChoiceCards
        name={`${name}-count`}
        legend={t`Results to weigh`}
        options={counts}
        value={count}
        onChange={(option) =>
          change((now) => ({
            ...now,
            outcomes: withOutcomeCount(now.outcomes, option, sharedText),
          }))
        }
      />
      <ol className="mt-4 space-y-4">
        {draft.outcomes.map((outcome, index) => (
          <li key={index}>
            <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2 sm:p-4">
              <legend className="sr-only">{outcome.label.trim() || t`Result ${index + 1}`}</legend>
              <TextField
                label={t`Name of this result`}
                value={outcome.label}
                maxLength={60}
                onChange={(event) => setOutcome(index, { label: event.target.value })}
                error={errors.get(`outcomes.${index}.label`)}
              />
              <TextField
                label={t`How likely (%)`}
                type="number"
                inputMode="decimal"
                step="0.1"
                min="0"
                max="100"
                value={outcome.probability}
                onChange={(event) => setOutcome(index, { probability: event.target.value })}
                error={errors.get(`outcomes.${index}.probability`)}
              />
              <DirectionChoice
                name={`${name}-outcome-${index}`}
                legend={t`In this result`}
                value={outcome.direction}
                onChange={(direction) => setOutcome(index, { direction })}
              />
              <MoneyField
                label={t`Amount ($)`}
                value={outcome.value}
                onChange={(value) => setOutcome(index, { value })}
                hint={signedEcho(
                  outcome.direction,
                  outcome.value,
                  t`What you would end with.`,
                  echoWords,
                )}
                error={errors.get(`outcomes.${index}.value`)}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-col gap-2 rounded-md bg-slate-50 p-3 text-sm text-slate-800 sm:flex-row sm:items-center sm:justify-between">
        <p role="status">
          {total === null
            ? t`Give each result a chance from 0 to 100%.`
            : total === 1000
              ? t`The chances add up to 100%.`
              : t`The chances add up to ${tenthsText(total)}%. They must add up to 100%.`}
          {errors.get('outcomes') && total === 1000 && (
            <span className="mt-1 block text-destructive">{errors.get('outcomes')}</span>
          )}
        </p>
        {total !== null &&
          total !== 1000 &&
          balanced !== null &&
          balanced >= 0 &&
          balanced <= 1000 && (
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                setOutcome(draft.outcomes.length - 1, { probability: tenthsText(balanced) })
              }
            >
              {t`Set “${last.label}” to ${tenthsText(balanced)}%`}
            </Button>
          )}
      </div>
      {expectedValue !== null && (
        <p className="mt-3 text-sm text-slate-700">
          <Trans>
            Expected value of trial, after costs and waiting:{' '}
            <strong className="money text-slate-900">{formatUsd(expectedValue)}</strong>
          </Trans>
        </p>
      )}
    </Panel>
  );
}

/** What a step costs as typed (blank is nothing), by the analysis's own rule; null until it can be read. */
function stepCost(phase: PhaseDraft): string | null {
  const typed = (value: string) => (value.trim() === '' ? '0' : value.trim());
  const hours = decimalToScaled(typed(phase.hours), 2);
  const [rate, experts, court] = [phase.rate, phase.experts, phase.court_costs].map((amount) =>
    amountToCents(typed(amount)),
  );
  if (
    hours === null ||
    [rate, experts, court].some((cents) => cents === null || cents === undefined || cents < 0)
  ) {
    return null;
  }
  return phaseCost({
    name: phase.name,
    hours: scaledToText(hours, 2),
    rate: centsToAmountText(rate!),
    experts: centsToAmountText(experts!),
    court_costs: centsToAmountText(court!),
  });
}

export function PhasesSection({ draft, change, errors }: SectionProps) {
  const { t, i18n } = useLingui();
  const sharedText = useSharedText();

  function setPhase(index: number, patch: Partial<PhaseDraft>) {
    change((now) => ({
      ...now,
      phases: now.phases.map((phase, at) => (at === index ? { ...phase, ...patch } : phase)),
    }));
  }

  return (
    <Panel icon={Briefcase} title={t`What a trial costs`} description={i18n._(HELP.phases)}>
      <p className="mb-3 text-sm text-slate-600">{sharedText(DECISION_SOURCE_NOTES.rate)}</p>
      <ol className="space-y-4">
        {draft.phases.map((phase, index) => {
          const cost = stepCost(phase);
          const title = phase.name.trim() === '' ? t`Step ${index + 1}` : phase.name;
          return (
            <li key={index}>
              <fieldset className="rounded-md border border-slate-200 p-3 sm:p-4">
                <legend className="sr-only">{title}</legend>
                <div className="flex items-end gap-2">
                  <div className="flex-1">
                    <TextField
                      label={t`Step`}
                      value={phase.name}
                      maxLength={60}
                      onChange={(event) => setPhase(index, { name: event.target.value })}
                      error={errors.get(`phases.${index}.name`)}
                    />
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="mb-0.5 min-h-11"
                    aria-label={t`Remove ${title}`}
                    onClick={() =>
                      change((now) => ({
                        ...now,
                        phases: now.phases.filter((_, at) => at !== index),
                      }))
                    }
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
                <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
                  <TextField
                    label={t`Attorney hours`}
                    type="number"
                    inputMode="decimal"
                    step="0.25"
                    min="0"
                    value={phase.hours}
                    onChange={(event) => setPhase(index, { hours: event.target.value })}
                    error={errors.get(`phases.${index}.hours`)}
                  />
                  <MoneyField
                    label={t`Hourly rate ($)`}
                    value={phase.rate}
                    onChange={(rate) => setPhase(index, { rate })}
                    hint={costEcho(phase.rate)}
                    error={errors.get(`phases.${index}.rate`)}
                  />
                  <MoneyField
                    label={t`Experts ($)`}
                    value={phase.experts}
                    onChange={(experts) => setPhase(index, { experts })}
                    hint={costEcho(phase.experts)}
                    error={errors.get(`phases.${index}.experts`)}
                  />
                  <MoneyField
                    label={t`Court costs ($)`}
                    value={phase.court_costs}
                    onChange={(court_costs) => setPhase(index, { court_costs })}
                    hint={costEcho(phase.court_costs)}
                    error={errors.get(`phases.${index}.court_costs`)}
                  />
                </div>
                {cost !== null && (
                  <p className="mt-2 text-sm text-slate-700">
                    <Trans>
                      This step costs <strong className="money">{formatUsd(cost)}</strong>
                    </Trans>
                  </p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {draft.phases.length < MAX_PHASES && (
        <Button
          variant="outline"
          size="sm"
          className="mt-4"
          onClick={() => change((now) => ({ ...now, phases: [...now.phases, { ...NEW_PHASE }] }))}
        >
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add a step</Trans>
        </Button>
      )}
    </Panel>
  );
}

export function TimeSection({ draft, change, errors }: SectionProps) {
  const { t } = useLingui();
  const sharedText = useSharedText();
  return (
    <Panel icon={Clock} title={t`How long it takes`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Months until a decision`}
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          max="120"
          value={draft.months}
          onChange={(event) => change((now) => ({ ...now, months: event.target.value }))}
          hint={sharedText(DECISION_SOURCE_NOTES.months)}
          error={errors.get('months')}
        />
        <div>
          <TextField
            label={t`Discount rate (% a year)`}
            type="number"
            inputMode="decimal"
            step="0.5"
            min="0"
            max="100"
            value={draft.discount_rate}
            onChange={(event) => change((now) => ({ ...now, discount_rate: event.target.value }))}
            hint={sharedText(DECISION_SOURCE_NOTES.discountRate)}
            error={errors.get('discount_rate')}
          />
          <GlossaryHelp term="discount rate" className="mt-1" />
        </div>
      </div>
    </Panel>
  );
}

export function NoteSection({ draft, change, errors }: SectionProps) {
  const { t, i18n } = useLingui();
  const hintId = useId();
  const errorId = useId();
  const error = errors.get('note');
  return (
    <Panel
      icon={NotebookPen}
      title={t`What else matters`}
      description={<span id={hintId}>{i18n._(HELP.note)}</span>}
    >
      <textarea
        aria-label={t`What else matters`}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        rows={4}
        maxLength={2000}
        value={draft.note}
        onChange={(event) => change((now) => ({ ...now, note: event.target.value }))}
        className="block w-full resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus-visible:border-primary aria-invalid:border-destructive"
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-destructive">
          {error}
        </p>
      )}
    </Panel>
  );
}
