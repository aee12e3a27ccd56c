import { errorBodySchema } from '@wl/shared/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveFile } from './files/save-file.ts';
import { createInvestor, createTestApi, type TestApi } from './testing/index.ts';
import {
  addAdvisor,
  advisorFormBody,
  type AuthorizationWorld as BaseWorld,
  createAuthorizationWorld,
  expiredAccessToken,
  forgedAccessToken,
  GARBAGE_TOKEN,
  sessionAccessToken,
} from './testing/matrix.ts';
import { createCampaign, createOffer, createProduct } from './testing/offer-factories.ts';
import { createOnboardingRequest } from './testing/onboarding-factories.ts';

/**
 * The authorization matrix: every endpoint that takes an access token, called by every kind of
 * caller, on a fresh world of two tenants (testing/matrix.ts) per call.
 *
 * Callers: no token; a garbage token; an expired token; a well-formed token signed with another
 * secret; an advisor, a coordinator and an admin of advisors of the host's tenant; an investor of
 * it; an admin of another tenant with a token of that tenant (on this host: 401); and an admin of
 * this tenant calling with another tenant's ids (`crossTenant`: 404, never a hint of existence).
 * Every refusal carries the error body of spec §8, and no answer on this host holds an id or
 * e-mail of the other tenant.
 *
 * A new endpoint is one row. The last test fails while an endpoint the OpenAPI document marks as
 * needing a bearer token has no row here.
 */

/**
 * The matrix world plus a campaign, a product and an offer in each tenant: the home offer is the
 * advisor's, made in the network the coordinator coordinates; the foreign one is the foreign advisor's.
 */
type OfferFixtures = Awaited<ReturnType<typeof offerFixtures>>;
type AuthorizationWorld = BaseWorld & {
  offers: { home: OfferFixtures; foreign: OfferFixtures };
  /** In each tenant: a tenant-wide document, and an onboarding request to the tenant's investor. */
  documents: { home: string; foreign: string };
  onboarding: {
    home: { id: string; token: string; documentId: string };
    foreign: { id: string; token: string; documentId: string };
  };
};

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A small PDF kept by the API's own storage, as an upload leaves it. */
function storedPdf(tenantId: string, fileName: string) {
  return saveFile(t.db, t.storage, {
    tenantId,
    fileName,
    contentType: 'application/pdf',
    bytes: pdfBytes,
    uploadedByUserId: null,
  });
}

async function offerFixtures(tenantId: string, ownerAdvisorId: string, networkId: string, investorId: string) {
  const campaign = await createCampaign(t.db, tenantId);
  const product = await createProduct(t.db, campaign);
  const offer = await createOffer(t.db, { product, investorId, ownerAdvisorId, networkId });
  const confirmation = await storedPdf(tenantId, 'potwierdzenie.pdf');
  await t.db.offerPaymentConfirmation.create({ data: { offerId: offer.id, fileId: confirmation.id } });
  const document = await storedPdf(tenantId, 'regulamin.pdf');
  const { id: documentId } = await t.db.document.create({ data: { tenantId, fileId: document.id } });
  return { campaignId: campaign.id, productId: product.id, offerId: offer.id, fileId: confirmation.id, documentId };
}

async function onboardingFixture(tenantId: string, email: string) {
  const { request, token } = await createOnboardingRequest(t.db, tenantId, { email, status: 'sent' });
  const file = await storedPdf(tenantId, 'wyciąg.pdf');
  const document = await t.db.document.create({ data: { tenantId, fileId: file.id, onboardingRequestId: request.id } });
  return { id: request.id, token, documentId: document.id };
}

async function createWorld(): Promise<AuthorizationWorld> {
  const w = await createAuthorizationWorld(t.db);
  const foreignInvestor = await createInvestor(t.db, w.foreign.tenantId);
  const home = await offerFixtures(
    w.home.tenantId,
    w.home.advisor.advisor.id,
    w.home.networks.coordinated.id,
    w.home.investor.investor.id,
  );
  const foreign = await offerFixtures(
    w.foreign.tenantId,
    w.foreign.advisor.advisor.id,
    w.foreign.network.id,
    foreignInvestor.investor.id,
  );
  const onboarding = {
    home: await onboardingFixture(w.home.tenantId, w.home.investor.email),
    foreign: await onboardingFixture(w.foreign.tenantId, foreignInvestor.email),
  };
  return {
    ...w,
    offers: { home, foreign },
    documents: { home: home.documentId, foreign: foreign.documentId },
    onboarding,
    foreignSecrets: [
      ...w.foreignSecrets,
      foreign.campaignId,
      foreign.productId,
      foreign.offerId,
      foreign.fileId,
      foreign.documentId,
      onboarding.foreign.id,
      onboarding.foreign.documentId,
    ],
  };
}

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
}

type SignedInCaller = 'advisor' | 'coordinator' | 'admin' | 'investor';

interface Row {
  /** `METHOD /path/{param}` as the OpenAPI document names it. */
  endpoint: string;
  request: (w: AuthorizationWorld) => Request;
  /** The statuses of the home tenant's callers. */
  expect: Record<SignedInCaller, number>;
  /**
   * The admin's call with the other tenant's ids, and its status. Left out for endpoints that take
   * no id: the admin's own call then runs again and must still show nothing of the other tenant.
   */
  crossTenant?: { request: (w: AuthorizationWorld) => Request; status: number };
}

const advisorsUrl = '/api/advisor/advisor';
const subjectUrl = (w: AuthorizationWorld) => `${advisorsUrl}/${w.home.subject.advisor.id}`;
const foreignUrl = (w: AuthorizationWorld) => `${advisorsUrl}/${w.foreign.advisor.advisor.id}`;
const reader = { advisor: 200, coordinator: 200, admin: 200, investor: 403 };
const signedIn = (status: number) => ({ advisor: status, coordinator: status, admin: status, investor: status });
const adminOnly = (status: number) => ({ advisor: 403, coordinator: 403, admin: status, investor: 403 });
const code = { code: '123456' };
const overseer = { advisor: 403, coordinator: 200, admin: 200, investor: 403 };
const investorOnly = (status: number) => ({ advisor: 403, coordinator: 403, admin: 403, investor: status });
const invitation = (w: AuthorizationWorld, target: 'home' | 'foreign'): Request => ({
  method: 'POST',
  url: `/api/advisor/campaign/${w.offers[target].campaignId}/product/${w.offers[target].productId}/invite-investor`,
  body: {
    investorEmail: 'invited-investor@example.test',
    message: 'Please have a look at this offer.',
    networkId: w.home.networks.coordinated.id,
  },
});

