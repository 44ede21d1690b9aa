import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Gavel, Handshake, Landmark, Scale, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { formatPercent, formatUsdWhole } from '@shared/money';
import { DEMO as demo } from './demo';
import { useSupportEmail } from './support-email';

function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="grid items-center gap-10 py-4 lg:grid-cols-2 lg:py-12"
    >
      <div>
        <p className="text-sm font-medium text-primary">
          <Trans>For people going through a divorce</Trans>
        </p>
        <h1
          id="hero-title"
          className="mt-2 text-3xl leading-tight font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl"
        >
          <Trans>Keep your divorce finances clear, fair and in one place</Trans>
        </h1>
        <p className="mt-4 max-w-xl text-lg leading-8 text-slate-600">
          <Trans>
            Track what you own and what you owe, keep your expenses and key events together, and see
            what settling would leave you compared with going to trial, in plain numbers.
          </Trans>
        </p>
        <div className="mt-7 flex flex-col gap-3 sm:flex-row">
          <Link href={paths.signup} className={buttonClasses({ size: 'lg' })}>
            <Trans>Sign up free</Trans>
          </Link>
          <Link href={paths.login} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            <Trans>Log in</Trans>
          </Link>
        </div>
        <p className="mt-3 text-sm text-slate-500">
          <Trans>The Free plan costs nothing and needs no card.</Trans>
        </p>
      </div>
      <SettlementDemo />
    </section>
  );
}

function DemoFigure({
  icon,
  title,
  amount,
  detail,
  highlight = false,
}: {
  icon: ReactNode;
  title: string;
  amount: number;
  detail: string;
  highlight?: boolean;
}) {
  return (
    <div
      className={cn(
        'rounded-lg border p-4',
        highlight ? 'border-primary/30 bg-primary-soft' : 'border-slate-200 bg-white',
      )}
    >
      <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
        {icon}
        {title}
      </p>
      <p className="money mt-2 text-2xl font-semibold text-slate-900">{formatUsdWhole(amount)}</p>
      <p className="mt-1 text-xs leading-5 text-slate-500">{detail}</p>
    </div>
  );
}

function SettlementDemo() {
  const { t, i18n } = useLingui();
  const settlementLeads = demo.netSettlement >= demo.trialOutcomes.expected;
  // Named, so a translator reads "{netWorth}" rather than "{0}".
  const netWorth = formatUsdWhole(demo.netWorth);
  const spent = formatUsdWhole(demo.expenses);
  const percent = demo.settlementPercent;
  const settlementCosts = formatUsdWhole(demo.settlementCosts);
  const worst = formatUsdWhole(demo.trialOutcomes.worst);
  const best = formatUsdWhole(demo.trialOutcomes.best);
  const trialCosts = formatUsdWhole(demo.trialCosts);
  const breakEven = formatPercent(demo.breakEvenPercent);
  return (
    <section
      aria-labelledby="demo-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        <Trans>Sample case</Trans>
      </p>
      <h2 id="demo-title" className="mt-1 text-xl font-semibold text-slate-900">
        <Trans>Settle, or go to trial?</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          A net worth of <span className="money">{netWorth}</span>, with{' '}
          <span className="money">{spent}</span> already spent on the divorce.
        </Trans>
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <DemoFigure
          icon={<Handshake aria-hidden="true" className="size-4 text-primary" />}
          title={t`Settle at ${percent}%`}
          amount={demo.netSettlement}
          detail={t`After ${settlementCosts} in settlement costs.`}
          highlight={settlementLeads}
        />
        <DemoFigure
          icon={<Gavel aria-hidden="true" className="size-4 text-primary" />}
          title={t`Go to trial (expected)`}
          amount={demo.trialOutcomes.expected}
          detail={t`Anywhere from ${worst} to ${best}, after ${trialCosts} in trial costs.`}
          highlight={!settlementLeads}
        />
      </div>
      <p className="mt-4 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">
          {demo.recommendationTitle[i18n.locale === 'es' ? 'es' : 'en']}.
        </span>{' '}
        <Trans>
          Break-even settlement: <span className="money">{breakEven}</span> of net worth.
        </Trans>
      </p>
      <p className="mt-3 text-xs text-slate-500">
        <Trans>
          Sample figures for illustration. Try your own with the free calculator after you sign up.
        </Trans>
      </p>
    </section>
  );
}

const features = [
  {
    icon: Landmark,
    title: msg`Asset Tracking`,
    text: msg`List every asset and debt, who owns it (you, your spouse or both) and what is still in dispute. Export a clear report for your lawyer.`,
  },
  {
    icon: Scale,
    title: msg`Fair Division Tools`,
    text: msg`Compare a settlement offer with the likely results of a trial, using your real figures, and see the break-even point.`,
  },
  {
    icon: Users,
    title: msg`Collaborative Management`,
    text: msg`Keep expenses and significant events in one organised place, ready to share with your attorney or mediator.`,
  },
] as const;

