import { z } from 'zod';
import { companySchema } from './company.ts';
import { onboardingRequestStatusSchema } from './enums.ts';
import { dateTimeSchema, idSchema } from './fields.ts';
import { dateRangeFilter, inFilter, listQuerySchema, textFilter } from './list-query.ts';

/**
 * One onboarding (KYC) request: sent by an advisor to `email`, `processing` → `sent` → `viewed` →
 * `finished` (DESIGN §4). `name` and `taxNumber` are known once the investor has filled them in;
 * `sourceName` says where the request came from (the inviting advisor or campaign).
 */
export const onboardingRequestSchema = z.strictObject({
  id: idSchema,
  email: z.string(),
  name: z.string().nullable(),
  createdAt: dateTimeSchema,
  sourceName: z.string().nullable(),
  taxNumber: z.string().nullable(),
  status: onboardingRequestStatusSchema,
});
export type OnboardingRequest = z.infer<typeof onboardingRequestSchema>;

/** Spec §3: `createdAt` is filtered by a from/to date range. */
export const onboardingRequestListQuerySchema = listQuerySchema({
  sort: ['createdAt', 'email', 'name', 'sourceName', 'taxNumber', 'status'],
  filter: {
    email: textFilter(),
    name: textFilter(),
    sourceName: textFilter(),
    taxNumber: textFilter(),
    status: inFilter(onboardingRequestStatusSchema),
    createdAt: dateRangeFilter(),
  },
  defaultSort: [{ field: 'createdAt', direction: 'desc' }],
});
export type OnboardingRequestListQuery = z.output<typeof onboardingRequestListQuerySchema>;

/** Spec §2 "company selection": an existing company of the investor, or a new one. */
export const companyChoiceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('existing'), companyId: idSchema }),
  z.strictObject({ kind: z.literal('new'), company: companySchema }),
]);
export type CompanyChoice = z.infer<typeof companyChoiceSchema>;

/**
 * PATCH /investor-api/onboarding/request/{id}/client (and …/add-client): who the onboarding is
 * for, a natural person (the investor) or a legal person (a company they represent). Whether an
 * `existing` company is really one of theirs is the rules' `existingCompanySchema`, checked by
 * the server against the investor's companies.
 */
export const onboardingClientPayloadSchema = z.discriminatedUnion('investorType', [
  z.strictObject({ investorType: z.literal('natural-person') }),
  z.strictObject({ investorType: z.literal('legal-person'), company: companyChoiceSchema }),
]);
export type OnboardingClientPayload = z.infer<typeof onboardingClientPayloadSchema>;
