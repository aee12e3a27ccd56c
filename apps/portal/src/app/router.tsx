import { Suspense } from 'react';
import { Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { PageLoader } from '@/components/layout/page-loader.tsx';
import { AuthLayout, BlankLayout, BrandedLayout, FormBlankLayout } from '@/components/layouts/layouts.tsx';
import { CookieNotice } from '@/components/notices/cookie-notice.tsx';
import { paths } from '@/config/paths.ts';
// Eager on purpose: it must render even when loading a route chunk is what failed.
import { ErrorPage } from '@/features/errors/components/error-page.tsx';
import { AccessGuard } from './routing/access-guard.tsx';
import { BySession } from './routing/by-session.tsx';
import { type LazyPage, lazyPage } from './routing/lazy-page.tsx';
import { type LinkValidation, type RouteValidation, ValidatedRoute, validations } from './routing/validated-route.tsx';

// Every page is its own chunk (DESIGN §7: the sign-in route's JS stays small).
const NotFoundPage = lazyPage(() => import('@/features/errors/components/not-found-page.tsx'));
const AdvisorLoginPage = lazyPage(() => import('@/features/auth/pages/advisor-login-page.tsx'));
const AccessDeniedPage = lazyPage(() => import('@/features/auth/pages/access-denied-page.tsx'));
const InvestorLoginPage = lazyPage(() => import('@/features/auth/pages/investor-login-page.tsx'));
const ConfirmLoginPage = lazyPage(() => import('@/features/auth/pages/confirm-login-page.tsx'));
const RedirectTokenPage = lazyPage(() => import('@/features/auth/pages/redirect-token-page.tsx'));
const IdentityConfirmedPage = lazyPage(() => import('@/features/onboarding/pages/identity-confirmed-page.tsx'));
const ResetPasswordPage = lazyPage(() => import('@/features/auth/pages/reset-password-page.tsx'));
const NewPasswordPage = lazyPage(() => import('@/features/auth/pages/new-password-page.tsx'));
const ActivatePage = lazyPage(() => import('@/features/auth/pages/activate-page.tsx'));
// The signed-in area's shell with its providers (modals, date pickers) in one chunk.
const AppLayout = lazyPage(() => import('./app-scope.tsx'));
const DashboardPage = lazyPage(() => import('@/app/routes/dashboard-page.tsx'));
const InvestmentsPage = lazyPage(() => import('@/features/investments/pages/investments-page.tsx'));
const NetworkInvestmentsPage = lazyPage(() => import('@/features/investments/pages/network-investments-page.tsx'));
const InvestorOfferPage = lazyPage(() => import('@/features/investments/pages/investor-offer-page.tsx'));
const InvestmentPage = lazyPage(() => import('@/features/investments/pages/investment-page.tsx'));
const OffersPage = lazyPage(() => import('@/features/offers/pages/offers-page.tsx'));
const OfferPage = lazyPage(() => import('@/features/offers/pages/offer-page.tsx'));
const AdvisorsPage = lazyPage(() => import('@/features/advisors/pages/advisors-page.tsx'));
const AdvisorNewPage = lazyPage(() => import('@/features/advisors/pages/advisor-new-page.tsx'));
const AdvisorEditPage = lazyPage(() => import('@/features/advisors/pages/advisor-edit-page.tsx'));
const DocumentsPage = lazyPage(() => import('@/features/documents/documents-page.tsx'));
const InvestorDocumentsPage = lazyPage(() => import('@/features/investor-offers/pages/investor-documents-page.tsx'));
const PortfolioPage = lazyPage(() => import('@/features/investor-offers/pages/portfolio-page.tsx'));
const FunnelPage = lazyPage(() => import('@/features/insight/pages/funnel-page.tsx'));
const FollowUpPage = lazyPage(() => import('@/features/insight/pages/follow-up-page.tsx'));
const OnboardingRequestsPage = lazyPage(() => import('@/features/onboarding-requests/requests-page.tsx'));
const PreviewPage = lazyPage(() => import('@/features/onboarding-requests/preview-page.tsx'));
// The investor's screens and the public pages (issue 7).
const InvestorOffersPage = lazyPage(() => import('@/features/investor-offers/pages/investor-offers-page.tsx'));
const InvestorOwnOfferPage = lazyPage(() => import('@/features/investor-offers/pages/investor-offer-page.tsx'));
const CampaignPage = lazyPage(() => import('@/features/investor-offers/public/pages/campaign-page.tsx'));
const InvestPage = lazyPage(() => import('@/features/investor-offers/public/pages/invest-page.tsx'));
const AdvisorLandingPage = lazyPage(() => import('@/features/advisor-landing/advisor-landing-page.tsx'));
const OnboardingPage = lazyPage(() => import('@/features/onboarding/pages/onboarding-page.tsx'));
const InvestorRequestsPage = lazyPage(() => import('@/features/onboarding/pages/investor-requests-page.tsx'));
const InvestorPreviewPage = lazyPage(() => import('@/features/onboarding/pages/investor-preview-page.tsx'));
const PublicKycPage = lazyPage(() => import('@/features/kyc/pages/public-kyc-page.tsx'));
const PrimaryDataPage = lazyPage(() => import('@/features/kyc/pages/primary-data-page.tsx'));

/**
 * The pages of the addresses people arrive at, by route pattern (as the build's `route-preloads.ts`
 * names their modules for the edge): the entry loads the one it opens before it renders.
 */
export const arrivalPages: Record<string, LazyPage[]> = {
  [paths.home.path]: [AdvisorLoginPage],
  [paths.campaign.path]: [CampaignPage],
  [paths.invest.path]: [InvestPage],
  [paths.kycForm.path]: [PublicKycPage],
  [paths.app.root.path]: [AppLayout, DashboardPage],
};

/** Starts loading the pages of `pathname` when it is an arrival address; resolves when they have loaded. */
export function preloadArrivalPages(pathname: string): Promise<void> {
  return Promise.all((arrivalPages[pathname] ?? []).map((page) => page.preload())).then(() => undefined);
}

/**
 * Around every page: the access rules, the page (a loader while its chunk, its texts or the
 * session load), and the cookie notice of spec §2, shown from the first paint until dismissed.
 */
function RootLayout() {
  return (
    <>
      <AccessGuard>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
        <ScrollRestoration />
      </AccessGuard>
      <CookieNotice />
    </>
  );
}

/** The advisor's or the investor's page of a shared path, by who signed in. */
function bySession(advisor: LazyPage, investor: LazyPage, validate?: RouteValidation | LinkValidation) {
  const element = <BySession advisor={advisor} investor={investor} />;
  return validate ? <ValidatedRoute validate={validate}>{element}</ValidatedRoute> : element;
}

/** A route's page, behind its validation rule when it has one (spec §2). */
function page(Component: LazyPage, validate?: RouteValidation | LinkValidation) {
  return validate ? (
    <ValidatedRoute validate={validate}>
      <Component />
    </ValidatedRoute>
  ) : (
    <Component />
  );
}

const uuid = validations.uuidParam();

/**
 * The route table of spec §2. `extraRoutes` go before the catch-all; tests use it to mount a route
 * that throws, so the real error boundary is exercised.
 */
export function createRoutes(extraRoutes: RouteObject[] = []): RouteObject[] {
  const app = paths.app;
  return [
    {
      element: <RootLayout />,
      errorElement: <ErrorPage />,
      children: [
        {
          element: <AuthLayout />,
          children: [
            { path: paths.home.path, element: page(AdvisorLoginPage) },
            { path: paths.accessDenied.path, element: page(AccessDeniedPage) },
            { path: paths.investorLogin.path, element: page(InvestorLoginPage) },
            { path: paths.confirmLogin.path, element: page(ConfirmLoginPage) },
            {
              path: paths.loginWithRedirectToken.path,
              element: page(
                RedirectTokenPage,
                validations.tokenQuery({ to: paths.investorLogin.getHref(), labelKey: 'invalidLink.newSignInLink' }),
              ),
            },
            { path: paths.resetPassword.path, element: page(ResetPasswordPage) },
            {
              path: paths.setNewPassword.path,
              element: page(
                NewPasswordPage,
                validations.tokenParam({ to: paths.resetPassword.getHref(), labelKey: 'invalidLink.newPasswordLink' }),
              ),
            },
            { path: paths.identityConfirmed.path, element: page(IdentityConfirmedPage) },
            // A broken activation link is the activation page's own case: it offers a new link there.
            { path: paths.activateFromEmail.path, element: page(ActivatePage) },
          ],
        },
        {
          element: page(AppLayout),
          children: [
            { path: app.root.path, element: page(DashboardPage) },
            { path: app.investors.path, element: page(InvestmentsPage) },
            { path: app.investorsNetwork.path, element: page(NetworkInvestmentsPage) },
            { path: app.investorOffer.path, element: page(InvestorOfferPage, uuid) },
            { path: app.investment.path, element: bySession(InvestmentPage, InvestorOwnOfferPage, uuid) },
            { path: app.offers.path, element: bySession(OffersPage, InvestorOffersPage) },
            { path: app.offer.path, element: bySession(OfferPage, InvestorOwnOfferPage, uuid) },
            { path: app.advisors.path, element: page(AdvisorsPage) },
            { path: app.advisorNew.path, element: page(AdvisorNewPage) },
            { path: app.advisor.path, element: page(AdvisorEditPage, uuid) },
            { path: app.documents.path, element: bySession(DocumentsPage, InvestorDocumentsPage) },
            { path: app.onboardingRequests.path, element: bySession(OnboardingRequestsPage, InvestorRequestsPage) },
            { path: app.preview.path, element: bySession(PreviewPage, InvestorPreviewPage, uuid) },
            { path: app.portfolio.path, element: page(PortfolioPage) },
            { path: app.funnel.path, element: page(FunnelPage) },
            { path: app.followUp.path, element: page(FollowUpPage) },
            { path: app.onboarding.path, element: page(OnboardingPage) },
            { path: app.onboardingPrimaryData.path, element: page(PrimaryDataPage, uuid) },
          ],
        },
        {
          element: <BlankLayout />,
          children: [
            { path: paths.campaign.path, element: page(CampaignPage, validations.tokenQuery()) },
            { path: paths.invest.path, element: page(InvestPage, validations.tokenQuery()) },
          ],
        },
        {
          element: <FormBlankLayout />,
          children: [{ path: paths.kycForm.path, element: page(PublicKycPage, validations.tokenQuery()) }],
        },
        {
          element: <BrandedLayout />,
          children: [{ path: paths.advisorLanding.path, element: page(AdvisorLandingPage) }],
        },
        ...extraRoutes,
        { path: paths.notFound.path, element: <NotFoundPage /> },
      ],
    },
  ];
}
