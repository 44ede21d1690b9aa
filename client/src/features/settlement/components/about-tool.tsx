import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Accordion, type AccordionItem } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import type { SettlementVariant } from '@shared/settlement';

const situationText: Record<SettlementVariant, MessageDescriptor> = {
  premium: msg`Your total assets, total debts and net worth come from your Net Worth Tracker, and the expenses already incurred are the sum of your Expense Tracker. Net worth is what there is to divide: assets minus debts. Keep both trackers up to date and the calculator follows.`,
  free: msg`Enter your total assets (home, savings, investments, vehicles and anything else of value), your total debts (mortgage, loans, credit cards) and the expenses you have already paid, such as legal fees. Net worth is assets minus debts: what there is to divide.`,
};

function aboutItems(variant: SettlementVariant, i18n: I18n): AccordionItem[] {
  return [
    {
      id: 'situation',
      title: i18n._(msg`Current Situation`),
      content: <p>{i18n._(situationText[variant])}</p>,
    },
    {
      id: 'settlement',
      title: i18n._(msg`Settlement Parameters`),
      content: (
        <>
          <p>
            <Trans>
              The settlement percentage is the share of the net worth the proposed settlement gives
              you. Settlement costs are the fees still to pay to settle, such as mediation and legal
              fees.
            </Trans>
          </p>
          <p className="mt-2">
            <Trans>
              Net settlement = net worth × settlement percentage − expenses already incurred −
              settlement costs.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'trial',
      title: i18n._(msg`Trial Parameters`),
      content: (
        <>
          <p>
            <Trans>
              A trial's result is uncertain, so you give three estimates of the share of the net
              worth a court might award you: the worst case, the expected case and the best case.
              Trial costs are the legal fees, expert witnesses and court costs of going to trial.
            </Trans>
          </p>
          <p className="mt-2">
            <Trans>
              Each trial outcome = net worth × its percentage − expenses already incurred − trial
              costs. The break-even settlement is the settlement percentage at which settling leaves
              you exactly as much as the expected trial outcome.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'risk',
      title: i18n._(msg`Risk Tolerance`),
      content: (
        <>
          <p>
            <Trans>
              How comfortable you are with an uncertain result, from 1 to 10. With a low tolerance
              (1–3) the recommendation asks whether settling is clearly better than the worst trial
              outcome. With a moderate tolerance (4–7) it compares settling with the expected trial
              outcome. With a high tolerance (8–10) it asks whether the best trial outcome is well
              above settling.
            </Trans>
          </p>
        </>
      ),
    },
  ];
}

const limitations: readonly MessageDescriptor[] = [
  msg`It uses only the figures and estimates you give it. It cannot know the facts, the judge or the local rules that decide a real case.`,
  msg`Trial percentages are guesses. Nobody can predict what a court will award.`,
  msg`It does not account for taxes, alimony or child support, or the time value of money.`,
  msg`It treats every asset at its stated value; selling a home or cashing out a retirement account can cost fees, taxes or penalties.`,
  msg`It cannot weigh the time, stress and cost to your family of a long trial.`,
  msg`It is general information, not legal or financial advice. Talk to a qualified attorney about your case.`,
];

type AboutToolProps = {
  variant: SettlementVariant;
  onBackToCalculator: () => void;
};

/** The "About This Tool" tab: how each part works, what the tool cannot do, and the way back. */
export function AboutTool({ variant, onBackToCalculator }: AboutToolProps) {
  const { i18n } = useLingui();
  return (
    <div className="max-w-3xl space-y-6">
      <section aria-labelledby="about-how">
        <h2 id="about-how" className="text-lg font-semibold text-slate-900">
          <Trans>How this tool works</Trans>
        </h2>
        <p className="mt-1 mb-4 text-sm leading-6 text-slate-700">
          <Trans>
            The calculator compares what you would keep by settling with what you might keep after a
            trial, once expenses and costs are paid. Open a topic to read how each part is used.
          </Trans>
        </p>
        <Accordion items={aboutItems(variant, i18n)} />
      </section>

      <section aria-labelledby="about-limitations">
        <h2 id="about-limitations" className="text-lg font-semibold text-slate-900">
          <Trans>Limitations</Trans>
        </h2>
        <ul className="mt-2 list-disc space-y-2 pl-5 text-sm leading-6 text-slate-700">
          {limitations.map((limitation) => (
            <li key={limitation.id}>{i18n._(limitation)}</li>
          ))}
        </ul>
      </section>

      <Button variant="outline" onClick={onBackToCalculator}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Back to Calculator</Trans>
      </Button>
    </div>
  );
}
