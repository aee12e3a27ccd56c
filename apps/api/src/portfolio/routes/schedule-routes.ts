import type {} from '@wl/db/fastify';
import { investmentScheduleSchema, scheduleMarkParamsSchema, scheduleMarkPayloadSchema } from '@wl/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor } from '../../audit/audit.ts';
import { tooManyRequests } from '../../auth/auth-errors.ts';
import { advisorCallerOfRequest } from '../../core/advisor-caller.ts';
import { requestLanguage } from '../../core/error-handler.ts';
import { principalOf, requireAdvisor, requireInvestor, requireInvestorPanelOpen } from '../../core/principal.ts';
import { limitKey } from '../../core/rate-limiter.ts';
import { documented, readErrorResponses, writeErrorResponses } from '../../core/routes.ts';
import { sendPdf } from '../../files/downloads.ts';
import { offerIdParams as investorOfferParams } from '../../offers/routes/action-schemas.ts';
import { offerIdParams } from '../../offers/routes/route-schemas.ts';
import { advisorSchedule, markSchedulePayment } from '../services/schedule-marks.ts';
import { advisorSchedulePdf, investorSchedulePdf } from '../services/schedule-pdf.ts';

/** Schedule PDFs one reader may ask for per offer in 15 minutes: plenty for a person, no lever for load. */
export const SCHEDULE_PDF_LIMIT = { max: 30, windowMs: 15 * 60_000 };

async function limitPdf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, offerId: string) {
  const subject = `${principalOf(request).userId}:${offerId}`;
  const verdict = await app.rateLimiter.window(
    limitKey('schedule-pdf', request.tenant.tenantId, subject),
    SCHEDULE_PDF_LIMIT,
  );
  if (verdict === null) return;
  reply.header('retry-after', verdict);
  throw tooManyRequests(requestLanguage(request));
}

/**
 * Issue 20, decision 071: an investment's schedule in the advisor panel (every role within its
 * offer scope), marking its payments (admins), and the schedule as a PDF for the advisor panel
 * and for the investor.
 */
export async function scheduleRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/advisor/investor/:offerId/schedule',
    {
      onRequest: requireAdvisor(),
      schema: {
        ...documented(
          'offers',
          'The interest schedule of one investment the caller may read, with each payment’s status; 409 schedule.not_available when it has none',
        ),
        params: offerIdParams,
        response: { 200: investmentScheduleSchema, ...writeErrorResponses },
      },
    },
    (request) =>
      advisorSchedule(api.db, advisorCallerOfRequest(request), request.params.offerId, requestLanguage(request)),
  );

  api.put(
    '/api/advisor/investor/:offerId/schedule/:number',
    {
      onRequest: requireAdvisor('admin'),
      schema: {
        ...documented(
          'offers',
          'Marks one payment of an investment’s schedule paid, partially paid or cancelled, or clears the mark (admins); audited',
        ),
        params: scheduleMarkParamsSchema,
        body: scheduleMarkPayloadSchema,
        response: { 200: investmentScheduleSchema, ...writeErrorResponses },
      },
    },
    (request) =>
      markSchedulePayment(
        api.db,
        advisorCallerOfRequest(request),
        { tenantId: request.tenant.tenantId, ...auditActor(request) },
        request.params.offerId,
        request.params.number,
        request.body,
        requestLanguage(request),
      ),
  );

  api.get(
    '/api/advisor/investor/:offerId/schedule.pdf',
    {
      onRequest: requireAdvisor(),
      schema: {
        ...documented(
          'offers',
          'The schedule of one investment the caller may read, as a PDF in the reader’s language',
        ),
        params: offerIdParams,
        response: { ...writeErrorResponses, 429: readErrorResponses[403] },
      },
    },
    async (request, reply) => {
      await limitPdf(app, request, reply, request.params.offerId);
      const pdf = await advisorSchedulePdf(
        api.db,
        advisorCallerOfRequest(request),
        request.params.offerId,
        request.tenant.branding,
        requestLanguage(request),
      );
      return sendPdf(reply, pdf);
    },
  );

  api.get(
    '/investor-api/offer/:id/schedule.pdf',
    {
      onRequest: [requireInvestor, requireInvestorPanelOpen],
      schema: {
        ...documented(
          'investor',
          'The schedule of one of the investor’s investments, as a PDF in the reader’s language',
        ),
        params: investorOfferParams,
        response: { ...writeErrorResponses, 429: readErrorResponses[403] },
      },
    },
    async (request, reply) => {
      await limitPdf(app, request, reply, request.params.id);
      const principal = principalOf(request);
      const caller = { tenantId: principal.tenantId, investorId: principal.investorId as string };
      const pdf = await investorSchedulePdf(
        api.db,
        caller,
        request.params.id,
        request.tenant.branding,
        requestLanguage(request),
      );
      return sendPdf(reply, pdf);
    },
  );
}
