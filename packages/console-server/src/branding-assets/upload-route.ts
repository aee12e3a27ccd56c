import { sanitizeFileName } from '@wl/api';
import type { Database } from '@wl/db';
import { type Language, translate } from '@wl/shared';
import { languageSchema } from '@wl/shared/config';
import { brandingAssetKinds, brandingUploadLimits } from '@wl/shared/console';
import { edgeErrorCodes, errorBody, errorCodes } from '@wl/shared/errors';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditConsole } from '../audit.ts';
import { readCookie, resolveSession, SESSION_COOKIE } from '../auth/session.ts';
import { saveBrandingAsset } from './branding-asset-service.ts';

/** The language of the operator's browser (Accept-Language), Polish when it names neither. */
function requestLanguage(request: FastifyRequest): Language {
  return languageSchema.safeParse(request.headers['accept-language']?.slice(0, 2).toLowerCase()).data ?? 'pl';
}

/** The raw image is the body: nothing larger than the largest kind's limit is even read. */
const BODY_LIMIT = Math.max(...Object.values(brandingUploadLimits).map((limit) => limit.maxBytes));

const paramsSchema = z.object({ kind: z.enum(brandingAssetKinds) });

function fileNameOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-file-name'];
  if (typeof header !== 'string' || header === '') return undefined;
  try {
    return sanitizeFileName(decodeURIComponent(header));
  } catch {
    return undefined;
  }
}

/**
 * `POST /console/uploads/{logo|logoInverse|favicon}`: the operator's image as the raw body
 * (`application/octet-stream`, which no cross-site form can send without a preflight) and its
 * name in `X-File-Name` (URI-encoded). Answers the same-host path to put in the draft; the image
 * is public once a published config points at it, never before anyone knows its hash.
 */
export async function brandingUploadRoute(scope: FastifyInstance, db: Database): Promise<void> {
  scope.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );

  // The two refusals Fastify makes before the handler runs, in the catalogue's terms; anything
  // else goes on to the edge's error handler.
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .code(413)
        .send(errorBody(translate(language, 'errors:fileTooLarge'), errorCodes.fileTooLarge, { maxBytes: BODY_LIMIT }));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .code(415)
        .send(errorBody(translate(language, 'errors:fileUnsupportedType'), errorCodes.fileUnsupportedType));
    }
    throw error;
  });

  scope.post('/console/uploads/:kind', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const language = requestLanguage(request);
    const session = await resolveSession(db, readCookie(request.headers.cookie, SESSION_COOKIE));
    if (!session) {
      return reply.code(401).send(errorBody(translate(language, 'errors:sessionExpired'), errorCodes.sessionExpired));
    }
    const params = paramsSchema.safeParse(request.params);
    if (!params.success) {
      return reply.code(404).send(errorBody(translate(language, 'errors:notFound'), edgeErrorCodes.notFound));
    }
    if (!Buffer.isBuffer(request.body)) {
      return reply
        .code(415)
        .send(errorBody(translate(language, 'errors:fileUnsupportedType'), errorCodes.fileUnsupportedType));
    }
    const fileName = fileNameOf(request) ?? 'file';
    const saved = await saveBrandingAsset(db, {
      kind: params.data.kind,
      fileName,
      bytes: request.body,
      uploadedBy: session.operator.email,
    });
    if (!saved.ok) {
      const title = translate(language, saved.failure.key, saved.failure.params);
      const code = saved.failure.key.endsWith('TooLarge') ? errorCodes.fileTooLarge : errorCodes.fileUnsupportedType;
      return reply
        .code(saved.failure.key.endsWith('TooLarge') ? 413 : 400)
        .send(errorBody(title, code, {}, [{ propertyPath: 'file', title, message: saved.failure.key }]));
    }
    await auditConsole(db, 'console.branding_asset_uploaded', {
      ip: request.ip,
      data: {
        operatorId: session.operator.id,
        email: session.operator.email,
        kind: params.data.kind,
        fileName,
        path: saved.asset.path,
        size: saved.asset.size,
      },
    });
    return reply.code(201).send(saved.asset);
  });
}
