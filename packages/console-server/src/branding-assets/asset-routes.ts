import { edgeErrorCodes, errorBody } from '@wl/shared/errors';
import fp from 'fastify-plugin';
import { BRANDING_ASSET_PREFIX, findBrandingAsset } from './branding-asset-service.ts';

/** The name is the content's hash, so the bytes behind a URL never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Uploaded logos and favicons on every host (decision 025): `GET /branding-assets/<sha256>.<ext>`
 * from Postgres, so every edge replica serves them without shared storage. Images only, sent
 * with their sniffed type, `nosniff` and a CSP that forbids anything active.
 */
export default fp(
  async (app) => {
    app.get<{ Params: { name: string } }>(`${BRANDING_ASSET_PREFIX}:name`, async (request, reply) => {
      const asset = await findBrandingAsset(app.db, request.params.name);
      if (!asset) return reply.code(404).send(errorBody('Not Found', edgeErrorCodes.notFound));
      return reply
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
        .type(asset.contentType)
        .send(Buffer.from(asset.bytes));
    });
  },
  { name: 'branding-assets', dependencies: ['db'] },
);
