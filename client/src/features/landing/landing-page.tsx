import { Check, Gavel, Handshake, Landmark, Scale, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSupportEmail } from '@/lib/client-config';
import { cn } from '@/lib/cn';
import { formatPercent, formatUsdWhole } from '@shared/money';
import { computeSettlement, FREE_DEFAULTS, freeSettlementInputs } from '@shared/settlement';

/**
 * The demo's sample case: the Free Settlement Calculator's starting figures, run through the
 * same formulas, so the landing page never shows a number the calculator would not.
 */
const sample = freeSettlementInputs(FREE_DEFAULTS);
const demo = computeSettlement(sample, 'free');

function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="grid items-center gap-10 py-4 lg:grid-cols-2 lg:py-12"
    >
      <div>
        <p className="text-sm font-medium text-primary">For people going through a divorce</p>
        <h1
          id="hero-title"
          className="mt-2 text-3xl leading-tight font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl"
        >
          Keep your divorce finances clear, fair and in one place
        </h1>
        <p className="mt-4 max-w-xl text-lg leading-8 text-slate-600">
          Track what you own and what you owe, keep your expenses and key events together, and see
          what settling would leave you compared with going to trial, in plain numbers.
        </p>
        <div className="mt-7 flex flex-col gap-3 sm:flex-row">
          <Link href={paths.signup} className={buttonClasses({ size: 'lg' })}>
            Sign up free
          </Link>
          <Link href={paths.login} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            Log in
          </Link>
        </div>
        <p className="mt-3 text-sm text-slate-500">
          The Free plan costs nothing and needs no card.
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
  const settlementLeads = demo.netSettlement >= demo.trialOutcomes.expected;
  return (
    <section
      aria-labelledby="demo-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Sample case</p>
      <h2 id="demo-title" className="mt-1 text-xl font-semibold text-slate-900">
        Settle, or go to trial?
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A net worth of <span className="money">{formatUsdWhole(demo.netWorth)}</span>, with{' '}
        <span className="money">{formatUsdWhole(demo.expenses)}</span> already spent on the divorce.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <DemoFigure
          icon={<Handshake aria-hidden="true" className="size-4 text-primary" />}
          title={`Settle at ${sample.settlementPercent}%`}
          amount={demo.netSettlement}
          detail={`After ${formatUsdWhole(sample.settlementCosts)} in settlement costs.`}
          highlight={settlementLeads}
        />
        <DemoFigure
          icon={<Gavel aria-hidden="true" className="size-4 text-primary" />}
          title="Go to trial (expected)"
          amount={demo.trialOutcomes.expected}
          detail={`Anywhere from ${formatUsdWhole(demo.trialOutcomes.worst)} to ${formatUsdWhole(demo.trialOutcomes.best)}, after ${formatUsdWhole(sample.trialCosts)} in trial costs.`}
          highlight={!settlementLeads}
        />
      </div>
      <p className="mt-4 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{demo.recommendation.title}.</span>{' '}
        Break-even settlement: <span className="money">{formatPercent(demo.breakEvenPercent)}</span>{' '}
        of net worth.
      </p>
      <p className="mt-3 text-xs text-slate-500">
        Sample figures for illustration. Try your own with the free calculator after you sign up.
      </p>
    </section>
  );
}

const features = [
  {
    icon: Landmark,
    title: 'Asset Tracking',
    text: 'List every asset and debt, who owns it (you, your spouse or both) and what is still in dispute. Export a clear report for your lawyer.',
  },
  {
    icon: Scale,
    title: 'Fair Division Tools',
    text: 'Compare a settlement offer with the likely results of a trial, using your real figures, and see the break-even point.',
  },
  {
    icon: Users,
    title: 'Collaborative Management',
    text: 'Keep expenses and significant events in one organised place, ready to share with your attorney or mediator.',
  },
] as const;

