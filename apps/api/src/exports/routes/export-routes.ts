import type {} from '@wl/db/fastify';
import { todayIso } from '@wl/shared';
import {
  type ExportFormat,
  funnelExportQuerySchema,
  idSchema,
  investmentExportQuerySchema,
  scheduleExportQuerySchema,
} from '@wl/shared/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AdvisorCaller, advisorCallerOfRequest } from '../../core/advisor-caller.ts';
import { requestLanguage } from '../../core/error-handler.ts';
import { principalOf, requireAdvisor, requireInvestor, requireInvestorPanelOpen } from '../../core/principal.ts';
import { documented, readErrorResponses, writeErrorResponses } from '../../core/routes.ts';
import { networkOfferScope, ownOfferScope } from '../../offers/offer-scope.ts';
import { funnelExport } from '../services/funnel-export.ts';
import { investmentsExport } from '../services/investments-export.ts';
import { advisorScheduleExport, investorScheduleExport } from '../services/schedule-export.ts';
import { type Section, tabularFile } from '../services/tabular-file.ts';

const offerIdParams = z.strictObject({ offerId: idSchema });
const investorOfferParams = z.strictObject({ id: idSchema });
const fileDescription =
  'CSV (UTF-8 with a BOM, `;`-separated, CRLF, spec §9 formats) or XLSX (real numbers and dates); streamed (decision 073).';

/**
 * Sends the file as a stream, with a safe name; a client that goes away stops the reading of
 * rows (the signal) before the next batch.
 */
function sendFile(reply: FastifyReply, format: ExportFormat, sections: readonly Section[], baseName: string) {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const file = tabularFile(format, sections, controller.signal);
  const fileName = `${baseName.replace(/[^\w.-]+/g, '-')}.${file.extension}`;
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}

/** Issue 20, item 5: the investments table, the funnel and a schedule as CSV or XLSX files (decision 073). */
export async function exportRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const overseer = requireAdvisor('coordinator', 'admin');
  const investments =
    (view: 'own' | 'network') =>
    async (
      request: { query: z.output<typeof investmentExportQuerySchema> } & Parameters<typeof advisorCallerOfRequest>[0],
      reply: FastifyReply,
    ) => {
      const caller: AdvisorCaller = advisorCallerOfRequest(request);
      const scope = view === 'own' ? ownOfferScope(caller) : networkOfferScope(caller);
      const file = await investmentsExport(api.db, api.pgPool, scope, request.query, {
        tenantId: caller.tenantId,
        withOwner: view === 'network',
        language: requestLanguage(request),
        today: todayIso(),
      });
      return sendFile(reply, request.query.format, [file.section], file.baseName);
    };

  api.get(
    '/api/advisor/investor/offers/export',
    {
      onRequest: requireAdvisor(),
      schema: {
        ...documented(
          'offers',
          'The offers the caller owns that the filters match, in the sort order, with the given columns, as a file',
          `The list query of GET /api/advisor/investor/offers (limit and offset ignored) plus \`format\` and \`columns\`. ${fileDescription}`,
        ),
        querystring: investmentExportQuerySchema,
        response: writeErrorResponses,
      },
    },
    investments('own'),
  );

  api.get(
    '/api/advisor/investor/offers-by-network/export',
    {
      onRequest: overseer,
      schema: {
        ...documented(
          'offers',
          'The offers of the networks the caller oversees that the filters match, with the given columns, as a file',
          `The list query of GET /api/advisor/investor/offers-by-network plus \`format\` and \`columns\`. ${fileDescription}`,
        ),
        querystring: investmentExportQuerySchema,
        response: writeErrorResponses,
      },
    },
    investments('network'),
  );

  api.get(
    '/api/advisor/funnel/export',
    {
      onRequest: requireAdvisor(),
      schema: {
        ...documented(
          'insight',
          'The funnel of GET /api/advisor/funnel (same query and scope) as a file: the steps and the money',
          `Two sheets in XLSX, two blocks in CSV. ${fileDescription}`,
        ),
        querystring: funnelExportQuerySchema,
        response: readErrorResponses,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const file = await funnelExport(api.db, advisorCallerOfRequest(request), query, requestLanguage(request));
      return sendFile(reply, format, file.sections, file.baseName);
    },
  );

  api.get(
    '/api/advisor/investor/:offerId/schedule/export',
    {
      onRequest: requireAdvisor(),
      schema: {
        ...documented('offers', 'The schedule of one investment the caller may read, as a file', fileDescription),
        params: offerIdParams,
        querystring: scheduleExportQuerySchema,
        response: writeErrorResponses,
      },
    },
    async (request, reply) => {
      const file = await advisorScheduleExport(
        api.db,
        advisorCallerOfRequest(request),
        request.params.offerId,
        requestLanguage(request),
      );
      return sendFile(reply, request.query.format, [file.section], file.baseName);
    },
  );

  api.get(
    '/investor-api/offer/:id/schedule/export',
    {
      onRequest: [requireInvestor, requireInvestorPanelOpen],
      schema: {
        ...documented('investor', 'The schedule of one of the investor’s investments, as a file', fileDescription),
        params: investorOfferParams,
        querystring: scheduleExportQuerySchema,
        response: writeErrorResponses,
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const caller = { tenantId: principal.tenantId, investorId: principal.investorId as string };
      const file = await investorScheduleExport(api.db, caller, request.params.id, requestLanguage(request));
      return sendFile(reply, request.query.format, [file.section], file.baseName);
    },
  );
}
