import type {} from '@wl/db/fastify';
import { errorBodySchema } from '@wl/shared/errors';
import {
  followUpQuerySchema,
  followUpSettingsSchema,
  idSchema,
  reminderSentSchema,
  stalledOffersSchema,
} from '@wl/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../../audit/audit.ts';
import { advisorCallerOfRequest } from '../../core/advisor-caller.ts';
import { requestLanguage } from '../../core/error-handler.ts';
import { requireAdvisor } from '../../core/principal.ts';
import { documented, readErrorResponses, sendTotal, writeErrorResponses } from '../../core/routes.ts';
import { followUpSettings, updateFollowUpSettings } from '../services/follow-up-settings.ts';
import { sendReminder } from '../services/send-reminder.ts';
import { stallClock, stalledOffers } from '../services/stalled-offers.ts';

/** Issue 20, item 4 (decision 072): the stalled offers, the tenant's follow-up settings, one reminder. */
export async function followUpRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/advisor/follow-up',
    {
      onRequest: requireAdvisor(),
      schema: {
        ...documented(
          'follow-up',
          'The stalled offers of the caller’s scope, longest stalled first (total in x-total-count)',
          'Viewed with no interest, interested but not accepted, accepted but unsigned, signed but unpaid, each ' +
            "for at least the tenant's N days. An advisor sees its own offers, a coordinator its own and its " +
            "networks', an admin the tenant's. `stage` and `campaignId` only narrow.",
        ),
        querystring: followUpQuerySchema,
        response: { 200: stalledOffersSchema, ...readErrorResponses },
      },
    },
    async (request, reply) => {
      const page = await stalledOffers(
        api.db,
        advisorCallerOfRequest(request),
        request.query,
        requestLanguage(request),
        stallClock(api.linkLifetimes.offerGraceDays),
      );
      sendTotal(reply, page.total);
      return page.rows;
    },
  );

  api.get(
    '/api/advisor/follow-up/settings',
    {
      onRequest: requireAdvisor(),
      schema: {
        ...documented('follow-up', 'The tenant’s follow-up settings: N days and automatic reminders'),
        response: { 200: followUpSettingsSchema, ...readErrorResponses },
      },
    },
    (request) => followUpSettings(api.db, request.tenant.tenantId),
  );

  api.put(
    '/api/advisor/follow-up/settings',
    {
      onRequest: requireAdvisor('admin'),
      schema: {
        ...documented('follow-up', 'Changes the tenant’s follow-up settings (admins; audit-logged)'),
        body: followUpSettingsSchema,
        response: { 200: followUpSettingsSchema, ...writeErrorResponses },
      },
    },
    (request) => updateFollowUpSettings(api.db, request.tenant.tenantId, request.body, auditActor(request)),
  );

  api.post(
    '/api/advisor/investor/:offerId/reminder',
    {
      onRequest: requireAdvisor(),
      schema: {
        ...documented(
          'follow-up',
          'Mails the investor of a stalled offer a reminder in their language (once in 24 hours per offer)',
          '409 `offer.not_stalled` when the offer is in no stall now; 429 `offer.reminder_too_soon` with ' +
            '`parameters.nextReminderAt` within 24 hours of its last reminder, by hand or automatic.',
        ),
        params: z.strictObject({ offerId: idSchema }),
        response: { 201: reminderSentSchema, ...writeErrorResponses, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const sent = await sendReminder(
        api.db,
        advisorCallerOfRequest(request),
        request.tenant,
        request.params.offerId,
        api.linkLifetimes.offerGraceDays,
      );
      return reply.code(201).send(sent);
    },
  );
}