const rows: Row[] = [
  // Advisors and networks (this module).
  {
    endpoint: 'GET /api/advisor/advisor-form',
    request: () => ({ method: 'GET', url: '/api/advisor/advisor-form' }),
    expect: reader,
  },
  {
    endpoint: 'GET /api/advisor/network',
    request: () => ({ method: 'GET', url: '/api/advisor/network' }),
    expect: reader,
  },
  {
    endpoint: 'GET /api/advisor/advisor',
    request: () => ({ method: 'GET', url: `${advisorsUrl}?limit=99999&offset=0` }),
    expect: reader,
    crossTenant: {
      request: (w) => ({ method: 'GET', url: `${advisorsUrl}?filter[brokerNetworkIds][in]=${w.foreign.network.id}` }),
      status: 200,
    },
  },
  {
    endpoint: 'GET /api/advisor/advisor/{id}',
    request: (w) => ({ method: 'GET', url: subjectUrl(w) }),
    // The subject is in the network the coordinator coordinates; the advisor only shares it.
    expect: { advisor: 404, coordinator: 200, admin: 200, investor: 403 },
    crossTenant: { request: (w) => ({ method: 'GET', url: foreignUrl(w) }), status: 404 },
  },
  {
    endpoint: 'POST /api/advisor/advisor',
    request: (w) => ({ method: 'POST', url: advisorsUrl, body: advisorFormBody([w.home.networks.coordinated.id]) }),
    expect: adminOnly(201),
    crossTenant: {
      request: (w) => ({ method: 'POST', url: advisorsUrl, body: advisorFormBody([w.foreign.network.id]) }),
      status: 422,
    },
  },
  {
    endpoint: 'PUT /api/advisor/advisor/{id}',
    request: (w) => ({
      method: 'PUT',
      url: subjectUrl(w),
      body: advisorFormBody([w.home.networks.other.id], { email: w.home.subject.email }),
    }),
    expect: adminOnly(200),
    crossTenant: {
      request: (w) => ({
        method: 'PUT',
        url: foreignUrl(w),
        body: advisorFormBody([w.home.networks.other.id], { email: w.foreign.advisor.email }),
      }),
      status: 404,
    },
  },
  {
    endpoint: 'PATCH /api/advisor/advisor/{id}/activate',
    request: (w) => ({ method: 'PATCH', url: `${subjectUrl(w)}/activate` }),
    expect: adminOnly(200),
    crossTenant: { request: (w) => ({ method: 'PATCH', url: `${foreignUrl(w)}/activate` }), status: 404 },
  },
  {
    endpoint: 'DELETE /api/advisor/advisor/{id}',
    request: (w) => ({ method: 'DELETE', url: subjectUrl(w) }),
    expect: adminOnly(200),
    crossTenant: { request: (w) => ({ method: 'DELETE', url: foreignUrl(w) }), status: 404 },
  },
  {
    endpoint: 'POST /api/advisor/advisor/{id}/send-activation',
    request: (w) => ({ method: 'POST', url: `${subjectUrl(w)}/send-activation` }),
    expect: adminOnly(204),
    crossTenant: { request: (w) => ({ method: 'POST', url: `${foreignUrl(w)}/send-activation` }), status: 404 },
  },

  // Campaigns and offers (apps/api/src/campaigns, apps/api/src/offers; scoped in offers/offer-scope.ts).
  {
    endpoint: 'GET /api/advisor/campaigns',
    request: () => ({ method: 'GET', url: '/api/advisor/campaigns' }),
    expect: reader,
  },
  {
    endpoint: 'GET /api/advisor/campaign/{id}',
    request: (w) => ({ method: 'GET', url: `/api/advisor/campaign/${w.offers.home.campaignId}` }),
    expect: reader,
    crossTenant: {
      request: (w) => ({ method: 'GET', url: `/api/advisor/campaign/${w.offers.foreign.campaignId}` }),
      status: 404,
    },
  },
  {
    endpoint: 'GET /api/advisor/campaign-choices',
    request: () => ({ method: 'GET', url: '/api/advisor/campaign-choices' }),
    expect: reader,
  },
  {
    endpoint: 'GET /api/advisor/campaign/{id}/offers',
    request: (w) => ({ method: 'GET', url: `/api/advisor/campaign/${w.offers.home.campaignId}/offers` }),
    expect: reader,
    crossTenant: {
      request: (w) => ({ method: 'GET', url: `/api/advisor/campaign/${w.offers.foreign.campaignId}/offers` }),
      status: 404,
    },
  },
  {
    endpoint: 'GET /api/advisor/product/{id}',
    request: (w) => ({ method: 'GET', url: `/api/advisor/product/${w.offers.home.productId}` }),
    expect: reader,
    crossTenant: {
      request: (w) => ({ method: 'GET', url: `/api/advisor/product/${w.offers.foreign.productId}` }),
      status: 404,
    },
  },
  {
    endpoint: 'POST /api/advisor/campaign/{campaignId}/product/{productId}/invite-investor',
    request: (w) => invitation(w, 'home'),
    // The network is the advisor's own, the coordinator's coordinated one, and the admin's tenant's.
    expect: { advisor: 201, coordinator: 201, admin: 201, investor: 403 },
    crossTenant: { request: (w) => invitation(w, 'foreign'), status: 404 },
  },
  {
    endpoint: 'GET /api/advisor/investor/offers',
    request: () => ({ method: 'GET', url: '/api/advisor/investor/offers?limit=99999&offset=0' }),
    expect: reader,
  },
  {
    endpoint: 'GET /api/advisor/investor/offers-by-network',
    request: () => ({ method: 'GET', url: '/api/advisor/investor/offers-by-network' }),
    expect: overseer,
  },
  // Exports (apps/api/src/exports, decision 073): the list routes' scopes and roles.
  {
    endpoint: 'GET /api/advisor/investor/offers/export',
    request: () => ({ method: 'GET', url: '/api/advisor/investor/offers/export?format=csv&columns=investorEmail' }),
    expect: reader,
  },
  {
    endpoint: 'GET /api/advisor/investor/offers-by-network/export',
    request: () => ({
      method: 'GET',
      url: '/api/advisor/investor/offers-by-network/export?format=xlsx&columns=ownerName&columns=investorEmail',
    }),
    expect: overseer,
  },
  {
    endpoint: 'GET /api/advisor/investor/{offerId}',
    request: (w) => ({ method: 'GET', url: `/api/advisor/investor/${w.offers.home.offerId}` }),
    // The owner, the coordinator of its network and the admin.
    expect: reader,
    crossTenant: {
      request: (w) => ({ method: 'GET', url: `/api/advisor/investor/${w.offers.foreign.offerId}` }),
      status: 404,
    },
  },
  {
    endpoint: 'PATCH /api/advisor/investor/{offerId}/owner/{ownerId}',
    // Handing the offer to its owner (the only active advisor of its network) changes nothing.
    request: (w) => ({
      method: 'PATCH',
      url: `/api/advisor/investor/${w.offers.home.offerId}/owner/${w.home.advisor.advisor.id}`,
    }),
    expect: overseer,
    crossTenant: {
      request: (w) => ({
        method: 'PATCH',
        url: `/api/advisor/investor/${w.offers.foreign.offerId}/owner/${w.foreign.advisor.advisor.id}`,
      }),
      status: 404,
    },
  },
  {
    endpoint: 'PATCH /api/advisor/investor/{offerId}/status',
    request: (w) => ({
      method: 'PATCH',
      url: `/api/advisor/investor/${w.offers.home.offerId}/status`,
      body: { status: 'rejected', reason: 'The investor chose another offer.' },
    }),
    // The owner, the coordinator of its network and the admin may reject it.
    expect: reader,
    crossTenant: {
      request: (w) => ({
        method: 'PATCH',
        url: `/api/advisor/investor/${w.offers.foreign.offerId}/status`,
        body: { status: 'rejected', reason: 'The investor chose another offer.' },
      }),
      status: 404,
    },
  },
  // Issue 19: the sums under the table, an offer's history and its invitation after it was made.
  {
    endpoint: 'GET /api/advisor/investor/offers/totals',
    request: () => ({ method: 'GET', url: '/api/advisor/investor/offers/totals?filter[status][in]=invited' }),
    expect: reader,
  },
  {
    endpoint: 'GET /api/advisor/investor/offers-by-network/totals',
    request: () => ({ method: 'GET', url: '/api/advisor/investor/offers-by-network/totals' }),
    expect: overseer,
  },
  {
    endpoint: 'GET /api/advisor/investor/{offerId}/history',
    request: (w) => ({ method: 'GET', url: `/api/advisor/investor/${w.offers.home.offerId}/history` }),
    expect: reader,
    crossTenant: {
      request: (w) => ({ method: 'GET', url: `/api/advisor/investor/${w.offers.foreign.offerId}/history` }),
      status: 404,
    },
  },
  // Schedules (apps/api/src/portfolio, decision 071): the matrix's home offer is only invited, so
  // past the guards it has no schedule (409).
  {
    endpoint: 'GET /api/advisor/investor/{offerId}/schedule',
    request: (w) => ({ method: 'GET', url: `/api/advisor/investor/${w.offers.home.offerId}/schedule` }),
    expect: { advisor: 409, coordinator: 409, admin: 409, investor: 403 },
    crossTenant: {
      request: (w) => ({ method: 'GET', url: `/api/advisor/investor/${w.offers.foreign.offerId}/schedule` }),
      status: 404,
    },
  },
  {
    endpoint: 'PUT /api/advisor/investor/{offerId}/schedule/{number}',
    request: (w) => ({
      method: 'PUT',
      url: `/api/advisor/investor/${w.offers.home.offerId}/schedule/1`,
      body: { status: 'cancelled' },
    }),
    expect: adminOnly(409),
    crossTenant: {
      request: (w) => ({
        method: 'PUT',
        url: `/api/advisor/investor/${w.offers.foreign.offerId}/schedule/1`,
        body: { status: 'cancelled' },
      }),
      status: 404,
    },
  },
  {
    endpoint: 'GET /api/advisor/investor/{offerId}/schedule.pdf',
    request: (w) => ({ method: 'GET', url: `/api/advisor/investor/${w.offers.home.offerId}/schedule.pdf` }),
    expect: { advisor: 409, coordinator: 409, admin: 409, investor: 403 },
    crossTenant: {
      request: (w) => ({ method: 'GET', url: `/api/advisor/investor/${w.offers.foreign.offerId}/schedule.pdf` }),
      status: 404,
    },
  },
  {
    endpoint: 'GET /api/advisor/investor/{offerId}/schedule/export',
    request: (w) => ({
      method: 'GET',
      url: `/api/advisor/investor/${w.offers.home.offerId}/schedule/export?format=csv`,
    }),
    expect: { advisor: 409, coordinator: 409, admin: 409, investor: 403 },
    crossTenant: {
      request: (w) => ({
        method: 'GET',
        url: `/api/advisor/investor/${w.offers.foreign.offerId}/schedule/export?format=csv`,
      }),
      status: 404,
    },
  },
  {
    endpoint: 'POST /api/advisor/schedule-import/preview',
    request: (w) => ({
      method: 'POST',
      url: '/api/advisor/schedule-import/preview',
      body: { csv: `${w.offers.home.offerId};1;100;2026-01-15` },
    }),
    // Another tenant's offer is an unknown line (portfolio/schedule.test.ts).
    expect: adminOnly(200),
  },
  {
    endpoint: 'POST /api/advisor/schedule-import/apply',
    request: (w) => ({
      method: 'POST',
      url: '/api/advisor/schedule-import/apply',
      body: { csv: `${w.offers.home.offerId};1;100;2026-01-15`, previewHash: '0'.repeat(64) },
    }),
    // Past the guard, the hash is not the preview's: 409.
    expect: adminOnly(409),
  },
  {
    endpoint: 'POST /api/advisor/investor/{offerId}/invitation',
    request: (w) => ({ method: 'POST', url: `/api/advisor/investor/${w.offers.home.offerId}/invitation` }),
    expect: reader,
    crossTenant: {
      request: (w) => ({ method: 'POST', url: `/api/advisor/investor/${w.offers.foreign.offerId}/invitation` }),
      status: 404,
    },
  },
  {
    endpoint: 'POST /api/advisor/investor/{offerId}/invitation-link',
    request: (w) => ({ method: 'POST', url: `/api/advisor/investor/${w.offers.home.offerId}/invitation-link` }),
    expect: reader,
    crossTenant: {
      request: (w) => ({ method: 'POST', url: `/api/advisor/investor/${w.offers.foreign.offerId}/invitation-link` }),
      status: 404,
    },
  },
  {
    endpoint: 'POST /api/advisor/campaign/{campaignId}/product/{productId}/invitation-check',
    request: (w) => ({
      method: 'POST',
      url: `/api/advisor/campaign/${w.offers.home.campaignId}/product/${w.offers.home.productId}/invitation-check`,
      body: { investorEmails: [w.home.investor.email] },
    }),
    expect: reader,
    crossTenant: {
      request: (w) => ({
        method: 'POST',
        url: `/api/advisor/campaign/${w.offers.foreign.campaignId}/product/${w.offers.foreign.productId}/invitation-check`,
        body: { investorEmails: [w.home.investor.email] },
      }),
      status: 404,
    },
  },

  // Auth (apps/api/src/auth): the routes that act on the signed-in user.
  { endpoint: 'GET /api/contexts', request: () => ({ method: 'GET', url: '/api/contexts' }), expect: signedIn(200) },
  { endpoint: 'GET /api/auth/data', request: () => ({ method: 'GET', url: '/api/auth/data' }), expect: signedIn(200) },
  {
    endpoint: 'PATCH /api/auth/change-context',
    request: (w) => ({ method: 'PATCH', url: '/api/auth/change-context', body: { contextId: w.home.tenantId } }),
    // The investor has no advisor panel here: "Access denied" (spec §4), as for another tenant's.
    expect: { ...signedIn(200), investor: 403 },
    crossTenant: {
      request: (w) => ({ method: 'PATCH', url: '/api/auth/change-context', body: { contextId: w.foreign.tenantId } }),
      status: 403,
    },
  },
  {
    endpoint: 'POST /api/auth/logout',
    request: () => ({ method: 'POST', url: '/api/auth/logout' }),
    expect: signedIn(204),
  },
  {
    endpoint: 'POST /api/auth/two-factor/setup',
    request: () => ({ method: 'POST', url: '/api/auth/two-factor/setup' }),
    expect: reader,
  },
  {
    endpoint: 'POST /api/auth/two-factor/confirm',
    request: () => ({ method: 'POST', url: '/api/auth/two-factor/confirm', body: code }),
    // Past the guard, nothing was set up: 409.
    expect: { ...signedIn(409), investor: 403 },
  },
  {
    endpoint: 'DELETE /api/auth/two-factor',
    request: () => ({ method: 'DELETE', url: '/api/auth/two-factor', body: code }),
    expect: { ...signedIn(409), investor: 403 },
  },
  {
    endpoint: 'POST /api/auth/impersonate/{advisorId}',
    request: (w) => ({ method: 'POST', url: `/api/auth/impersonate/${w.home.advisor.advisor.id}` }),
    expect: adminOnly(200),
    crossTenant: {
      request: (w) => ({ method: 'POST', url: `/api/auth/impersonate/${w.foreign.advisor.advisor.id}` }),
      status: 404,
    },
  },
  {
    endpoint: 'POST /api/auth/impersonation/end',
    request: () => ({ method: 'POST', url: '/api/auth/impersonation/end' }),
    // Past the guard, nobody here is impersonating: 409.
    expect: signedIn(409),
  },
  // Investor panel (apps/api/src/investor): only investors; the world's investor has no offers, so
  // an id (none of theirs) is 404 past the guard.
  {
    endpoint: 'GET /investor-api/dictionary',
    request: () => ({ method: 'GET', url: '/investor-api/dictionary' }),
    expect: { advisor: 403, coordinator: 403, admin: 403, investor: 200 },
  },
  {
    endpoint: 'GET /investor-api/offers',
    request: () => ({ method: 'GET', url: '/investor-api/offers?limit=99999&offset=0' }),
    expect: { advisor: 403, coordinator: 403, admin: 403, investor: 200 },
  },
  {
    endpoint: 'GET /investor-api/offer/{id}',
    request: () => ({ method: 'GET', url: '/investor-api/offer/00000000-0000-4000-8000-00000000f00d' }),
    expect: { advisor: 403, coordinator: 403, admin: 403, investor: 404 },
  },
  {
    endpoint: 'GET /investor-api/investor/summary',
    request: () => ({ method: 'GET', url: '/investor-api/investor/summary' }),
    expect: { advisor: 403, coordinator: 403, admin: 403, investor: 200 },
  },
  // The funnel (apps/api/src/insight; the offer scope, decision 070).
  {
    endpoint: 'GET /api/advisor/funnel',
    request: (w) => ({ method: 'GET', url: `/api/advisor/funnel?campaignId=${w.offers.home.campaignId}` }),
    expect: reader,
    crossTenant: {
      request: (w) => ({ method: 'GET', url: `/api/advisor/funnel?campaignId=${w.offers.foreign.campaignId}` }),
      status: 404,
    },
  },
  {
    endpoint: 'GET /api/advisor/funnel/export',
    request: (w) => ({
      method: 'GET',
      url: `/api/advisor/funnel/export?format=csv&campaignId=${w.offers.home.campaignId}`,
    }),
    expect: reader,
    crossTenant: {
      request: (w) => ({
        method: 'GET',
        url: `/api/advisor/funnel/export?format=xlsx&campaignId=${w.offers.foreign.campaignId}`,
      }),
      status: 404,
    },
  },
  // Follow-up (apps/api/src/follow-up, decision 072): the matrix's home offer is only invited, so
  // past the guards a reminder for it is refused as not stalled (409).
  {
    endpoint: 'GET /api/advisor/follow-up',
    request: (w) => ({ method: 'GET', url: `/api/advisor/follow-up?campaignId=${w.offers.home.campaignId}` }),
    expect: reader,
    crossTenant: {
      request: (w) => ({ method: 'GET', url: `/api/advisor/follow-up?campaignId=${w.offers.foreign.campaignId}` }),
      status: 404,
    },
  },
  {
    endpoint: 'GET /api/advisor/follow-up/settings',
    request: () => ({ method: 'GET', url: '/api/advisor/follow-up/settings' }),
    expect: reader,
  },
  {
    endpoint: 'PUT /api/advisor/follow-up/settings',
    request: () => ({
      method: 'PUT',
      url: '/api/advisor/follow-up/settings',
      body: { stallDays: 5, automaticReminders: true },
    }),
    expect: adminOnly(200),
  },
  {
    endpoint: 'POST /api/advisor/investor/{offerId}/reminder',
    request: (w) => ({ method: 'POST', url: `/api/advisor/investor/${w.offers.home.offerId}/reminder` }),
    expect: { advisor: 409, coordinator: 409, admin: 409, investor: 403 },
    crossTenant: {
      request: (w) => ({ method: 'POST', url: `/api/advisor/investor/${w.offers.foreign.offerId}/reminder` }),
      status: 404,
    },
  },
  {
    endpoint: 'GET /investor-api/portfolio',
    request: () => ({ method: 'GET', url: '/investor-api/portfolio' }),
    expect: { advisor: 403, coordinator: 403, admin: 403, investor: 200 },
  },
  {
    endpoint: 'GET /investor-api/offer/{id}/schedule.pdf',
    request: () => ({ method: 'GET', url: '/investor-api/offer/00000000-0000-4000-8000-00000000f00d/schedule.pdf' }),
    expect: { advisor: 403, coordinator: 403, admin: 403, investor: 404 },
  },
  {
    endpoint: 'GET /investor-api/offer/{id}/schedule/export',
    request: () => ({
      method: 'GET',
      url: '/investor-api/offer/00000000-0000-4000-8000-00000000f00d/schedule/export?format=csv',
    }),
    expect: { advisor: 403, coordinator: 403, admin: 403, investor: 404 },
  },
  {
    endpoint: 'GET /investor-api/products',
    request: () => ({ method: 'GET', url: '/investor-api/products?limit=99999&offset=0' }),
    expect: { advisor: 403, coordinator: 403, admin: 403, investor: 200 },
  },
  {
    endpoint: 'GET /investor-api/product/{id}',
    request: () => ({ method: 'GET', url: '/investor-api/product/00000000-0000-4000-8000-00000000f00d' }),
    expect: { advisor: 403, coordinator: 403, admin: 403, investor: 404 },
  },
  {
    endpoint: 'PATCH /investor-api/offer/{id}/interest',
    request: () => ({ method: 'PATCH', url: '/investor-api/offer/00000000-0000-4000-8000-00000000f00d/interest' }),
    expect: { advisor: 403, coordinator: 403, admin: 403, investor: 404 },
  },
  {
    endpoint: 'PATCH /investor-api/offer/{id}/accept',
    request: () => ({
      method: 'PATCH',
      url: '/investor-api/offer/00000000-0000-4000-8000-00000000f00d/accept',
      body: { amount: '10000', consent2: true, consent3: true },
    }),
    expect: { advisor: 403, coordinator: 403, admin: 403, investor: 404 },
  },
  {
    endpoint: 'GET /investor-api/offer/{id}/agreement',
    request: () => ({ method: 'GET', url: '/investor-api/offer/00000000-0000-4000-8000-00000000f00d/agreement' }),
    expect: { advisor: 403, coordinator: 403, admin: 403, investor: 404 },
  },
  {
    endpoint: 'PATCH /investor-api/offer/{id}/decline',
    request: () => ({ method: 'PATCH', url: '/investor-api/offer/00000000-0000-4000-8000-00000000f00d/decline' }),
    expect: { advisor: 403, coordinator: 403, admin: 403, investor: 404 },
  },
  {
    endpoint: 'POST /investor-api/offer/{id}/contract',
    request: () => ({ method: 'POST', url: '/investor-api/offer/00000000-0000-4000-8000-00000000f00d/contract' }),
    expect: { advisor: 403, coordinator: 403, admin: 403, investor: 404 },
  },

  // Files and documents (apps/api/src/payment-confirmations, apps/api/src/documents). An upload
  // without a multipart body passes the guards and is refused as 415.
  {
    endpoint: 'POST /investor-api/offer/{id}/upload',
    request: (w) => ({ method: 'POST', url: `/investor-api/offer/${w.offers.home.offerId}/upload` }),
    expect: investorOnly(415),
  },
  {
    endpoint: 'GET /investor-api/offer/{id}/files/{fileId}',
    request: (w) => ({
      method: 'GET',
      url: `/investor-api/offer/${w.offers.home.offerId}/files/${w.offers.home.fileId}`,
    }),
    expect: investorOnly(200),
  },
  {
    endpoint: 'GET /api/advisor/investor/{offerId}/files/{fileId}',
    request: (w) => ({
      method: 'GET',
      url: `/api/advisor/investor/${w.offers.home.offerId}/files/${w.offers.home.fileId}`,
    }),
    // The owner, the coordinator of its network and the admin.
    expect: reader,
    crossTenant: {
      request: (w) => ({
        method: 'GET',
        url: `/api/advisor/investor/${w.offers.foreign.offerId}/files/${w.offers.foreign.fileId}`,
      }),
      status: 404,
    },
  },
  {
    endpoint: 'GET /api/advisor/advisor/documents',
    request: () => ({ method: 'GET', url: '/api/advisor/advisor/documents?limit=99999&offset=0' }),
    expect: reader,
  },
  {
    endpoint: 'POST /api/advisor/advisor/documents',
    request: () => ({ method: 'POST', url: '/api/advisor/advisor/documents' }),
    expect: { ...reader, advisor: 415, coordinator: 415, admin: 415 },
  },
  {
    endpoint: 'GET /api/advisor/advisor/documents/{id}/file',
    request: (w) => ({ method: 'GET', url: `/api/advisor/advisor/documents/${w.documents.home}/file` }),
    expect: reader,
    crossTenant: {
      request: (w) => ({ method: 'GET', url: `/api/advisor/advisor/documents/${w.documents.foreign}/file` }),
      status: 404,
    },
  },
  {
    endpoint: 'DELETE /api/advisor/advisor/documents/{id}',
    request: (w) => ({ method: 'DELETE', url: `/api/advisor/advisor/documents/${w.documents.home}` }),
    // A tenant-wide document: everyone sees it, only an admin may delete it.
    expect: { advisor: 403, coordinator: 403, admin: 204, investor: 403 },
    crossTenant: {
      request: (w) => ({ method: 'DELETE', url: `/api/advisor/advisor/documents/${w.documents.foreign}` }),
      status: 404,
    },
  },

  // PDF and identity verification (apps/api/src/pdf, apps/api/src/identity).
  {
    endpoint: 'POST /investor-api/offer/{id}/pdf',
    // The investor's invited offer has no amount yet: 409 past the guards.
    request: (w) => ({ method: 'POST', url: `/investor-api/offer/${w.offers.home.offerId}/pdf` }),
    expect: investorOnly(409),
  },
  {
    endpoint: 'GET /investor-api/onboarding/request/{id}/identity',
    request: (w) => ({ method: 'GET', url: `/investor-api/onboarding/request/${w.onboarding.home.id}/identity` }),
    // Nothing started yet.
    expect: investorOnly(404),
  },
  {
    endpoint: 'POST /investor-api/onboarding/request/{id}/identity',
    request: (w) => ({ method: 'POST', url: `/investor-api/onboarding/request/${w.onboarding.home.id}/identity` }),
    expect: investorOnly(200),
  },
  {
    endpoint: 'GET /investor-api/lead-form/last',
    request: () => ({ method: 'GET', url: '/investor-api/lead-form/last' }),
    expect: investorOnly(200),
  },
  {
    endpoint: 'GET /investor-api/legal-terms',
    request: () => ({ method: 'GET', url: '/investor-api/legal-terms' }),
    expect: investorOnly(200),
  },
  {
    endpoint: 'POST /investor-api/legal-terms/accept',
    request: () => ({
      method: 'POST',
      url: '/investor-api/legal-terms/accept',
      body: { documents: [], consent2: true, consent3: true },
    }),
    // The matrix's host has no documents: accepting "none" is accepting what is shown.
    expect: investorOnly(200),
  },

  // Onboarding and KYC (apps/api/src/onboarding, apps/api/src/kyc).
  {
    endpoint: 'POST /api/advisor/kyc/investor-request/send',
    request: () => ({
      method: 'POST',
      url: '/api/advisor/kyc/investor-request/send',
      body: { investorEmail: 'kyc-client@example.test', message: 'Prosimy o wypełnienie formularza KYC.' },
    }),
    expect: { advisor: 201, coordinator: 201, admin: 201, investor: 403 },
  },
  {
    endpoint: 'GET /api/advisor/kyc/investor-request',
    request: () => ({ method: 'GET', url: '/api/advisor/kyc/investor-request?limit=99999&offset=0' }),
    expect: reader,
  },
  {
    endpoint: 'GET /api/advisor/kyc/investor-request/{id}',
    request: (w) => ({ method: 'GET', url: `/api/advisor/kyc/investor-request/${w.onboarding.home.id}` }),
    // The request has no source advisor: only the admin (the whole tenant) sees it.
    expect: { advisor: 404, coordinator: 404, admin: 200, investor: 403 },
    crossTenant: {
      request: (w) => ({ method: 'GET', url: `/api/advisor/kyc/investor-request/${w.onboarding.foreign.id}` }),
      status: 404,
    },
  },
  {
    endpoint: 'GET /api/advisor/kyc/investor-request/{id}/documents/{documentId}',
    request: (w) => ({
      method: 'GET',
      url: `/api/advisor/kyc/investor-request/${w.onboarding.home.id}/documents/${w.onboarding.home.documentId}`,
    }),
    expect: { advisor: 404, coordinator: 404, admin: 200, investor: 403 },
    crossTenant: {
      request: (w) => ({
        method: 'GET',
        url: `/api/advisor/kyc/investor-request/${w.onboarding.foreign.id}/documents/${w.onboarding.foreign.documentId}`,
      }),
      status: 404,
    },
  },
  {
    endpoint: 'POST /investor-api/onboarding/request/{id}/documents',
    // Without a multipart body: 415 past the guards.
    request: (w) => ({ method: 'POST', url: `/investor-api/onboarding/request/${w.onboarding.home.id}/documents` }),
    expect: investorOnly(415),
  },
  {
    endpoint: 'GET /investor-api/onboarding/request/{id}/documents/{documentId}',
    request: (w) => ({
      method: 'GET',
      url: `/investor-api/onboarding/request/${w.onboarding.home.id}/documents/${w.onboarding.home.documentId}`,
    }),
    expect: investorOnly(200),
  },
  {
    endpoint: 'GET /api/onboarding/kyc/kyc-form-parameters/natural-person',
    request: () => ({ method: 'GET', url: '/api/onboarding/kyc/kyc-form-parameters/natural-person' }),
    expect: signedIn(200),
  },
  {
    endpoint: 'GET /investor-api/onboarding/request',
    request: () => ({ method: 'GET', url: '/investor-api/onboarding/request' }),
    expect: investorOnly(200),
  },
  {
    endpoint: 'GET /investor-api/onboarding/request/by-token/{token}',
    request: (w) => ({ method: 'GET', url: `/investor-api/onboarding/request/by-token/${w.onboarding.home.token}` }),
    expect: investorOnly(200),
  },
  {
    endpoint: 'GET /investor-api/onboarding/request/by-id/{id}',
    request: (w) => ({ method: 'GET', url: `/investor-api/onboarding/request/by-id/${w.onboarding.home.id}` }),
    expect: investorOnly(200),
  },
  {
    endpoint: 'GET /investor-api/onboarding/role',
    request: () => ({ method: 'GET', url: '/investor-api/onboarding/role' }),
    expect: investorOnly(200),
  },
  {
    endpoint: 'GET /investor-api/onboarding/request/{id}/kyc/parameters',
    request: (w) => ({ method: 'GET', url: `/investor-api/onboarding/request/${w.onboarding.home.id}/kyc/parameters` }),
    expect: investorOnly(200),
  },
  {
    endpoint: 'PATCH /investor-api/onboarding/request/{id}/client',
    request: (w) => ({
      method: 'PATCH',
      url: `/investor-api/onboarding/request/${w.onboarding.home.id}/client`,
      body: { investorType: 'natural-person' },
    }),
    expect: investorOnly(200),
  },
  {
    endpoint: 'PATCH /investor-api/onboarding/request/{id}/add-client',
    // add-client takes a new company only: a natural person is refused past the guards.
    request: (w) => ({
      method: 'PATCH',
      url: `/investor-api/onboarding/request/${w.onboarding.home.id}/add-client`,
      body: { investorType: 'natural-person' },
    }),
    expect: investorOnly(422),
  },
  {
    endpoint: 'GET /investor-api/onboarding/company-register/{registerNumber}',
    request: () => ({ method: 'GET', url: '/investor-api/onboarding/company-register/0000345678' }),
    expect: investorOnly(200),
  },
  {
    endpoint: 'PUT /investor-api/onboarding/request/{requestId}/kyc',
    request: (w) => ({ method: 'PUT', url: `/investor-api/onboarding/request/${w.onboarding.home.id}/kyc`, body: {} }),
    expect: investorOnly(200),
  },
  {
    endpoint: 'PATCH /investor-api/onboarding/request/{id}/kyc/send-to-verification',
    // An empty draft: 422 (incomplete) past the guards.
    request: (w) => ({
      method: 'PATCH',
      url: `/investor-api/onboarding/request/${w.onboarding.home.id}/kyc/send-to-verification`,
    }),
    expect: investorOnly(422),
  },
];

