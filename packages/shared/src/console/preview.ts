import { z } from 'zod';
import { languageSchema } from '../config/fields.ts';
import { idSchema } from '../schemas/fields.ts';

/*
 * The contracts of `preview.createToken` (issue #8: a live preview of a host's draft). The token
 * rides in the query of the previewed host's page; the edge renders that page with the draft's
 * branding for the holder of a valid token, and with the published one for everybody else.
 */

/** The query parameter of the portal page that carries a preview token. */
export const PREVIEW_QUERY_PARAM = 'wl-preview';

/** How long a preview token is honoured after it was issued. */
export const PREVIEW_TOKEN_TTL_MS = 10 * 60 * 1000;

/** The iframe widths the console previews at (CSS pixels). */
export const previewViewports = { desktop: 1280, mobile: 412 } as const;
export type PreviewViewport = keyof typeof previewViewports;

export const createPreviewTokenSchema = z.strictObject({
  hostConfigId: idSchema,
  language: languageSchema,
});
export type CreatePreviewToken = z.infer<typeof createPreviewTokenSchema>;

export const previewTokenResultSchema = z.object({
  /** The previewed host's page with the token: the iframe's `src`. */
  url: z.string(),
  /** When the edge stops honouring the token (ISO); ask for a new one before then. */
  expiresAt: z.string(),
  /** The draft revision the token was issued for; null when the host had no draft (published). */
  revision: z.number().int().positive().nullable(),
});
export type PreviewTokenResult = z.infer<typeof previewTokenResultSchema>;