function Features() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="features-title" className="py-12">
      <h2 id="features-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        <Trans>Everything in one calm, organised place</Trans>
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">
        <Trans>
          Divorce brings a flood of numbers and dates. Fairsplit keeps them straight, so you can
          focus on decisions.
        </Trans>
      </p>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <article
            key={title.id}
            className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
          >
            <span className="inline-flex size-10 items-center justify-center rounded-md bg-primary-soft">
              <Icon aria-hidden="true" className="size-5 text-primary" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{i18n._(title)}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{i18n._(text)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

type Plan = {
  /** Where the plan's heading is: its id (`plan-free`, `plan-premium`). */
  key: string;
  name: MessageDescriptor;
  price: string;
  note: MessageDescriptor;
  inclusions: readonly MessageDescriptor[];
  cta: MessageDescriptor;
  featured: boolean;
};

const plans: readonly Plan[] = [
  {
    key: 'free',
    name: msg`Free`,
    price: '$0',
    note: msg`Free for as long as you need it`,
    inclusions: [
      msg`Simple division calculations`,
      msg`Free Settlement Calculator`,
      msg`Limited reporting`,
    ],
    cta: msg`Start for free`,
    featured: false,
  },
  {
    key: 'premium',
    name: msg`Premium`,
    price: '$29.99',
    note: msg`Billed monthly, cancel any time`,
    inclusions: [
      msg`Everything in Free`,
      msg`Expense Tracker`,
      msg`Net Worth Tracker with ownership of each asset and debt`,
      msg`Settlement vs. Trial Calculator with your own data`,
      msg`Event Tracker for significant events`,
    ],
    cta: msg`Get Premium`,
    featured: true,
  },
];

function Pricing() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="pricing-title" className="py-12">
      <h2 id="pricing-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        <Trans>Simple pricing</Trans>
      </h2>
      <p className="mt-2 text-slate-600">
        <Trans>Start free. Upgrade when you need the full toolkit.</Trans>
      </p>
      <div className="mt-6 grid gap-4 md:grid-cols-2 lg:max-w-4xl">
        {plans.map((plan) => (
          <article
            key={plan.key}
            aria-labelledby={`plan-${plan.key}`}
            className={cn(
              'flex flex-col rounded-lg border bg-white p-6 shadow-sm',
              plan.featured ? 'border-primary ring-1 ring-primary' : 'border-slate-200',
            )}
          >
            <h3 id={`plan-${plan.key}`} className="text-lg font-semibold text-slate-900">
              {i18n._(plan.name)}
            </h3>
            <p className="mt-2">
              <span className="money text-4xl font-semibold text-slate-900">{plan.price}</span>
              <span className="text-slate-600">
                <Trans>/month</Trans>
              </span>
            </p>
            <p className="mt-1 text-sm text-slate-500">{i18n._(plan.note)}</p>
            <ul className="mt-5 flex-1 space-y-2">
              {plan.inclusions.map((item) => (
                <li key={item.id} className="flex gap-2 text-sm text-slate-700">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  {i18n._(item)}
                </li>
              ))}
            </ul>
            <Link
              href={paths.signup}
              className={buttonClasses({
                variant: plan.featured ? 'primary' : 'outline',
                className: 'mt-6 w-full',
              })}
            >
              {i18n._(plan.cta)}
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}

function FinalCallToAction() {
  return (
    <section
      aria-labelledby="cta-title"
      className="my-8 rounded-xl bg-slate-900 px-6 py-10 text-center text-white sm:px-10"
    >
      <h2 id="cta-title" className="text-2xl font-semibold tracking-tight text-balance">
        <Trans>Take the next step with a clearer picture</Trans>
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-300">
        <Trans>
          Set up your free account in a minute and start putting your finances in order.
        </Trans>
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href={paths.signup} className={buttonClasses({ size: 'lg' })}>
          <Trans>Create your free account</Trans>
        </Link>
        <Link
          href={paths.login}
          className={buttonClasses({
            variant: 'ghost',
            size: 'lg',
            className: 'text-white hover:bg-white/10 hover:text-white',
          })}
        >
          <Trans>I already have an account</Trans>
        </Link>
      </div>
    </section>
  );
}

function SiteFooter() {
  const email = useSupportEmail();
  const { t } = useLingui();
  const linkClass =
    'inline-flex min-h-11 items-center text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline';
  return (
    <footer className="mx-auto w-full max-w-6xl px-4 pb-8 text-sm text-slate-600">
      <div className="border-t border-slate-200 pt-6">
        <nav aria-label={t`Footer`} className="flex flex-wrap items-center gap-x-6">
          <Link href={paths.privacy} className={linkClass}>
            <Trans>Privacy Policy</Trans>
          </Link>
          <Link href={paths.terms} className={linkClass}>
            <Trans>Terms of Service</Trans>
          </Link>
          {email && (
            <a href={`mailto:${email}`} className={linkClass}>
              {email}
            </a>
          )}
          <LanguageSwitch className="-ml-2.5 min-h-11" />
        </nav>
        <p className="mt-3 max-w-3xl text-xs leading-5 text-slate-500">
          <Trans>
            Fairsplit is not a law firm and does not give legal advice. The information and tools on
            this site are general information only, not legal or financial advice. For advice about
            your situation, consult a qualified attorney.
          </Trans>
        </p>
        <p className="mt-2 text-xs text-slate-500">© {new Date().getFullYear()} Fairsplit</p>
      </div>
    </footer>
  );
}

export function LandingPage() {
  return (
    <>
      <PageShell>
        <Hero />
        <Features />
        <Pricing />
        <FinalCallToAction />
      </PageShell>
      {/* After the shell, not inside <main>, so it is the page's contentinfo landmark. */}
      <SiteFooter />
    </>
  );
}
