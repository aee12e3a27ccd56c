import { expect, type Page } from '@playwright/test';
import { accessTokenOf, callApi, demo, uniqueEmail } from '../investments/api.ts';
import { investorTokens, inviteToKyc } from '../kyc/support.ts';
import { sql } from '../support/database.ts';
import { callEdge, DEMO_PASSWORD, signInWithApi } from '../support/session.ts';
import { demoOfferId, demoOnboardingRequestId, type Lang, type Screen } from './support.ts';

/** The demo's 24-month EUR bond of the active campaign (prisma/src/demo-campaigns.ts). */
const BOND24 = '00000000-0000-4000-8000-000000000602';
/** Seeded ids (prisma/src/seed-ids.ts). */
const DEMO_ADVISOR = '00000000-0000-4000-8000-000000000303';

/** A fake but well-formed mailed-link token: the screens show their form or their refusal. */
const FAKE_TOKEN = 'a11y-check-token-0000000000000000000000';

/** The newest offer-invitation link mailed to `email`, once it is not `previous` (an earlier invitation's). */
async function newestInvitationToken(email: string, previous?: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const result = await sql(
      `SELECT text FROM mail_outbox WHERE to_address = $1 AND template = 'offer-invitation' ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    const token = (result.rows[0]?.text as string | undefined)?.match(/\/campaign\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (token && token !== previous) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No offer invitation mailed to ${email}`);
}

export interface Offer {
  id: string;
  token: string;
}

/** doradca@ invites `email` to a product of the active campaign; the offer's id and link token. */
async function invite(advisorToken: string, email: string, productId: string, previous?: Offer): Promise<Offer> {
  const response = await callApi(
    advisorToken,
    'POST',
    `/api/advisor/campaign/${demo.activeCampaign}/product/${productId}/invite-investor`,
    { investorEmail: email, message: 'Zapraszam do zapoznania się z ofertą.', networkId: demo.north },
  );
  if (response.status !== 201)
    throw new Error(`Invitation failed: ${response.status} ${JSON.stringify(response.json)}`);
  return { id: (response.json as { id: string }).id, token: await newestInvitationToken(email, previous?.token) };
}

/**
 * An investor of its own for one run (the projects share the demo seed, and a public link
 * changes its offer's status when opened): invited to the 12-month PLN bond (left at "interested",
 * so the invest form shows) and to the 24-month EUR bond (accepted, so its investment shows), and
 * to KYC (an open onboarding request).
 */
export interface InvestorStory {
  email: string;
  /** Interested: the invest form. */
  open: Offer;
  /** Accepted with an amount: the investment. */
  accepted: Offer;
  /** The open onboarding (KYC) request and its public form's token. */
  requestId: string;
  kycToken: string;
}

export async function investorStory(prefix: string, host = 'demo.localhost'): Promise<InvestorStory> {
  const email = uniqueEmail(prefix);
  const advisor = await accessTokenOf(demo.advisor);
  const accepted = await invite(advisor, email, BOND24);
  const open = await invite(advisor, email, demo.bond12, accepted);
  for (const offer of [open, accepted]) {
    const interest = await callEdge(host, 'PATCH', `/public-api/campaign-offer/${offer.token}/interest`);
    if (interest.status !== 200)
      throw new Error(`Interest failed: ${interest.status} ${JSON.stringify(interest.json)}`);
  }
  const accept = await callEdge(host, 'PATCH', `/public-api/campaign-offer/${accepted.token}/accept`, {
    amount: '10 000',
    consent2: true,
    consent3: true,
  });
  if (accept.status !== 200) throw new Error(`Accept failed: ${accept.status} ${JSON.stringify(accept.json)}`);
  const kyc = await inviteToKyc(email);
  return { email, open, accepted, requestId: kyc.requestId, kycToken: kyc.token };
}

/** An investor invited to the 12-month bond whose link has not been opened yet (the campaign page). */
export async function freshInvitation(prefix: string): Promise<Offer> {
  const advisor = await accessTokenOf(demo.advisor);
  return invite(advisor, uniqueEmail(prefix), demo.bond12);
}

/** The investor signed in on `host` (their tokens where the portal keeps them), cookie notice acknowledged. */
export async function signInInvestor(page: Page, host: string, email: string): Promise<void> {
  const tokens = await investorTokens(email, host);
  await page.addInitScript(
    ([accessToken, refreshToken]) => {
      window.localStorage.setItem(`cookieNoticeDismissed:${window.location.host}`, '1');
      if (window.sessionStorage.getItem('e2e-signed-in')) return;
      window.sessionStorage.setItem('e2e-signed-in', '1');
      window.localStorage.setItem('apiKey', accessToken as string);
      window.localStorage.setItem('refreshToken', refreshToken as string);
    },
    [tokens.accessToken, tokens.refreshToken],
  );
}

/** An advisor-panel account signed in on `host` (through the API), cookie notice acknowledged. */
export async function signInAdvisor(page: Page, host: string, email: string): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem(`cookieNoticeDismissed:${window.location.host}`, '1');
  });
  await signInWithApi(page, host, email);
}

const signInTexts = {
  pl: { email: 'Adres e-mail', password: 'Hasło', submit: 'Zaloguj się', code: 'Kod z aplikacji uwierzytelniającej' },
  en: { email: 'E-mail address', password: 'Password', submit: 'Sign in', code: 'Code from the authenticator app' },
} as const;

