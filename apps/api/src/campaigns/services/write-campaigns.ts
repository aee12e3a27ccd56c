import type { Database, Prisma } from '@wl/db';
import { type Language, type Product, toViolations, translate } from '@wl/shared';
import {
  type CampaignFields,
  campaignFieldsSchema,
  checkCampaignDates,
  type ProductFields,
  productFieldsSchema,
} from '@wl/shared/console';
import { errorBody, errorCodes } from '@wl/shared/errors';
import type { z } from 'zod';
import { isUniqueViolation } from '../../advisors/services/advisor-records.ts';
import { ApiError, conflict, notFound } from '../../core/api-error.ts';
import { toProduct } from '../campaign-record.ts';

/**
 * Writes of a tenant's campaigns and products, shared by the platform API and the operator
 * console (issue #8 "A new broker's catalogue") so both keep one set of rules: the shared
 * schemas (translations per language, start ≤ end, terms min ≤ max, step > 0), the product
 * code unique per campaign (409), and nothing of another tenant (404).
 */

type Db = Database | Prisma.TransactionClient;
type CampaignRow = Prisma.CampaignGetPayload<object>;

const campaignWriteSchema = campaignFieldsSchema.superRefine(checkCampaignDates);

/** A 400 with the schema's violations, as the API's error handler words a bad body. */
function validationError(error: z.ZodError, language: Language): ApiError {
  return new ApiError(
    400,
    errorBody(translate(language, 'errors:validation'), errorCodes.validation, {}, toViolations(error, language)),
  );
}

function parse<T>(schema: z.ZodType<T>, value: unknown, language: Language): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error, language);
  return parsed.data;
}

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

function campaignColumns(fields: CampaignFields) {
  return {
    name: fields.name,
    startDate: day(fields.startDate),
    endDate: day(fields.endDate),
    active: fields.active,
    data: fields.data as Prisma.InputJsonObject,
  };
}

function productColumns(fields: ProductFields) {
  const { terms } = fields;
  return {
    code: fields.code,
    name: fields.name,
    interestType: terms.interestType,
    paymentFrequency: terms.interestPaymentFrequency,
    duration: terms.duration,
    durationUnit: terms.durationUnit,
    interestPerYear: terms.interestPerYear,
    investmentValueMin: terms.investmentValueMin,
    investmentValueMax: terms.investmentValueMax,
    investmentValueStep: terms.investmentValueStep,
    currency: terms.currency,
  };
}

const codeTaken = (code: string) =>
  conflict(`The campaign already has a product with code "${code}".`, errorCodes.validation, { code });

/** A new campaign of the tenant (404 for an unknown tenant). */
export async function createCampaign(
  db: Db,
  tenantId: string,
  input: unknown,
  language: Language = 'en',
): Promise<CampaignRow> {
  const fields = parse(campaignWriteSchema, input, language);
  const tenant = await db.tenant.findUnique({ where: { id: tenantId }, select: { id: true } });
  if (!tenant) throw notFound();
  return db.campaign.create({ data: { tenantId, ...campaignColumns(fields) } });
}

/** Replaces a campaign's fields; `tenantId` limits it to one tenant's campaigns when given. */
export async function updateCampaign(
  db: Db,
  campaignId: string,
  input: unknown,
  options: { tenantId?: string; language?: Language } = {},
): Promise<CampaignRow> {
  const fields = parse(campaignWriteSchema, input, options.language ?? 'en');
  const { count } = await db.campaign.updateMany({
    where: { id: campaignId, ...(options.tenantId ? { tenantId: options.tenantId } : {}) },
    data: campaignColumns(fields),
  });
  if (count === 0) throw notFound();
  return db.campaign.findUniqueOrThrow({ where: { id: campaignId } });
}

/** A new product of the campaign (404 for an unknown campaign, 409 for a code it has). */
export async function createProduct(
  db: Db,
  campaignId: string,
  input: unknown,
  options: { tenantId?: string; language?: Language } = {},
): Promise<Product> {
  const fields = parse(productFieldsSchema, input, options.language ?? 'en');
  const campaign = await db.campaign.findFirst({
    where: { id: campaignId, ...(options.tenantId ? { tenantId: options.tenantId } : {}) },
    select: { id: true, tenantId: true },
  });
  if (!campaign) throw notFound();
  try {
    const row = await db.product.create({
      data: { tenantId: campaign.tenantId, campaignId: campaign.id, ...productColumns(fields) },
    });
    return toProduct(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(fields.code);
    throw error;
  }
}

/** Replaces a product's code, name and terms (404 unknown, 409 a code of another product). */
export async function updateProduct(
  db: Db,
  productId: string,
  input: unknown,
  options: { tenantId?: string; language?: Language } = {},
): Promise<Product> {
  const fields = parse(productFieldsSchema, input, options.language ?? 'en');
  try {
    const { count } = await db.product.updateMany({
      where: { id: productId, ...(options.tenantId ? { tenantId: options.tenantId } : {}) },
      data: productColumns(fields),
    });
    if (count === 0) throw notFound();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(fields.code);
    throw error;
  }
  return toProduct(await db.product.findUniqueOrThrow({ where: { id: productId } }));
}
