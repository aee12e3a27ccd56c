import type {} from '@wl/db/fastify';
import { documentListQuerySchema, documentRowSchema, idSchema } from '@wl/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { advisorCallerOfRequest } from '../../core/advisor-caller.ts';
import { requireAdvisor } from '../../core/principal.ts';
import { documented, readErrorResponses, sendTotal, writeErrorResponses } from '../../core/routes.ts';
import { sendStoredFile } from '../../files/downloads.ts';
import { readUpload } from '../../files/uploads.ts';
import { createDocument, deleteDocument, documentFile, listDocuments } from '../services/documents.ts';

const documentIdParams = z.strictObject({ id: idSchema });

/**
 * Spec §7 GET /api/advisor/advisor/documents (newest first; the portal fetches all with
 * limit=99999), with uploads, downloads and deletion. Every advisor-panel role; what each sees
 * is decided in documents.ts.
 */
export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAdvisor();

  api.get(
    '/api/advisor/advisor/documents',
    {
      onRequest,
      schema: {
        ...documented('documents', 'Documents the caller sees, filtered, sorted and paged; the total in x-total-count'),
        querystring: documentListQuerySchema,
        response: { 200: z.array(documentRowSchema), ...readErrorResponses },
      },
    },
    async (request, reply) => {
      const page = await listDocuments(api.db, advisorCallerOfRequest(request), request.query);
      sendTotal(reply, page.total);
      return page.rows;
    },
  );

  api.post(
    '/api/advisor/advisor/documents',
    {
      onRequest,
      schema: {
        ...documented('documents', 'Uploads a document of the caller’s own'),
        description:
          'multipart/form-data with one file in the field `file`: PDF, JPEG or PNG (checked by content, and the name’s extension must agree), at most 10 MB.',
        response: {
          201: documentRowSchema,
          ...writeErrorResponses,
          413: writeErrorResponses[400],
          415: writeErrorResponses[400],
        },
      },
    },
    async (request, reply) => {
      const caller = advisorCallerOfRequest(request);
      const upload = await readUpload(request);
      return reply.code(201).send(await createDocument(api.db, api.storage, caller, upload));
    },
  );

  api.get(
    '/api/advisor/advisor/documents/:id/file',
    {
      onRequest,
      schema: {
        ...documented('documents', 'The bytes of a document the caller sees, as an attachment'),
        params: documentIdParams,
        response: readErrorResponses,
      },
    },
    async (request, reply) => {
      const file = await documentFile(api.db, advisorCallerOfRequest(request), request.params.id);
      return sendStoredFile(reply, api.storage, file);
    },
  );

  api.delete(
    '/api/advisor/advisor/documents/:id',
    {
      onRequest,
      schema: {
        ...documented('documents', 'Deletes one of the caller’s documents (an admin: any of the tenant)'),
        params: documentIdParams,
        response: { 204: z.null(), ...writeErrorResponses },
      },
    },
    async (request, reply) => {
      await deleteDocument(api.db, api.storage, advisorCallerOfRequest(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
