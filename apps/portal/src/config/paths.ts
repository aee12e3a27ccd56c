/**
 * Every route of the portal (spec §2) in one place: `path` for the router, `getHref` for links.
 * Features link through these, never through string literals.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  accessDenied: { path: '/access-denied', getHref: () => '/access-denied' },
  investorLogin: { path: '/investor-login', getHref: () => '/investor-login' },
  confirmLogin: { path: '/auth/confirm-login', getHref: () => '/auth/confirm-login' },
  loginWithRedirectToken: {
    path: '/login-with-redirect-token',
    getHref: (token: string) => `/login-with-redirect-token?token=${encodeURIComponent(token)}`,
  },
  resetPassword: { path: '/auth/reset-password', getHref: () => '/auth/reset-password' },
  setNewPassword: {
    path: '/auth/reset-password/:id',
    getHref: (token: string) => `/auth/reset-password/${encodeURIComponent(token)}`,
  },
  activateFromEmail: {
    path: '/auth/activate-from-email/:id',
    getHref: (token: string) => `/auth/activate-from-email/${encodeURIComponent(token)}`,
  },
  campaign: { path: '/campaign', getHref: (token: string) => `/campaign?token=${encodeURIComponent(token)}` },
  invest: { path: '/invest', getHref: (token: string) => `/invest?token=${encodeURIComponent(token)}` },
  advisorLanding: { path: '/doradcy', getHref: () => '/doradcy' },
  identityConfirmed: {
    path: '/identity-confirmed',
    getHref: (requestId: string) => `/identity-confirmed?request=${encodeURIComponent(requestId)}`,
  },
  kycForm: { path: '/kyc-form', getHref: (token: string) => `/kyc-form?token=${encodeURIComponent(token)}` },
  app: {
    root: { path: '/app', getHref: () => '/app' },
    advisors: { path: '/app/advisors', getHref: () => '/app/advisors' },
    advisorNew: { path: '/app/advisors/new', getHref: () => '/app/advisors/new' },
    advisor: { path: '/app/advisors/:id', getHref: (id: string) => `/app/advisors/${id}` },
    documents: { path: '/app/documents', getHref: () => '/app/documents' },
    funnel: { path: '/app/funnel', getHref: () => '/app/funnel' },
    followUp: { path: '/app/follow-up', getHref: () => '/app/follow-up' },
    investment: { path: '/app/investments/:id', getHref: (id: string) => `/app/investments/${id}` },
    investors: { path: '/app/investors', getHref: () => '/app/investors' },
    investorsNetwork: { path: '/app/investors/network', getHref: () => '/app/investors/network' },
    investorOffer: { path: '/app/investors/offer/:id', getHref: (id: string) => `/app/investors/offer/${id}` },
    offers: { path: '/app/offers', getHref: () => '/app/offers' },
    offer: { path: '/app/offers/:id', getHref: (id: string) => `/app/offers/${id}` },
    onboarding: { path: '/app/onboarding', getHref: () => '/app/onboarding' },
    onboardingPrimaryData: {
      path: '/app/onboarding/:id/primary-data',
      getHref: (id: string) => `/app/onboarding/${id}/primary-data`,
    },
    onboardingRequests: { path: '/app/onboarding/requests', getHref: () => '/app/onboarding/requests' },
    portfolio: { path: '/app/portfolio', getHref: () => '/app/portfolio' },
    preview: { path: '/app/preview/:id', getHref: (id: string) => `/app/preview/${id}` },
  },
  /** The catch-all: any path no other route matches renders the 404 page. */
  notFound: { path: '*' },
} as const;
