import type {} from '@wl/db/fastify';
import {
  scheduleImportApplyPayloadSchema,
  scheduleImportPreviewPayloadSchema,
  scheduleImportPreviewSchema,
} from '@wl/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../../audit/audit.ts';
import { advisorCallerOfRequest } from '../../core/advisor-caller.ts';
import { requestLanguage } from '../../core/error-handler.ts';
import { requireAdvisor } from '../../core/principal.ts';
import { documented, writeErrorResponses } from '../../core/routes.ts';
import { applyScheduleImport, previewScheduleImport } from '../services/schedule-import.ts';

/** A JSON body holding 1 MB of CSV text (escaped quotes and newlines make it longer than the text). */
const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;

/** Issue 20, decision 071: admins import paid coupons from a CSV, previewed before it is applied. */
export async function scheduleImportRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/advisor/schedule-import/preview',
    {
      onRequest: requireAdvisor('admin'),
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        ...documented(
          'offers',
          'What a CSV of paid coupons (offer id or transfer title; payment number; amount; date) would change, line by line, with the preview’s hash; nothing is stored (admins)',
        ),
        body: scheduleImportPreviewPayloadSchema,
        response: { 200: scheduleImportPreviewSchema, ...writeErrorResponses },
      },
    },
    (request) =>
      previewScheduleImport(api.db, advisorCallerOfRequest(request), request.body.csv, requestLanguage(request)),
  );

  api.post(
    '/api/advisor/schedule-import/apply',
    {
      onRequest: requireAdvisor('admin'),
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        ...documented(
          'offers',
          'Applies a CSV of paid coupons when its preview is still the one shown (previewHash; else 409 schedule.import_changed), in one transaction, each change audited (admins)',
        ),
        body: scheduleImportApplyPayloadSchema,
        response: { 200: scheduleImportPreviewSchema, ...writeErrorResponses },
      },
    },
    (request) =>
      applyScheduleImport(
        api.db,
        advisorCallerOfRequest(request),
        { tenantId: request.tenant.tenantId, ...auditActor(request) },
        request.body.csv,
        request.body.previewHash,
        requestLanguage(request),
      ),
  );
}
