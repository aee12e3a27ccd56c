import { createPreviewTokenSchema, previewTokenResultSchema } from '@wl/shared/console';
import { editorProcedure, router } from '../trpc.ts';
import { createPreviewToken } from './preview-service.ts';

/** `preview.*`: the live preview of a host's draft (issue #8, docs/decisions/024-draft-preview.md). */
export const previewRouter = router({
  createToken: editorProcedure
    .input(createPreviewTokenSchema)
    .output(previewTokenResultSchema)
    .mutation(({ ctx, input }) =>
      createPreviewToken(ctx.db, ctx.previewTokens, ctx.requestOrigin, input, Date.now(), ctx.publicOrigins),
    ),
});
