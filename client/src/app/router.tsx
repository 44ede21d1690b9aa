import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { TRACKER_HEADINGS } from '@/components/trackers/tracker-heading';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { withLoginGuard } from './guards/require-auth';
import { withPremiumGuard } from './guards/require-premium';
import { RequireResetFinished } from './guards/require-reset-finished';
import { LayoutSessionProvider } from './layout-session-provider';

type PageModule<Name extends string> = () => Promise<Record<Name, ComponentType>>;

/** A route's page, with a way to fetch its code before it is shown (guards/with-guard.tsx). */
type PreloadablePage = ComponentType & { preload: () => void };

/**
 * Lazy-loads a page from its module's named export, so each page is its own chunk and the
 * landing page does not ship the trackers. The app's query client (lib/query-client.tsx) loads
 * beside it and wraps it: no page may read data before it is there.
 *
 * A page whose code has already arrived (its guard asked for it while checking the session)
 * renders at once. Through React.lazy it would first show the "Loading page" spinner for a
 * moment, and React then holds the page back for 300 ms so spinners do not flicker.
 */
function lazyPage<Name extends string>(load: PageModule<Name>, name: Name): PreloadablePage {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => {
    loading ??= Promise.all([load(), import('@/lib/query-client')]).then(
      ([page, { WithQueryClient }]) => {
        const Page: ComponentType = page[name];
        function PageWithQueryClient() {
          return (
            <WithQueryClient>
              <Page />
            </WithQueryClient>
          );
        }
        loaded = PageWithQueryClient;
        return { default: PageWithQueryClient };
      },
      (error: unknown) => {
        // Not kept, for a preload (the page's own load then tries again); React.lazy keeps a
        // failure of the page's own load, as it always did.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(start);
  function RoutePage() {
    // Decided once: switching from the lazy wrapper to the page later would mount it anew.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  return Object.assign(RoutePage, { preload: () => void start().catch(() => undefined) });
}

/**
 * The pages people arrive on from outside. Their HTML names every script of their first paint
 * (server/http/static.ts), so they load nothing beside their own chunk; none reads data through
 * TanStack Query (the landing page's footer reads the support address without it).
 */
function lazyArrivalPage<Name extends string>(load: PageModule<Name>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const LandingPage = lazyArrivalPage(() => import('@/features/landing/landing-page'), 'LandingPage');
const LoginPage = lazyArrivalPage(() => import('@/features/auth/login-page'), 'LoginPage');
const SignupPage = lazyArrivalPage(() => import('@/features/auth/signup-page'), 'SignupPage');
const ResetPasswordPage = lazyPage(
  () => import('@/features/auth/reset-password-page'),
  'ResetPasswordPage',
);
const UpdatePasswordPage = lazyPage(
  () => import('@/features/auth/update-password-page'),
  'UpdatePasswordPage',
);
const DebugPasswordResetPage = lazyPage(
  () => import('@/features/auth/debug-password-reset-page'),
  'DebugPasswordResetPage',
);
const ChangePasswordPage = lazyPage(
  () => import('@/features/auth/change-password-page'),
  'ChangePasswordPage',
);
const TermsPage = lazyPage(() => import('@/features/legal/terms-page'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('@/features/legal/privacy-page'), 'PrivacyPage');
const HomePage = lazyPage(() => import('@/features/home/home-page'), 'HomePage');
const ProfilePage = lazyPage(() => import('@/features/profile/profile-page'), 'ProfilePage');
const SettingsPage = lazyPage(() => import('@/features/settings/settings-page'), 'SettingsPage');
const DevicesPage = lazyPage(() => import('@/features/devices/devices-page'), 'DevicesPage');
const SignOutLinkPage = lazyPage(
  () => import('@/features/devices/sign-out-link-page'),
  'SignOutLinkPage',
);
const AccountSettingsPage = lazyPage(
  () => import('@/features/subscriptions/account-settings-page'),
  'AccountSettingsPage',
);
const CalculatorPage = lazyPage(
  () => import('@/features/basic-calculator/calculator-page'),
  'CalculatorPage',
);
const FreeSettlementCalculatorPage = lazyPage(
  () => import('@/features/settlement/free-settlement-calculator-page'),
  'FreeSettlementCalculatorPage',
);
const DecisionAnalysisPage = lazyPage(
  () => import('@/features/decision-analysis/decision-analysis-page'),
  'DecisionAnalysisPage',
);
const SettlementCalculatorPage = lazyPage(
  () => import('@/features/settlement/settlement-calculator-page'),
  'SettlementCalculatorPage',
);
const ExpensesPage = lazyPage(() => import('@/features/expenses/expenses-page'), 'ExpensesPage');
const NetworthPage = lazyPage(() => import('@/features/networth/networth-page'), 'NetworthPage');
const EventsPage = lazyPage(() => import('@/features/events/events-page'), 'EventsPage');
const DocumentsPage = lazyPage(
  () => import('@/features/documents/documents-page'),
  'DocumentsPage',
);
const IncomePage = lazyPage(() => import('@/features/income/income-page'), 'IncomePage');
const DisclosurePage = lazyPage(
  () => import('@/features/disclosure/disclosure-page'),
  'DisclosurePage',
);
const SupportPage = lazyPage(() => import('@/features/support/support-page'), 'SupportPage');
const CheckoutTestPage = lazyPage(
  () => import('@/features/subscriptions/checkout-test-page'),
  'CheckoutTestPage',
);
const VerifyPage = lazyPage(() => import('@/features/evidence/verify-page'), 'VerifyPage');
const GoodbyePage = lazyPage(() => import('@/features/account/goodbye-page'), 'GoodbyePage');
const CaseFilePage = lazyPage(() => import('@/features/case-file/case-file-page'), 'CaseFilePage');
const SharingPage = lazyPage(() => import('@/features/sharing/sharing-page'), 'SharingPage');
const SharedViewPage = lazyPage(
  () => import('@/features/shared-view/shared-view-page'),
  'SharedViewPage',
);
const RevokeLinkPage = lazyPage(
  () => import('@/features/sharing/revoke-link-page'),
  'RevokeLinkPage',
);
const UnsubscribePage = lazyPage(
  () => import('@/features/account/unsubscribe-page'),
  'UnsubscribePage',
);
const NotFoundPage = lazyPage(() => import('@/features/not-found/not-found-page'), 'NotFoundPage');

// Login required (docs/product.md#route-table route table); the trackers and the personalised
// calculator need Premium (the premium guard sends a signed-out visitor to /login itself).
const GuardedHome = withLoginGuard(HomePage);
const GuardedProfile = withLoginGuard(ProfilePage);
const GuardedSettings = withLoginGuard(SettingsPage);
const GuardedDevices = withLoginGuard(DevicesPage);
const GuardedAccountSettings = withLoginGuard(AccountSettingsPage);
const GuardedChangePassword = withLoginGuard(ChangePasswordPage);
const GuardedCalculator = withLoginGuard(CalculatorPage);
const GuardedFreeSettlementCalculator = withLoginGuard(FreeSettlementCalculatorPage);
const GuardedCheckoutTest = withLoginGuard(CheckoutTestPage);
// Sharing needs Premium for new links only: without it she still sees and revokes her links.
const GuardedSharing = withLoginGuard(SharingPage);
const PremiumExpenses = withPremiumGuard(ExpensesPage, TRACKER_HEADINGS.expenses);
const PremiumNetworth = withPremiumGuard(NetworthPage, TRACKER_HEADINGS.networth);
const PremiumEvents = withPremiumGuard(EventsPage, TRACKER_HEADINGS.events);
const PremiumDocuments = withPremiumGuard(DocumentsPage);
const PremiumIncome = withPremiumGuard(IncomePage);
const PremiumDisclosure = withPremiumGuard(DisclosurePage);
const PremiumSupport = withPremiumGuard(SupportPage);
const PremiumSettlementCalculator = withPremiumGuard(SettlementCalculatorPage);
const PremiumDecisionAnalysis = withPremiumGuard(DecisionAnalysisPage);
const PremiumCaseFile = withPremiumGuard(CaseFilePage);

/** Every route change starts at the top of the new page (docs/product.md#route-table). */
function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/**
 * /subscription is an old name for Account Settings. The query string is kept so checkout
 * results (`payment_success`, `error`) still reach the page that reads them.
 */
function SubscriptionRedirect() {
  const search = useSearch();
  const to = search ? `${paths.accountSettings}?${search}` : paths.accountSettings;
  return <Redirect to={to} replace />;
}

function RouteFallback() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner size="lg" label={t`Loading page`} />
    </div>
  );
}

/**
 * The route table of docs/product.md#route-table, with the login or premium guard on every route
 * that needs one, all behind the password-reset redirect. The layout every page sits in reads
 * the session from here.
 */
export function AppRouter() {
  return (
    <LayoutSessionProvider>
      <ScrollToTop />
      <Suspense fallback={<RouteFallback />}>
        <RequireResetFinished>
          <Switch>
            <Route path={paths.landing} component={LandingPage} />
            <Route path={paths.login} component={LoginPage} />
            <Route path={paths.signup} component={SignupPage} />
            <Route path={paths.resetPassword} component={ResetPasswordPage} />
            <Route path={paths.updatePassword} component={UpdatePasswordPage} />
            <Route path={paths.debugPasswordReset} component={DebugPasswordResetPage} />
            <Route path={paths.terms} component={TermsPage} />
            <Route path={paths.privacy} component={PrivacyPage} />
            <Route path={paths.verify} component={VerifyPage} />
            <Route path={paths.goodbye} component={GoodbyePage} />
            <Route path={paths.unsubscribe} component={UnsubscribePage} />
            <Route path={paths.deviceSignOut} component={SignOutLinkPage} />
            <Route path={paths.shared} component={SharedViewPage} />
            <Route path={paths.revokeLink} component={RevokeLinkPage} />
            <Route path={paths.sharing} component={GuardedSharing} />
            <Route path={paths.caseFile} component={PremiumCaseFile} />
            <Route path={paths.home} component={GuardedHome} />
            <Route path={paths.dashboard} component={GuardedHome} />
            <Route path={paths.profile} component={GuardedProfile} />
            <Route path={paths.settings} component={GuardedSettings} />
            <Route path={paths.settingsSecurity} component={GuardedSettings} />
            <Route path={paths.settingsPrivacy} component={GuardedSettings} />
            <Route path={paths.settingsSharing} component={GuardedSettings} />
            <Route path={paths.settingsEmail} component={GuardedSettings} />
            <Route path={paths.devices} component={GuardedDevices} />
            <Route path={paths.accountSettings} component={GuardedAccountSettings} />
            <Route path={paths.changePassword} component={GuardedChangePassword} />
            <Route path={paths.calculator} component={GuardedCalculator} />
            <Route
              path={paths.freeSettlementCalculator}
              component={GuardedFreeSettlementCalculator}
            />
            <Route path={paths.expenses} component={PremiumExpenses} />
            <Route path={paths.networth} component={PremiumNetworth} />
            <Route path={paths.events} component={PremiumEvents} />
            <Route path={paths.documents} component={PremiumDocuments} />
            <Route path={paths.income} component={PremiumIncome} />
            <Route path={paths.disclosure} component={PremiumDisclosure} />
            <Route path={paths.support} component={PremiumSupport} />
            <Route path={paths.settlementCalculator} component={PremiumSettlementCalculator} />
            <Route path={paths.decisionAnalysis} component={PremiumDecisionAnalysis} />
            <Route path={paths.subscription} component={SubscriptionRedirect} />
            <Route path={paths.checkoutTest} component={GuardedCheckoutTest} />
            <Route component={NotFoundPage} />
          </Switch>
        </RequireResetFinished>
      </Suspense>
    </LayoutSessionProvider>
  );
}
