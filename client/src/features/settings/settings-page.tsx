/**
 * /settings and its sections (docs/product.md#profile-and-account-settings): at /settings the
 * list of sections, each with what it holds; at /settings/<section> that section, with the
 * other sections beside it on a wide screen and a way back to the list on a phone.
 */
import { useLingui } from '@lingui/react/macro';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { PageShell } from '@/components/layout/page-shell';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { SETTINGS_SECTIONS, SETTINGS_TEXTS, type SettingsSection } from './sections';
import { SECTION_CONTENT } from './settings-sections';

const headingClass = 'text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl';

function SectionList() {
  const { t } = useLingui();
  return (
    <>
      <h1 className={headingClass}>{SETTINGS_TEXTS.title}</h1>
      <p className="mt-2 text-slate-700">{SETTINGS_TEXTS.intro}</p>
      <nav aria-label={SETTINGS_TEXTS.title} className="mt-6">
        <ul className="grid gap-4 md:grid-cols-2">
          {SETTINGS_SECTIONS.map(({ id, path, title, about, icon: Icon }) => (
            <li key={id}>
              <Link
                href={path}
                className="flex h-full min-h-11 items-start gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-slate-300 hover:bg-slate-50"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">{t(title)}</span>
                  <span className="mt-1 block text-sm text-slate-600">{t(about)}</span>
                </span>
                <ChevronRight
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-slate-400"
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/** The sections beside the open one, on a wide screen. */
function SectionNav({ current }: { current: SettingsSection }) {
  const { t } = useLingui();
  return (
    <nav aria-label={SETTINGS_TEXTS.title} className="hidden lg:sticky lg:top-8 lg:block">
      <Link
        href={paths.settings}
        className="flex min-h-11 items-center rounded-md px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase hover:text-slate-900"
      >
        {SETTINGS_TEXTS.allSettings}
      </Link>
      <ul className="space-y-1">
        {SETTINGS_SECTIONS.map(({ id, path, title, icon: Icon }) => {
          const isCurrent = id === current.id;
          return (
            <li key={id}>
              <Link
                href={path}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors',
                  isCurrent
                    ? 'bg-primary-soft text-primary'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {t(title)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function OpenSection({ section }: { section: SettingsSection }) {
  const Content = SECTION_CONTENT[section.id];
  const { t } = useLingui();
  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-10">
      <SectionNav current={section} />
      <div className="min-w-0">
        <Link
          href={paths.settings}
          className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline lg:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {SETTINGS_TEXTS.allSettings}
        </Link>
        <h1 className={headingClass}>{t(section.title)}</h1>
        <p className="mt-2 text-slate-700">{t(section.about)}</p>
        <div className="mt-6 grid gap-6">
          <Content />
        </div>
      </div>
    </div>
  );
}

export function SettingsPage() {
  const [location] = useLocation();
  const section = SETTINGS_SECTIONS.find(({ path }) => path === location);
  return <PageShell>{section ? <OpenSection section={section} /> : <SectionList />}</PageShell>;
}
