import {
  approvePublishResultSchema,
  brandingHostInputSchema,
  publishRequestIdSchema,
  publishRequestSchema,
  publishRulesSchema,
  rejectPublishRequestSchema,
  requestPublishSchema,
  setFourEyesSchema,
} from '@wl/shared/console';
import { z } from 'zod';
import {
  adminProcedure,
  type ConsoleContext,
  editorProcedure,
  operatorProcedure,
  publisherProcedure,
  router,
} from '../trpc.ts';
import {
  approveRequest,
  cancelRequest,
  requestPublish as createRequest,
  type RequestActor,
  publishRules as readPublishRules,
  rejectRequest,
  setFourEyes as setTenantFourEyes,
} from './publish-request-service.ts';

function actorOf(ctx: ConsoleContext & { operator: NonNullable<ConsoleContext['operator']> }): RequestActor {
  return { operator: ctx.operator, ip: ctx.ip, publicOrigins: ctx.publicOrigins };
}

/** `publishing.rules`: any operator sees whether a publish waits, and why. */
export const publishRules = operatorProcedure
  .input(brandingHostInputSchema)
  .output(publishRulesSchema)
  .query(({ ctx, input }) => readPublishRules(ctx.db, input.hostConfigId));

/** `publishing.request`: editors ask (four-eyes); publishers schedule. */
export const requestPublish = editorProcedure
  .input(requestPublishSchema)
  .output(publishRequestSchema)
  .mutation(async ({ ctx, input }) => {
    const request = await createRequest(ctx.db, actorOf(ctx), input);
    ctx.publishScheduler?.wake();
    return request;
  });

/** `publishing.approve`: a publisher other than the requester. */
export const approvePublishRequest = publisherProcedure
  .input(publishRequestIdSchema)
  .output(approvePublishResultSchema)
  .mutation(async ({ ctx, input }) => {
    const result = await approveRequest(ctx.db, actorOf(ctx), input.requestId);
    ctx.publishScheduler?.wake();
    return result;
  });

/** `publishing.reject`: a publisher other than the requester, with a reason. */
export const rejectPublishRequest = publisherProcedure
  .input(rejectPublishRequestSchema)
  .output(publishRequestSchema)
  .mutation(({ ctx, input }) => rejectRequest(ctx.db, actorOf(ctx), input));

/** `publishing.cancel`: the requester (an editor at least), or any publisher. */
export const cancelPublishRequest = editorProcedure
  .input(publishRequestIdSchema)
  .output(publishRequestSchema)
  .mutation(({ ctx, input }) => cancelRequest(ctx.db, actorOf(ctx), input.requestId));

/** `publishing.setFourEyes`: admins turn the tenant's four-eyes rule on or off. */
export const setFourEyes = adminProcedure
  .input(setFourEyesSchema)
  .output(z.object({ enabled: z.boolean() }))
  .mutation(({ ctx, input }) => setTenantFourEyes(ctx.db, actorOf(ctx), input));

/**
 * `publishing.*`: publishes that wait for a second operator's approval (the tenant's four-eyes
 * rule) or for their time, and the rule itself (issue 17, item 7; decision 047).
 */
export const publishingRouter = router({
  rules: publishRules,
  request: requestPublish,
  approve: approvePublishRequest,
  reject: rejectPublishRequest,
  cancel: cancelPublishRequest,
  setFourEyes,
});