type Caller = 'anonymous' | 'garbage' | 'expired' | 'forged' | SignedInCaller | 'foreignAdmin' | 'crossTenant';

const callers: Caller[] = [
  'anonymous',
  'garbage',
  'expired',
  'forged',
  'advisor',
  'coordinator',
  'admin',
  'investor',
  'foreignAdmin',
  'crossTenant',
];

async function tokenOf(caller: Caller, w: AuthorizationWorld): Promise<string | undefined> {
  switch (caller) {
    case 'anonymous':
      return undefined;
    case 'garbage':
      return GARBAGE_TOKEN;
    case 'expired':
      return expiredAccessToken(w.home.admin.user, w.home.tenantId);
    case 'forged':
      return forgedAccessToken(w.home.admin.user, w.home.tenantId);
    case 'foreignAdmin':
      return w.foreign.admin.token;
    case 'crossTenant':
      return w.home.admin.token;
    default:
      return w.home[caller].token;
  }
}

function expectedOf(row: Row, caller: Caller): number {
  switch (caller) {
    case 'anonymous':
    case 'garbage':
    case 'expired':
    case 'forged':
    case 'foreignAdmin':
      return 401;
    case 'crossTenant':
      return row.crossTenant?.status ?? row.expect.admin;
    default:
      return row.expect[caller];
  }
}

