import {
  chooseLegalDocument,
  type HostBranding,
  type LandingPage,
  type LegalDocumentKind,
  legalDocumentPath,
} from '@wl/shared';
import type { FastifyInstance } from 'fastify';

/**
 * The landing data with each published legal document's stable path in place of its link field
 * (decision 043): what the portal links to, in the host's language.
 */
function landingWithDocuments(branding: HostBranding): LandingPage {
  const { landing } = branding;
  const path = (kind: LegalDocumentKind, link: string | null) => {
    const document = chooseLegalDocument(branding.legalDocuments ?? [], kind, landing.language, landing.language);
    return document ? legalDocumentPath(document.kind, document.language) : link;
  };
  return {
    ...landing,
    investmentRisks: path('risks', landing.investmentRisks),
    reg: path('terms', landing.reg),
    privacy_policy: path('privacy', landing.privacy_policy),
  };
}

/**
 * Spec §7: `GET /public-api/advisor-panel-configuration` (the host's admin configuration) and
 * `GET /public-api/landing-page` (its landing-page data). The host decides which tenant
 * answers; the Context-Id/Context-Type headers the portal sends are accepted but never
 * trusted to pick another tenant's configuration.
 */
export default async function publicConfigRoutes(app: FastifyInstance): Promise<void> {
  app.get('/public-api/advisor-panel-configuration', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.hostEntry(request).branding.admin;
  });

  app.get('/public-api/landing-page', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return landingWithDocuments(app.hostEntry(request).branding);
  });
}
