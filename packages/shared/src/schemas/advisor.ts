import { z } from 'zod';
import { formatDate } from '../format/date.ts';
import {
  addRuleIssue,
  advisorNetworksSchema,
  checkIdentityDocumentNumber,
  documentExpiryRule,
  whenValid,
} from '../rules/index.ts';
import { advisorStatusSchema, documentTypeSchema } from './enums.ts';
import {
  applyRule,
  calendarDateSchema,
  countryCodeSchema,
  emailSchema,
  idSchema,
  optionalText,
  requiredText,
} from './fields.ts';
import { inFilter, listQuerySchema, textFilter } from './list-query.ts';

/** Spec §3: an advisor belongs to one or more broker networks of its tenant. */
export const brokerNetworkSchema = z.strictObject({
  id: idSchema,
  name: requiredText(),
});
export type BrokerNetwork = z.infer<typeof brokerNetworkSchema>;

/** GET /api/advisor/network (a failed fetch is shown as an empty list, spec §7). */
export const brokerNetworksResponseSchema = z.array(brokerNetworkSchema);
export type BrokerNetworksResponse = z.infer<typeof brokerNetworksResponseSchema>;

/** One row of GET /api/advisor/advisor (the advisor list; `deleted` is shown as archived). */
export const advisorListRowSchema = z.strictObject({
  id: idSchema,
  firstName: z.string(),
  surname: z.string(),
  email: z.string(),
  brokerNetworkIds: z.array(idSchema),
  status: advisorStatusSchema,
});
export type AdvisorListRow = z.infer<typeof advisorListRowSchema>;

/** Spec §3: names and e-mail by text match, networks as a multi-select, status as a select. */
export const advisorListQuerySchema = listQuerySchema({
  sort: ['firstName', 'surname', 'email', 'status'],
  filter: {
    firstName: textFilter(),
    surname: textFilter(),
    email: textFilter(),
    brokerNetworkIds: inFilter(idSchema),
    status: inFilter(advisorStatusSchema),
  },
  defaultSort: [{ field: 'surname', direction: 'asc' }],
});
export type AdvisorListQuery = z.output<typeof advisorListQuerySchema>;

/** The advisor form's fields as the API returns them (no "today"-dependent rule on read). */
const advisorFields = z.strictObject({
  firstName: requiredText(100),
  surname: requiredText(100),
  email: emailSchema,
  /** The advisor's id in the partner's own systems (HR, commission), if it has one. */
  externalId: optionalText(100),
  documentType: documentTypeSchema,
  documentNumber: requiredText(50),
  documentExpiryDate: calendarDateSchema,
  /** The country that issued the document. */
  country: countryCodeSchema,
  powerOfAttorneyStart: calendarDateSchema,
  /** Left out for a power of attorney without an end date. */
  powerOfAttorneyEnd: calendarDateSchema.optional(),
  brokerNetworkIds: z.array(idSchema).max(100),
});

/** Document numbers are written in capitals; `abc` is read as `ABC`. */
const documentNumberSchema = requiredText(50).toUpperCase();

/**
 * POST /api/advisor/advisor and PUT /api/advisor/advisor/{id} (the create and edit forms), with
 * the business rules of spec §5: at least one network (`validation:networks`), a document valid
 * for at least 7 more days (read from the clock at each validation), a document number in the
 * format of its type and country (a Polish identity card or passport with its check digit,
 * decision 054), and a power of attorney that does not end before it starts (the start shown as
 * spec §9 writes dates, `10.05.2026`). The rules that read several fields run as soon as those
 * fields are valid (`whenValid`), so their messages show together with the other fields' ones.
 */
export const advisorFormSchema = advisorFields
  .extend({
    documentNumber: documentNumberSchema,
    // Not `documentExpirySchema()`: its format check aborts, which would silence the form's
    // object-level rules below while the date is wrong.
    documentExpiryDate: calendarDateSchema.superRefine(documentExpiryRule()),
    brokerNetworkIds: z
      .array(idSchema)
      .max(100)
      .superRefine((ids, ctx) => applyRule(advisorNetworksSchema, ids, ctx, [])),
  })
  .superRefine(
    (form, ctx) => {
      const failure = checkIdentityDocumentNumber({
        type: form.documentType,
        country: form.country,
        number: form.documentNumber,
      });
      if (failure) addRuleIssue(ctx, failure, ['documentNumber']);
    },
    whenValid({ documentType: documentTypeSchema, country: countryCodeSchema, documentNumber: documentNumberSchema }),
  )
  .superRefine(
    (form, ctx) => {
      const { powerOfAttorneyStart: start, powerOfAttorneyEnd: end } = form;
      if (end !== undefined && end < start) {
        addRuleIssue(ctx, { key: 'validation:dateOnOrAfter', params: { date: formatDate(start) } }, [
          'powerOfAttorneyEnd',
        ]);
      }
    },
    whenValid({ powerOfAttorneyStart: calendarDateSchema, powerOfAttorneyEnd: calendarDateSchema.optional() }),
  );
export type AdvisorForm = z.infer<typeof advisorFormSchema>;

/**
 * GET /api/advisor/advisor/{id}: what the edit form is filled with. The document and power of
 * attorney are null for an advisor whose record was not made through the form (an admin seeded
 * or onboarded by an operator) until an admin completes it: the read shows what is stored, the
 * form then asks for what is missing.
 */
export const advisorDetailSchema = advisorFields.extend({
  id: idSchema,
  status: advisorStatusSchema,
  documentType: documentTypeSchema.nullable(),
  documentNumber: requiredText(50).nullable(),
  documentExpiryDate: calendarDateSchema.nullable(),
  country: countryCodeSchema.nullable(),
  powerOfAttorneyStart: calendarDateSchema.nullable(),
});
export type AdvisorDetail = z.infer<typeof advisorDetailSchema>;

/** GET /api/advisor/advisor-form: the choices the advisor form offers. */
export const advisorFormOptionsSchema = z.strictObject({
  brokerNetworks: z.array(brokerNetworkSchema),
});
export type AdvisorFormOptions = z.infer<typeof advisorFormOptionsSchema>;
