import { chooseLegalDocument, edgeErrorCodes, errorBody, parseLegalDocumentName, translate } from '@wl/shared';
import type { FastifyInstance } from 'fastify';

/** A versioned document's bytes never change; the stable name follows each publish. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=60, must-revalidate';

const PDF = 'application/pdf';

/**
 * A host's legal documents on every edge (decision 043), from Postgres:
 * `GET /legal/terms.pl.pdf` the live version of that kind and language (a host without that
 * language gets its own language's, then any), `GET /legal/terms.pl.v2.pdf` version 2 as it was
 * published, forever. Only a live host's, only published files; inline, `nosniff`, sandboxed.
 */
export default async function legalDocumentRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string } }>('/legal/:name', async (request, reply) => {
    const entry = app.hostEntry(request);
    const wanted = parseLegalDocumentName(request.params.name);
    const language = entry.branding.landing.language;
    const notFound = () =>
      reply
        .code(404)
        .header('cache-control', 'no-store')
        .send(errorBody(translate(language, 'errors:notFound'), edgeErrorCodes.notFound));
    if (!wanted || entry.status !== 'live') return notFound();

    let sha256: string | undefined;
    let version: number | undefined;
    if (wanted.version === undefined) {
      const live = chooseLegalDocument(entry.branding.legalDocuments ?? [], wanted.kind, wanted.language, language);
      sha256 = live?.sha256;
      version = live?.version;
    } else {
      const published = await app.db.legalDocument.findUnique({
        where: {
          hostConfigId_kind_language_version: {
            hostConfigId: entry.id,
            kind: wanted.kind,
            language: wanted.language,
            version: wanted.version,
          },
        },
        select: { sha256: true },
      });
      sha256 = published?.sha256;
      version = wanted.version;
    }
    if (!sha256) return notFound();
    const file = await app.db.brandingAsset.findUnique({
      where: { sha256 },
      select: { contentType: true, bytes: true },
    });
    if (file?.contentType !== PDF) return notFound();
    return reply
      .header('cache-control', wanted.version === undefined ? REVALIDATE : IMMUTABLE)
      .header('etag', `"${sha256}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
      .header('x-document-version', String(version))
      .header('content-disposition', `inline; filename="${wanted.kind}-${wanted.language}-v${version}.pdf"`)
      .type(PDF)
      .send(Buffer.from(file.bytes));
  });
}