/** The request as its row names it (`{param}` where the row has one), so a row cannot call the wrong route. */
function endpointOf(request: Request, endpoint: string): string {
  const pattern = endpoint.split(' ')[1]?.split('/') ?? [];
  const path = (request.url.split('?')[0] ?? '').split('/');
  const named = path.map((part, i) => (pattern[i]?.startsWith('{') ? pattern[i] : part));
  return `${request.method} ${named.join('/')}`;
}

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});

describe.each(rows)('$endpoint', (row) => {
  it.each(callers)('as %s', async (caller) => {
    const w = await createWorld();
    const request = caller === 'crossTenant' && row.crossTenant ? row.crossTenant.request(w) : row.request(w);
    expect(endpointOf(request, row.endpoint)).toBe(row.endpoint);
    const response = await t.call({ ...request, host: w.home.host, token: await tokenOf(caller, w) });

    expect(response.statusCode, response.body).toBe(expectedOf(row, caller));
    if (response.statusCode >= 400) {
      const body = errorBodySchema.strict().parse(response.json());
      expect(body.label).not.toBe('');
      if (response.statusCode === 401 || response.statusCode === 403 || response.statusCode === 404) {
        expect(body.violations).toEqual([]);
      }
    }
    for (const secret of w.foreignSecrets) expect(response.body).not.toContain(secret);
  });
});

