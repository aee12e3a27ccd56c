import { sanitizeFileName } from '@wl/api';
import type { Database } from '@wl/db';
import { type Language, translate } from '@wl/shared';
import { LEGAL_DOCUMENT_MAX_BYTES, languageSchema } from '@wl/shared/config';
import { brandingAssetKinds, brandingUploadLimits, hasRole } from '@wl/shared/console';
import { edgeErrorCodes, errorBody, errorCodes } from '@wl/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditConsole } from '../audit.ts';
import { readCookie, resolveSession, SESSION_COOKIE } from '../auth/session.ts';
import { findLegalDocumentFile, saveLegalDocumentFile } from '../legal-documents/legal-document-service.ts';
import { saveBrandingAsset } from './branding-asset-service.ts';

/** The language of the operator's browser (Accept-Language), Polish when it names neither. */
function requestLanguage(request: FastifyRequest): Language {
  return languageSchema.safeParse(request.headers['accept-language']?.slice(0, 2).toLowerCase()).data ?? 'pl';
}

/** A legal document (decision 043): a PDF the draft names by hash. */
const LEGAL_DOCUMENT = 'legalDocument';

/** The raw file is the body: nothing larger than the largest kind's limit is even read. */
const BODY_LIMIT = Math.max(
  LEGAL_DOCUMENT_MAX_BYTES,
  ...Object.values(brandingUploadLimits).map((limit) => limit.maxBytes),
);

const paramsSchema = z.object({ kind: z.enum([...brandingAssetKinds, LEGAL_DOCUMENT]) });

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
 * `POST /console/uploads/{logo|logoInverse|favicon|legalDocument}`: the operator's image or PDF
 * as the raw body (`application/octet-stream`, which no cross-site form can send without a
 * preflight) and its name in `X-File-Name` (URI-encoded). An image answers the same-host path to
 * put in the draft (public once a published config points at it, never before anyone knows its
 * hash); a legal document answers `{ sha256, fileName, size }` for the draft's `legalDocuments`,
 * served to visitors only once published (decision 043).
 *
 * `GET /console/legal-documents/<sha256>.pdf`: an uploaded document, to signed-in operators only
 * (the editor's "open" link of a document not yet published).
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
    // An upload is part of a draft: editors and above (decision 046).
    if (!hasRole(session.operator.role, 'editor')) {
      return reply.code(403).send(errorBody(translate(language, 'errors:forbidden'), edgeErrorCodes.forbidden));
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
    const audit = (event: `console.${string}`, data: Record<string, string | number>) =>
      auditConsole(db, event, {
        ip: request.ip,
        data: { operatorId: session.operator.id, email: session.operator.email, fileName, ...data },
      });
    if (params.data.kind === LEGAL_DOCUMENT) {
      const saved = await saveLegalDocumentFile(db, {
        fileName,
        bytes: request.body,
        uploadedBy: session.operator.email,
      });
      if (!saved.ok) return refuseUpload(reply, language, saved.failure);
      await audit('console.legal_document_uploaded', { sha256: saved.file.sha256, size: saved.file.size });
      return reply.code(201).send(saved.file);
    }
    const saved = await saveBrandingAsset(db, {
      kind: params.data.kind,
      fileName,
      bytes: request.body,
      uploadedBy: session.operator.email,
    });
    if (!saved.ok) return refuseUpload(reply, language, saved.failure);
    await audit('console.branding_asset_uploaded', {
      kind: params.data.kind,
      path: saved.asset.path,
      size: saved.asset.size,
    });
    return reply.code(201).send(saved.asset);
  });

  scope.get<{ Params: { name: string } }>('/console/legal-documents/:name', async (request, reply) => {
    const language = requestLanguage(request);
    const session = await resolveSession(db, readCookie(request.headers.cookie, SESSION_COOKIE));
    if (!session) {
      return reply.code(401).send(errorBody(translate(language, 'errors:sessionExpired'), errorCodes.sessionExpired));
    }
    const bytes = await findLegalDocumentFile(db, request.params.name.replace(/\.pdf$/, ''));
    if (!bytes) return reply.code(404).send(errorBody(translate(language, 'errors:notFound'), edgeErrorCodes.notFound));
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
      .type('application/pdf')
      .send(Buffer.from(bytes));
  });
}

/** A refused file, in the catalogue's shape: 413 when too large, 400 otherwise. */
function refuseUpload(
  reply: FastifyReply,
  language: Language,
  failure: { key: string; params?: Record<string, string | number> },
) {
  const title = translate(language, failure.key, failure.params);
  const tooLarge = failure.key.endsWith('TooLarge');
  return reply
    .code(tooLarge ? 413 : 400)
    .send(
      errorBody(title, tooLarge ? errorCodes.fileTooLarge : errorCodes.fileUnsupportedType, {}, [
        { propertyPath: 'file', title, message: failure.key },
      ]),
    );
}