function Features() {
  return (
    <section aria-labelledby="features-title" className="py-12">
      <h2 id="features-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        Everything in one calm, organised place
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">
        Divorce brings a flood of numbers and dates. Fairsplit keeps them straight, so you can focus
        on decisions.
      </p>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <article
            key={title}
            className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
          >
            <span className="inline-flex size-10 items-center justify-center rounded-md bg-primary-soft">
              <Icon aria-hidden="true" className="size-5 text-primary" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

type Plan = {
  name: string;
  price: string;
  note: string;
  inclusions: readonly string[];
  cta: string;
  featured: boolean;
};

const plans: readonly Plan[] = [
  {
    name: 'Free',
    price: '$0',
    note: 'Free for as long as you need it',
    inclusions: ['Simple division calculations', 'Free Settlement Calculator', 'Limited reporting'],
    cta: 'Start for free',
    featured: false,
  },
  {
    name: 'Premium',
    price: '$29.99',
    note: 'Billed monthly, cancel any time',
    inclusions: [
      'Everything in Free',
      'Expense Tracker',
      'Net Worth Tracker with ownership of each asset and debt',
      'Settlement vs. Trial Calculator with your own data',
      'Event Tracker for significant events',
    ],
    cta: 'Get Premium',
    featured: true,
  },
];

function Pricing() {
  return (
    <section aria-labelledby="pricing-title" className="py-12">
      <h2 id="pricing-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        Simple pricing
      </h2>
      <p className="mt-2 text-slate-600">Start free. Upgrade when you need the full toolkit.</p>
      <div className="mt-6 grid gap-4 md:grid-cols-2 lg:max-w-4xl">
        {plans.map((plan) => (
          <article
            key={plan.name}
            aria-labelledby={`plan-${plan.name}`}
            className={cn(
              'flex flex-col rounded-lg border bg-white p-6 shadow-sm',
              plan.featured ? 'border-primary ring-1 ring-primary' : 'border-slate-200',
            )}
          >
            <h3 id={`plan-${plan.name}`} className="text-lg font-semibold text-slate-900">
              {plan.name}
            </h3>
            <p className="mt-2">
              <span className="money text-4xl font-semibold text-slate-900">{plan.price}</span>
              <span className="text-slate-600">/month</span>
            </p>
            <p className="mt-1 text-sm text-slate-500">{plan.note}</p>
            <ul className="mt-5 flex-1 space-y-2">
              {plan.inclusions.map((item) => (
                <li key={item} className="flex gap-2 text-sm text-slate-700">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  {item}
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
              {plan.cta}
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
        Take the next step with a clearer picture
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-300">
        Set up your free account in a minute and start putting your finances in order.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href={paths.signup} className={buttonClasses({ size: 'lg' })}>
          Create your free account
        </Link>
        <Link
          href={paths.login}
          className={buttonClasses({
            variant: 'ghost',
            size: 'lg',
            className: 'text-white hover:bg-white/10 hover:text-white',
          })}
        >
          I already have an account
        </Link>
      </div>
    </section>
  );
}

function SiteFooter() {
  const email = useSupportEmail();
  const linkClass =
    'inline-flex min-h-11 items-center text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline';
  return (
    <footer className="mx-auto w-full max-w-6xl px-4 pb-8 text-sm text-slate-600">
      <div className="border-t border-slate-200 pt-6">
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6">
          <Link href={paths.privacy} className={linkClass}>
            Privacy Policy
          </Link>
          <Link href={paths.terms} className={linkClass}>
            Terms of Service
          </Link>
          {email && (
            <a href={`mailto:${email}`} className={linkClass}>
              {email}
            </a>
          )}
        </nav>
        <p className="mt-3 max-w-3xl text-xs leading-5 text-slate-500">
          Fairsplit is not a law firm and does not give legal advice. The information and tools on
          this site are general information only, not legal or financial advice. For advice about
          your situation, consult a qualified attorney.
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