describe('the matrix', () => {
  it('has a row for every endpoint that needs a bearer token', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const secured = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => (operation.security ?? []).length > 0)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set(rows.map((row) => row.endpoint));
    expect(secured.filter((endpoint) => !covered.has(endpoint))).toEqual([]);
    expect(secured.length).toBeGreaterThanOrEqual(9);
  });
});

/**
 * Issue #15, finding 3 (decision 027): a person both tenants know. The foreign tenant's admin,
 * advisor and investor are also people the home tenant works with, by the same e-mail. Every path
 * that takes an e-mail or reaches for another context, called on the home host, must show nothing
 * of what the foreign tenant knows (names, ids, tenant) and change nothing there.
 */
interface PersonRow {
  path: string;
  call: (w: PersonWorld) => { method: Request['method']; url: string; body?: unknown; token?: string };
  status: number;
}

type PersonWorld = AuthorizationWorld & {
  foreignPerson: { id: string; email: string; firstName: string; surname: string };
  /** A home advisor account of the same person as `foreignPerson`, signed in on the home host. */
  homeTwin: { token: string };
};

const unseen = 'Tajemnicza';
const unseenSurname = 'Obcokrajowa';

async function personWorld(): Promise<PersonWorld> {
  const w = await createWorld();
  const foreignInvestor = await createInvestor(t.db, w.foreign.tenantId);
  const person = await t.db.user.update({
    where: { id: foreignInvestor.user.id },
    data: { firstName: unseen, surname: unseenSurname },
  });
  await t.db.user.update({
    where: { id: w.foreign.advisor.user.id },
    data: { firstName: 'Ukryta', surname: 'Agentka' },
  });
  const twin = await addAdvisor(t.db, w.home.tenantId, { email: person.email, networkIds: [w.home.networks.other.id] });
  return {
    ...w,
    foreignPerson: { id: person.id, email: person.email, firstName: unseen, surname: unseenSurname },
    homeTwin: { token: await sessionAccessToken(t.db, twin.user, w.home.tenantId) },
    foreignSecrets: [...w.foreignSecrets, person.id, unseen, unseenSurname, 'Ukryta', 'Agentka'],
  };
}

