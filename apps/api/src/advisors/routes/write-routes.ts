import type {} from '@wl/db/fastify';
import { advisorDetailSchema, advisorFormSchema } from '@wl/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdvisor } from '../../core/principal.ts';
import { writeErrorResponses } from '../../core/routes.ts';
import { activateAdvisor } from '../services/activate-advisor.ts';
import { archiveAdvisor } from '../services/archive-advisor.ts';
import { createAdvisor } from '../services/create-advisor.ts';
import { sendAdvisorActivation } from '../services/send-advisor-activation.ts';
import { writeContextOf } from '../services/service-context.ts';
import { updateAdvisor } from '../services/update-advisor.ts';
import { advisorIdParams, documented } from './schemas.ts';

/**
 * Advisor management (spec §1 "administrators of advisors"): admins only. The guard runs on
 * request, before the body is read, so a caller without the right learns nothing from validation.
 */
export async function advisorWriteRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireAdvisor('admin');
  const refusals = writeErrorResponses;

  api.post(
    '/api/advisor/advisor',
    {
      onRequest: admin,
      schema: {
        ...documented('Create an advisor (status initial) and mail the activation link'),
        body: advisorFormSchema,
        response: { 201: advisorDetailSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const advisor = await createAdvisor(api.db, writeContextOf(request), request.body);
      return reply.code(201).send(advisor);
    },
  );

  api.put(
    '/api/advisor/advisor/:id',
    {
      onRequest: admin,
      schema: {
        ...documented('Update an advisor; its networks are replaced by the form’s'),
        params: advisorIdParams,
        body: advisorFormSchema,
        response: { 200: advisorDetailSchema, ...refusals },
      },
    },
    (request) => updateAdvisor(api.db, writeContextOf(request), request.params.id, request.body),
  );

  api.patch(
    '/api/advisor/advisor/:id/activate',
    {
      onRequest: admin,
      schema: {
        ...documented('Activate an advisor (from initial, or re-activate an archived one)'),
        params: advisorIdParams,
        response: { 200: advisorDetailSchema, ...refusals },
      },
    },
    (request) => activateAdvisor(api.db, writeContextOf(request), request.params.id),
  );

  api.delete(
    '/api/advisor/advisor/:id',
    {
      onRequest: admin,
      schema: {
        ...documented('Archive an advisor (status deleted): data kept, sessions ended'),
        params: advisorIdParams,
        response: { 200: advisorDetailSchema, ...refusals },
      },
    },
    (request) => archiveAdvisor(api.db, writeContextOf(request), request.params.id),
  );

  api.post(
    '/api/advisor/advisor/:id/send-activation',
    {
      onRequest: admin,
      schema: {
        ...documented('Mail a new activation link to an advisor not activated yet'),
        params: advisorIdParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await sendAdvisorActivation(api.db, writeContextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