/** What a signed-out visitor reaches without a link of their own (sign-ins, help pages, errors). */
export function signedOutScreens(lang: Lang): Screen[] {
  const t = signInTexts[lang];
  return [
    { name: 'home (advisor sign-in)', path: '/' },
    {
      // The second step of an advisor's sign-in: the account has a second factor (README).
      name: 'sign-in code step',
      path: '/',
      prepare: async (page) => {
        await page.getByLabel(t.email).fill('doradca2fa@demo.localhost');
        await page.getByRole('textbox', { name: t.password, exact: true }).fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: t.submit, exact: true }).click();
        await expect(page.getByLabel(t.code)).toBeVisible();
      },
    },
    { name: 'investor sign-in', path: '/investor-login' },
    { name: 'login link sent', path: '/auth/confirm-login' },
    { name: 'password reset', path: '/auth/reset-password' },
    { name: 'new password', path: `/auth/reset-password/${FAKE_TOKEN}` },
    { name: 'activation', path: `/auth/activate-from-email/${FAKE_TOKEN}` },
    { name: 'sign-in link refused', path: `/login-with-redirect-token?token=${FAKE_TOKEN}` },
    { name: 'access denied', path: '/access-denied' },
    // Where the identity provider sends the phone of the QR code back (nobody signed in there).
    { name: 'identity confirmed', path: '/identity-confirmed?request=00000000-0000-4000-8000-000000000000' },
    { name: 'advisor landing', path: '/doradcy' },
    { name: 'not found', path: '/no-such-page' },
  ];
}

/** The public pages opened by a mailed link: the campaign offer, the invest form, the KYC form. */
export function linkScreens(story: InvestorStory, fresh: Offer): Screen[] {
  return [
    { name: 'campaign (invited)', path: `/campaign?token=${fresh.token}` },
    { name: 'campaign (interested)', path: `/campaign?token=${story.open.token}` },
    { name: 'invest form', path: `/invest?token=${story.open.token}` },
    { name: 'invest (subscribed)', path: `/invest?token=${story.accepted.token}` },
    { name: 'campaign (accepted)', path: `/campaign?token=${story.accepted.token}` },
    { name: 'campaign not started', path: '/campaign?token=demo-offer-not-started' },
    { name: 'campaign link inactive', path: `/campaign?token=${FAKE_TOKEN}` },
    { name: 'KYC form', path: `/kyc-form?token=${story.kycToken}` },
    { name: 'KYC form sent', path: '/kyc-form?token=demo-kyc-finished' },
  ];
}

/** The investor panel (spec §2: the shared paths show the investor's pages). */
export function investorScreens(story: InvestorStory): Screen[] {
  return [
    { name: 'investor dashboard', path: '/app' },
    { name: 'investor offers', path: '/app/offers' },
    { name: 'investor offer (to decide)', path: `/app/offers/${story.open.id}` },
    { name: 'investor investment', path: `/app/investments/${story.accepted.id}` },
    { name: 'investor onboarding', path: '/app/onboarding' },
    { name: 'investor onboarding requests', path: '/app/onboarding/requests' },
    { name: 'investor primary data (KYC)', path: `/app/onboarding/${story.requestId}/primary-data` },
    { name: 'investor request preview', path: `/app/preview/${story.requestId}` },
    { name: 'investor documents', path: '/app/documents' },
    // A story investor has no paid-in investment: the portfolio's empty state (the demo
    // investor's full portfolio is checked by investor/portfolio.spec.ts).
    { name: 'investor portfolio', path: '/app/portfolio' },
  ];
}

/** The advisor's screens (doradca@), on seeded rows read without changing them. */
export async function advisorScreens(): Promise<Screen[]> {
  const active = await demoOfferId('active');
  const finished = await demoOnboardingRequestId('finished');
  return [
    { name: 'advisor dashboard', path: '/app' },
    { name: 'offers', path: '/app/offers' },
    { name: 'offer (campaign)', path: `/app/offers/${demo.activeCampaign}` },
    { name: 'investments (table)', path: '/app/investors' },
    { name: 'investments (kanban)', path: '/app/investors?view=kanban' },
    { name: "investor's offer", path: `/app/investors/offer/${active}` },
    { name: 'investment', path: `/app/investments/${active}` },
    { name: 'onboarding requests', path: '/app/onboarding/requests' },
    { name: 'request preview', path: `/app/preview/${finished}` },
    { name: 'documents', path: '/app/documents' },
    { name: 'funnel', path: '/app/funnel' },
    { name: 'follow-up', path: '/app/follow-up' },
  ];
}

/** The coordinator's own screen: the investments of their networks. */
export function coordinatorScreens(): Screen[] {
  return [{ name: 'network investments', path: '/app/investors/network' }];
}

/** The admin's screens: advisor management (and the rest of an advisor's, as an admin sees them). */
export function adminScreens(advisorId = DEMO_ADVISOR): Screen[] {
  return [
    { name: 'advisors', path: '/app/advisors' },
    { name: 'new advisor', path: '/app/advisors/new' },
    { name: 'edit advisor', path: `/app/advisors/${advisorId}` },
    { name: 'admin documents', path: '/app/documents' },
    { name: 'admin onboarding requests', path: '/app/onboarding/requests' },
    { name: 'follow-up with its settings', path: '/app/follow-up' },
  ];
}
