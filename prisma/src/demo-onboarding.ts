import { createHash } from 'node:crypto';
import { kycDataFixture } from '@wl/shared/demo';
import { kycDataSchema, kycDraftSchema, sandboxCompanies } from '@wl/shared/schemas';
import type { Prisma } from '../generated/client/client.ts';
import type { Database } from './client.ts';
import { seedIds } from './seed-ids.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Companies of the demo tenant: the first two of the API's sandbox company register (KRS
 * 0000123456 and 0000234567), so loading either from the register shows the "company exists"
 * warning on demo.localhost.
 */
export const demoCompanies: Prisma.CompanyCreateManyInput[] = sandboxCompanies.slice(0, 2).map((company) => ({
  tenantId: seedIds.demoTenant,
  ...company,
  registeredAddress: { ...company.registeredAddress },
  representatives: company.representatives.map((representative) => ({ ...representative })),
}));

/**
 * KYC data of the demo requests (shared fixture, valid PESEL and IBAN), stored as the API stores
 * it (parsed by the shared schemas): the finished request (Maria Wójcik) has its questionnaire as
 * submitted, the viewed one (Piotr Wiśniewski) a draft of its first two sections.
 */
function demoKycVersions(): Record<string, { data: Prisma.InputJsonObject; submitted: boolean }> {
  const finished = kycDataFixture({
    firstName: 'Maria',
    middleName: 'Anna',
    surname: 'Wójcik',
    birthDate: '1988-07-21',
    sex: 'female',
    mainTaxNumber: '5272525995',
    documentExpiryDate: '2034-05-31',
    supportingDocuments: [],
  });
  const viewed = kycDataFixture({
    firstName: 'Piotr',
    middleName: 'Jan',
    surname: 'Wiśniewski',
    birthDate: '1979-03-05',
    sex: 'male',
    mainTaxNumber: '5250007738',
    documentExpiryDate: '2033-11-30',
    supportingDocuments: [],
  });
  const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Prisma.InputJsonObject;
  return {
    finished: { data: json(kycDataSchema.parse(finished)), submitted: true },
    viewed: {
      data: json(
        kycDraftSchema.parse({ investorInformation: viewed.investorInformation, taxStatus: viewed.taxStatus }),
      ),
      submitted: false,
    },
  };
}

/** KYC versions of the demo requests and the demo companies; creates only what is missing. */
export async function ensureDemoOnboarding(db: Database): Promise<void> {
  for (const [status, version] of Object.entries(demoKycVersions())) {
    const request = await db.onboardingRequest.findUnique({
      where: { tokenHash: sha256(`demo-kyc-${status}`) },
      include: { _count: { select: { submissions: true } } },
    });
    if (!request || request._count.submissions > 0) continue;
    await db.kycSubmission.create({
      data: { onboardingRequestId: request.id, version: 1, data: version.data, submitted: version.submitted },
    });
    if (status === 'finished' && request.investorType === null) {
      await db.onboardingRequest.update({ where: { id: request.id }, data: { investorType: 'natural_person' } });
    }
  }
  await db.company.createMany({ data: demoCompanies, skipDuplicates: true });
}
