import {
  brandingDraftStateSchema,
  brandingHostInputSchema,
  brandingPublishResultSchema,
  brandingRevisionsSchema,
  brandingStateSchema,
  compareRevisionsSchema,
  discardBrandingDraftResultSchema,
  discardBrandingDraftSchema,
  publishBrandingSchema,
  revisionComparisonSchema,
  rollbackBrandingSchema,
  saveBrandingDraftSchema,
} from '@wl/shared/console';
import { editorProcedure, operatorProcedure, publisherProcedure, router } from '../trpc.ts';
import {
  compareRevisions,
  discardDraft,
  getBranding,
  listRevisions,
  publishDraft,
  rollback,
  saveDraft,
} from './branding-service.ts';

/** `branding.*`: drafts of a host's branding, publish, revision history and rollback (issue #8). */
export const brandingRouter = router({
  get: operatorProcedure
    .input(brandingHostInputSchema)
    .output(brandingStateSchema)
    .query(({ ctx, input }) => getBranding(ctx.db, input.hostConfigId)),

  saveDraft: editorProcedure
    .input(saveBrandingDraftSchema)
    .output(brandingDraftStateSchema)
    .mutation(({ ctx, input }) => saveDraft(ctx.db, ctx, input)),

  discardDraft: editorProcedure
    .input(discardBrandingDraftSchema)
    .output(discardBrandingDraftResultSchema)
    .mutation(({ ctx, input }) => discardDraft(ctx.db, ctx, input)),

  publish: publisherProcedure
    .input(publishBrandingSchema)
    .output(brandingPublishResultSchema)
    .mutation(({ ctx, input }) => publishDraft(ctx.db, ctx, input)),

  revisions: operatorProcedure
    .input(brandingHostInputSchema)
    .output(brandingRevisionsSchema)
    .query(({ ctx, input }) => listRevisions(ctx.db, input.hostConfigId)),

  compare: operatorProcedure
    .input(compareRevisionsSchema)
    .output(revisionComparisonSchema)
    .query(({ ctx, input }) => compareRevisions(ctx.db, input)),

  rollback: publisherProcedure
    .input(rollbackBrandingSchema)
    .output(brandingPublishResultSchema)
    .mutation(({ ctx, input }) => rollback(ctx.db, ctx, input)),
});
