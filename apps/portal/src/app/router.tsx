import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { PageLoader } from '@/components/layout/page-loader.tsx';
import { AuthLayout, BlankLayout, BrandedLayout, FormBlankLayout } from '@/components/layouts/layouts.tsx';
import { paths } from '@/config/paths.ts';
// Eager on purpose: it must render even when loading a route chunk is what failed.
import { ErrorPage } from '@/features/errors/components/error-page.tsx';
import { AccessGuard } from './routing/access-guard.tsx';
import { BySession } from './routing/by-session.tsx';
import { type LinkValidation, type RouteValidation, ValidatedRoute, validations } from './routing/validated-route.tsx';

type Page = LazyExoticComponent<ComponentType>;

// Every page is its own chunk (DESIGN §7: the sign-in route's JS stays small).
const NotFoundPage = lazy(() => import('@/features/errors/components/not-found-page.tsx'));
const AdvisorLoginPage = lazy(() => import('@/features/auth/pages/advisor-login-page.tsx'));
const AccessDeniedPage = lazy(() => import('@/features/auth/pages/access-denied-page.tsx'));
const InvestorLoginPage = lazy(() => import('@/features/auth/pages/investor-login-page.tsx'));
const ConfirmLoginPage = lazy(() => import('@/features/auth/pages/confirm-login-page.tsx'));
const RedirectTokenPage = lazy(() => import('@/features/auth/pages/redirect-token-page.tsx'));
const IdentityConfirmedPage = lazy(() => import('@/features/onboarding/pages/identity-confirmed-page.tsx'));
const ResetPasswordPage = lazy(() => import('@/features/auth/pages/reset-password-page.tsx'));
const NewPasswordPage = lazy(() => import('@/features/auth/pages/new-password-page.tsx'));
const ActivatePage = lazy(() => import('@/features/auth/pages/activate-page.tsx'));
// The signed-in area's shell with its providers (modals, date pickers) in one chunk.
const AppLayout = lazy(() => import('./app-scope.tsx'));
const DashboardPage = lazy(() => import('@/app/routes/dashboard-page.tsx'));
const InvestmentsPage = lazy(() => import('@/features/investments/pages/investments-page.tsx'));
const NetworkInvestmentsPage = lazy(() => import('@/features/investments/pages/network-investments-page.tsx'));
const InvestorOfferPage = lazy(() => import('@/features/investments/pages/investor-offer-page.tsx'));
const InvestmentPage = lazy(() => import('@/features/investments/pages/investment-page.tsx'));
const OffersPage = lazy(() => import('@/features/offers/pages/offers-page.tsx'));
const OfferPage = lazy(() => import('@/features/offers/pages/offer-page.tsx'));
const AdvisorsPage = lazy(() => import('@/features/advisors/pages/advisors-page.tsx'));
const AdvisorNewPage = lazy(() => import('@/features/advisors/pages/advisor-new-page.tsx'));
const AdvisorEditPage = lazy(() => import('@/features/advisors/pages/advisor-edit-page.tsx'));
const DocumentsPage = lazy(() => import('@/features/documents/documents-page.tsx'));
const InvestorDocumentsPage = lazy(() => import('@/features/investor-offers/pages/investor-documents-page.tsx'));
const PortfolioPage = lazy(() => import('@/features/investor-offers/pages/portfolio-page.tsx'));
const FunnelPage = lazy(() => import('@/features/insight/pages/funnel-page.tsx'));
const FollowUpPage = lazy(() => import('@/features/insight/pages/follow-up-page.tsx'));
const OnboardingRequestsPage = lazy(() => import('@/features/onboarding-requests/requests-page.tsx'));
const PreviewPage = lazy(() => import('@/features/onboarding-requests/preview-page.tsx'));
// The investor's screens and the public pages (issue 7).
const InvestorOffersPage = lazy(() => import('@/features/investor-offers/pages/investor-offers-page.tsx'));
const InvestorOwnOfferPage = lazy(() => import('@/features/investor-offers/pages/investor-offer-page.tsx'));
const CampaignPage = lazy(() => import('@/features/investor-offers/public/pages/campaign-page.tsx'));
const InvestPage = lazy(() => import('@/features/investor-offers/public/pages/invest-page.tsx'));
const AdvisorLandingPage = lazy(() => import('@/features/advisor-landing/advisor-landing-page.tsx'));
const OnboardingPage = lazy(() => import('@/features/onboarding/pages/onboarding-page.tsx'));
const InvestorRequestsPage = lazy(() => import('@/features/onboarding/pages/investor-requests-page.tsx'));
const InvestorPreviewPage = lazy(() => import('@/features/onboarding/pages/investor-preview-page.tsx'));
const PublicKycPage = lazy(() => import('@/features/kyc/pages/public-kyc-page.tsx'));
const PrimaryDataPage = lazy(() => import('@/features/kyc/pages/primary-data-page.tsx'));

function RootLayout() {
  return (
    <AccessGuard>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </AccessGuard>
  );
}

/** The advisor's or the investor's page of a shared path, by who signed in. */
function bySession(advisor: Page, investor: Page, validate?: RouteValidation | LinkValidation) {
  const element = <BySession advisor={advisor} investor={investor} />;
  return validate ? <ValidatedRoute validate={validate}>{element}</ValidatedRoute> : element;
}

/** A route's page, behind its validation rule when it has one (spec §2). */
function page(Component: Page, validate?: RouteValidation | LinkValidation) {
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