const form = (w: PersonWorld, email: string) =>
  advisorFormBody([w.home.networks.coordinated.id], { email, firstName: 'Nowy', surname: 'Doradca' });

const personRows: PersonRow[] = [
  {
    path: "POST /api/advisor/advisor with the e-mail of a foreign tenant's advisor",
    call: (w) => ({
      method: 'POST',
      url: advisorsUrl,
      body: form(w, w.foreign.advisor.email),
      token: w.home.admin.token,
    }),
    status: 201,
  },
  {
    path: "PUT /api/advisor/advisor/{id} to a foreign advisor's e-mail",
    call: (w) => ({
      method: 'PUT',
      url: subjectUrl(w),
      body: form(w, w.foreign.admin.email),
      token: w.home.admin.token,
    }),
    status: 200,
  },
  {
    path: 'PUT /api/advisor/advisor/{id} renaming the home account of a person the foreign tenant knows',
    call: (w) => ({
      method: 'PUT',
      url: subjectUrl(w),
      body: form(w, w.home.subject.email),
      token: w.home.admin.token,
    }),
    status: 200,
  },
  {
    path: "POST /api/advisor/campaign/…/invite-investor with a foreign investor's e-mail",
    call: (w) => ({
      ...invitation(w, 'home'),
      body: { ...(invitation(w, 'home').body as object), investorEmail: w.foreignPerson.email },
      token: w.home.coordinator.token,
    }),
    status: 201,
  },
  {
    path: "POST /api/advisor/kyc/investor-request/send with a foreign investor's e-mail",
    call: (w) => ({
      method: 'POST',
      url: '/api/advisor/kyc/investor-request/send',
      body: { investorEmail: w.foreignPerson.email, message: 'Prosimy o wypełnienie ankiety KYC.' },
      token: w.home.advisor.token,
    }),
    status: 201,
  },
  {
    path: 'GET /api/contexts of the home account of a person the foreign tenant knows',
    call: (w) => ({ method: 'GET', url: '/api/contexts', token: w.homeTwin.token }),
    status: 200,
  },
  {
    path: 'GET /api/auth/data of that home account',
    call: (w) => ({ method: 'GET', url: '/api/auth/data', token: w.homeTwin.token }),
    status: 200,
  },
  {
    path: "PATCH /api/auth/change-context to the foreign tenant's panel",
    call: (w) => ({
      method: 'PATCH',
      url: '/api/auth/change-context',
      body: { contextId: w.foreign.tenantId, contextType: 'investor-panel' },
      token: w.homeTwin.token,
    }),
    status: 403,
  },
  {
    path: "PATCH /auth/change-context with a foreign account's token",
    call: (w) => ({ method: 'PATCH', url: '/auth/change-context', body: { token: w.foreign.advisor.token } }),
    status: 401,
  },
  {
    path: "POST /auth/login with a foreign admin's e-mail",
    call: (w) => ({
      method: 'POST',
      url: '/auth/login',
      body: { email: w.foreign.admin.email, password: 'Str0ng!Passw0rd' },
    }),
    status: 401,
  },
  {
    path: "POST /auth/investor/send-token with a foreign investor's e-mail",
    call: (w) => ({ method: 'POST', url: '/auth/investor/send-token', body: { email: w.foreignPerson.email } }),
    status: 200,
  },
  {
    path: "POST /auth/password/send-remind-request with a foreign admin's e-mail",
    call: (w) => ({
      method: 'POST',
      url: '/auth/password/send-remind-request',
      body: { email: w.foreign.admin.email },
    }),
    status: 200,
  },
  {
    path: "POST /auth/activate/send-token with a foreign advisor's e-mail",
    call: (w) => ({ method: 'POST', url: '/auth/activate/send-token', body: { email: w.foreign.advisor.email } }),
    status: 200,
  },
];

