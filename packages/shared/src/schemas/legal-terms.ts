import { z } from 'zod';
import { languageSchema } from '../config/fields.ts';
import { acceptedLegalDocumentSchema, legalDocumentKindSchema } from '../config/legal-documents.ts';
import { checkedSchema } from './campaign.ts';
import { dateTimeSchema } from './fields.ts';

/** A document as an investor is shown it: which version, and where to read it (stable and versioned). */
export const legalTermsDocumentSchema = acceptedLegalDocumentSchema.extend({
  url: z.string(),
  versionUrl: z.string(),
});
export type LegalTermsDocument = z.infer<typeof legalTermsDocumentSchema>;

/**
 * GET /investor-api/legal-terms (decision 043): the host's documents and consent texts in the
 * reader's language, and whether the investor must accept them again (they accepted on this host
 * before, and a document or a consent text has changed since: `changed` names what).
 */
export const investorLegalTermsSchema = z.strictObject({
  needsAcceptance: z.boolean(),
  changed: z.array(z.union([legalDocumentKindSchema, z.literal('consents')])),
  language: languageSchema,
  documents: z.array(legalTermsDocumentSchema),
  consents: z.strictObject({ consent2: z.string(), consent3: z.string() }),
  acceptedAt: dateTimeSchema.nullable(),
});
export type InvestorLegalTerms = z.infer<typeof investorLegalTermsSchema>;

/**
 * POST /investor-api/legal-terms/accept: the documents as the investor saw them (a newer publish
 * meanwhile answers 409, so nobody accepts a version they were not shown) and both consents.
 */
export const acceptLegalTermsPayloadSchema = z.strictObject({
  documents: z.array(acceptedLegalDocumentSchema).max(6),
  consent2: checkedSchema,
  consent3: checkedSchema,
});
export type AcceptLegalTermsPayload = z.infer<typeof acceptLegalTermsPayloadSchema>;
