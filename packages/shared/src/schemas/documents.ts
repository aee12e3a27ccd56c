import { z } from 'zod';
import { dateTimeSchema, idSchema } from './fields.ts';
import { dateRangeFilter, listQuerySchema, textFilter } from './list-query.ts';

/** One row of GET /api/advisor/advisor/documents. `uploadedBy` is the uploader's display name. */
export const documentRowSchema = z.strictObject({
  id: idSchema,
  fileName: z.string().min(1).max(255),
  uploadedBy: z.string(),
  createdAt: dateTimeSchema,
});
export type DocumentRow = z.infer<typeof documentRowSchema>;

/** Spec §7: the documents list is read newest first. */
export const documentListQuerySchema = listQuerySchema({
  sort: ['createdAt', 'fileName', 'uploadedBy'],
  filter: { fileName: textFilter(), uploadedBy: textFilter(), createdAt: dateRangeFilter() },
  defaultSort: [{ field: 'createdAt', direction: 'desc' }],
});
export type DocumentListQuery = z.output<typeof documentListQuerySchema>;