/** What the foreign tenant knows, to compare before and after. */
async function foreignState(w: PersonWorld) {
  const users = await t.db.user.findMany({
    where: { tenantId: w.foreign.tenantId },
    orderBy: { id: 'asc' },
    select: { id: true, email: true, firstName: true, surname: true, passwordHash: true, securityStamp: true },
  });
  const [contexts, tokens, mails] = await Promise.all([
    t.db.userContext.count({ where: { tenantId: w.foreign.tenantId } }),
    t.db.oneTimeToken.count({ where: { tenantId: w.foreign.tenantId } }),
    t.db.mailOutbox.count({ where: { tenantId: w.foreign.tenantId } }),
  ]);
  return { users, contexts, tokens, mails };
}

describe('a person both tenants know (issue #15, finding 3)', () => {
  it.each(personRows)('$path: nothing of the other tenant is shown or changed', async (row) => {
    const w = await personWorld();
    const before = await foreignState(w);
    const mailsToPerson = await t.db.mailOutbox.count({
      where: { toAddress: { in: [w.foreignPerson.email, w.foreign.admin.email, w.foreign.advisor.email] } },
    });
    const { token, ...request } = row.call(w);

    const response = await t.call({ ...request, host: w.home.host, ...(token ? { token } : {}) });

    expect(response.statusCode, response.body).toBe(row.status);
    // What the caller typed (the e-mail) may come back; nothing else the other tenant knows.
    const typed = JSON.stringify(request.body ?? {});
    for (const secret of w.foreignSecrets.filter((value) => !typed.includes(value))) {
      expect(response.body).not.toContain(secret);
    }
    expect(await foreignState(w)).toEqual(before);
    // Token-sending paths answer alike and mail nobody of the other tenant.
    if (request.url.startsWith('/auth/')) {
      const after = await t.db.mailOutbox.count({
        where: { toAddress: { in: [w.foreignPerson.email, w.foreign.admin.email, w.foreign.advisor.email] } },
      });
      expect(after).toBe(mailsToPerson);
    }
  });

  it("the home account of such a person lists only the home tenant's contexts", async () => {
    const w = await personWorld();
    const response = await t.call({ method: 'GET', url: '/api/contexts', host: w.home.host, token: w.homeTwin.token });
    expect(response.json()).toEqual([
      { id: w.home.tenantId, context: 'advisor-panel', tenantName: expect.any(String) },
    ]);
  });
});
