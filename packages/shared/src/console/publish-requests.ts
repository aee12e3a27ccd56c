import { z } from 'zod';
import { idSchema } from '../schemas/fields.ts';
import { brandingPublishResultSchema, contrastOverrideSchema } from './branding-procedures.ts';
import type { ConsoleRefusal } from './refusal.ts';

/*
 * A publish that waits (issue 17, item 7; decision 047): for a second operator's approval when
 * the tenant has the four-eyes rule on, and/or for the time it was scheduled at. The edges switch
 * to it together: the publish is one transaction, which every edge hears of within ~100 ms.
 */

/** The latest a publish can be scheduled ahead. */
export const PUBLISH_SCHEDULE_MAX_DAYS = 90;

export const publishRequestKinds = ['publish', 'go_live'] as const;
export const publishRequestStatuses = [
  'awaiting_approval',
  'scheduled',
  'published',
  'rejected',
  'cancelled',
  'failed',
] as const;
export type PublishRequestStatus = (typeof publishRequestStatuses)[number];

/** A time in the future, at most {@link PUBLISH_SCHEDULE_MAX_DAYS} days ahead (checked against the server's clock). */
export const publishAtSchema = z.iso.datetime({ offset: true });

/**
 * `publishing.request`: publish the draft (or take a pending host live as it is) once
 * another operator approves (four-eyes) and/or at `publishAt`. The same checks as a publish run
 * now, so a request that could not be published is refused at once.
 */
export const requestPublishSchema = z.strictObject({
  hostConfigId: idSchema,
  kind: z.enum(publishRequestKinds),
  expectedVersion: z.number().int().positive(),
  /** The draft's revision (a `publish`); absent for `go_live`. */
  expectedRevision: z.number().int().positive().optional(),
  contrastOverride: contrastOverrideSchema.optional(),
  publishAt: publishAtSchema.optional(),
});
export type RequestPublish = z.infer<typeof requestPublishSchema>;

export const publishRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(publishRequestKinds),
  status: z.enum(publishRequestStatuses),
  expectedVersion: z.number().int(),
  draftRevision: z.number().int().nullable(),
  publishAt: z.iso.datetime().nullable(),
  requestedBy: z.string(),
  requestedById: z.uuid(),
  requestedAt: z.iso.datetime(),
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  reason: z.string().nullable(),
  publishedVersion: z.number().int().nullable(),
  /** The contrast override's reason given with the request (shown to the approver). */
  contrastReason: z.string().nullable(),
});
export type PublishRequest = z.infer<typeof publishRequestSchema>;

/** `publishing.rules`: the tenant's rule, the open request and the recent ones of the host. */
export const publishRulesSchema = z.object({
  fourEyes: z.boolean(),
  open: publishRequestSchema.nullable(),
  recent: z.array(publishRequestSchema),
});
export type PublishRules = z.infer<typeof publishRulesSchema>;

/** `publishing.approve` / `publishing.cancel`. */
export const publishRequestIdSchema = z.strictObject({ requestId: idSchema });
/** `publishing.reject`: the reason goes to the audit log and the requester. */
export const rejectPublishRequestSchema = z.strictObject({
  requestId: idSchema,
  reason: z.string().trim().min(3).max(500),
});

/** What approving answers: published now (with the publish's result), or scheduled. */
export const approvePublishResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('published'), result: brandingPublishResultSchema }),
  z.object({ status: z.literal('scheduled'), publishAt: z.iso.datetime() }),
]);
export type ApprovePublishResult = z.infer<typeof approvePublishResultSchema>;

/** `publishing.setFourEyes` (admins). */
export const setFourEyesSchema = z.strictObject({ tenantId: idSchema, enabled: z.boolean() });

const requestRefusal = (name: string, params?: Record<string, string>): ConsoleRefusal => ({
  key: `console:refusals.requests.${name}`,
  ...(params ? { params } : {}),
});

export const publishRequestMessages = {
  /** FORBIDDEN: the tenant's hosts publish through an approved request. */
  fourEyesRequired: requestRefusal('fourEyesRequired'),
  /** CONFLICT: a request of this host waits; cancel it first (or decide it). */
  requestOpen: (by: string) => requestRefusal('requestOpen', { by }),
  /** FORBIDDEN: a request is approved or rejected by another operator than the one who asked. */
  ownRequest: requestRefusal('ownRequest'),
  /** NOT_FOUND / CONFLICT: the request is not waiting any more. */
  notOpen: requestRefusal('notOpen'),
  /** BAD_REQUEST: the time is past, or too far ahead. */
  badTime: requestRefusal('badTime', { days: String(PUBLISH_SCHEDULE_MAX_DAYS) }),
  /** BAD_REQUEST: without four-eyes and without a time, publish directly. */
  nothingToWaitFor: requestRefusal('nothingToWaitFor'),
  /** A scheduled publish's operator was deactivated or lost the publisher role before its time. */
  runnerGone: requestRefusal('runnerGone'),
} as const;
