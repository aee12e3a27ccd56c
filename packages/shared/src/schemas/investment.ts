import { z } from 'zod';
import { addRuleIssue, whenValid } from '../rules/index.ts';
import { STATUS_REASON_MAX_LENGTH } from './advisor-offers.ts';
import { contractStatusSchema, currencySchema, investmentStatusSchema } from './enums.ts';
import {
  calendarDateSchema,
  dateTimeSchema,
  fileMetadataSchema,
  idSchema,
  moneySchema,
  optionalText,
} from './fields.ts';
import { dateRangeFilter, inFilter, listQuerySchema, numberRangeFilter, textFilter } from './list-query.ts';

/**
 * One row of the investors table (GET /api/advisor/investor/offers and …/offers-by-network, and
 * GET /api/advisor/campaign/{id}/offers): an offer made to one investor. `ownerName` (the advisor)
 * is only sent to coordinators; the dates are null until the investment gets there;
 * `investmentValue` is null until the investor accepts with an amount. The coordinator view's
 * "files" are the same `paymentConfirmations`.
 */
export const investmentRowSchema = z.strictObject({
  id: idSchema,
  investorName: z.string().nullable(),
  investorEmail: z.string(),
  ownerName: z.string().optional(),
  agreementDate: calendarDateSchema.nullable(),
  paymentDate: calendarDateSchema.nullable(),
  endDate: calendarDateSchema.nullable(),
  /** Null when the network was deleted after the offer was made (the offer is kept). */
  networkId: idSchema.nullable(),
  /** Money as a decimal string, never a float (see `moneySchema`). */
  investmentValue: moneySchema.nullable(),
  currency: currencySchema,
  status: investmentStatusSchema,
  statusDate: dateTimeSchema,
  campaignName: z.string(),
  /** The e-signature (contract) status of the agreement; null before a contract exists. */
  productAutentiStatus: contractStatusSchema.nullable(),
  productCode: z.string(),
  paymentConfirmations: z.array(fileMetadataSchema),
});
export type InvestmentRow = z.infer<typeof investmentRowSchema>;

/** The columns the investors table sorts by (the portal offers sorting on these only). */
export const investmentSortFields = [
  'investorName',
  'investorEmail',
  'ownerName',
  'agreementDate',
  'paymentDate',
  'endDate',
  'investmentValue',
  'currency',
  'status',
  'statusDate',
  'campaignName',
  'productCode',
] as const;

export const investmentListQuerySchema = listQuerySchema({
  sort: investmentSortFields,
  filter: {
    investorName: textFilter(),
    investorEmail: textFilter(),
    ownerName: textFilter(),
    campaignName: textFilter(),
    productCode: textFilter(),
    networkId: inFilter(idSchema),
    currency: inFilter(currencySchema),
    status: inFilter(investmentStatusSchema),
    productAutentiStatus: inFilter(contractStatusSchema),
    agreementDate: dateRangeFilter(),
    paymentDate: dateRangeFilter(),
    endDate: dateRangeFilter(),
    statusDate: dateRangeFilter(),
    investmentValue: numberRangeFilter(),
    /** Issue 19 (a campaign's offers): every typed word in the investor's first name, surname or e-mail (`like`). */
    investor: textFilter(),
    /** Issue 19: the offers owned by these advisors, named by their user ids ("my offers"); never wider than the caller's scope. */
    ownerUserId: inFilter(idSchema),
    /** Issue 19: the offers of these products. */
    productId: inFilter(idSchema),
  },
  defaultSort: [{ field: 'statusDate', direction: 'desc' }],
});
export type InvestmentListQuery = z.output<typeof investmentListQuerySchema>;

/** PATCH /api/advisor/investor/{offerId}/owner/{ownerId}: a coordinator hands an offer to another advisor. */
export const changeOfferOwnerParamsSchema = z.strictObject({ offerId: idSchema, ownerId: idSchema });
export type ChangeOfferOwnerParams = z.infer<typeof changeOfferOwnerParamsSchema>;

/**
 * PATCH /api/advisor/investor/{offerId}/status (not in the spec: the kanban's drag and drop). The
 * move must be one the investment state machine allows an advisor (DESIGN §4), else 409. A
 * rejection needs its reason (issue 19), kept in the status history; other moves may give one.
 */
export const offerStatusChangePayloadSchema = z
  .strictObject({ status: investmentStatusSchema, reason: optionalText(STATUS_REASON_MAX_LENGTH) })
  .superRefine(
    (payload, ctx) => {
      if (payload.status === 'rejected' && !payload.reason) {
        addRuleIssue(ctx, { key: 'validation:required' }, ['reason']);
      }
    },
    whenValid({ status: investmentStatusSchema, reason: optionalText(STATUS_REASON_MAX_LENGTH) }),
  );
export type OfferStatusChangePayload = z.infer<typeof offerStatusChangePayloadSchema>;
