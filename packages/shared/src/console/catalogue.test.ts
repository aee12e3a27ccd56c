import { describe, expect, it } from 'vitest';
import { createCampaignSchema, createProductSchema, createTenantAdminSchema } from './catalogue.ts';

const id = '00000000-0000-4000-8000-000000000001';
const campaign = {
  tenantId: id,
  name: 'Obligacje',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  active: true,
  data: { translations: { pl: { name: 'Obligacje' } } },
};
const terms = {
  interestType: 'Fixed',
  interestPaymentFrequency: 'Monthly',
  duration: 12,
  durationUnit: 'month',
  investmentValueMin: '100.00',
  investmentValueMax: '1000.00',
  investmentValueStep: '10.00',
  interestPerYear: '5',
  currency: 'PLN',
};

function paths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('catalogue contracts', () => {
  it('accepts a campaign of one day and refuses an end before the start or no translation', () => {
    expect(createCampaignSchema.safeParse({ ...campaign, endDate: '2026-01-01' }).success).toBe(true);
    expect(paths(createCampaignSchema.safeParse({ ...campaign, endDate: '2025-12-31' }))).toEqual(['endDate']);
    expect(paths(createCampaignSchema.safeParse({ ...campaign, data: { translations: {} } }))).toEqual([
      'data.translations',
    ]);
    expect(paths(createCampaignSchema.safeParse({ ...campaign, startDate: '2026-02-30' }))).toEqual(['startDate']);
  });

  it('checks product terms with the platform rules (min ≤ max, step > 0)', () => {
    const product = { campaignId: id, code: 'A-1', name: 'Seria A', terms };
    expect(createProductSchema.safeParse(product).success).toBe(true);
    expect(
      paths(
        createProductSchema.safeParse({
          ...product,
          terms: { ...terms, investmentValueMin: '5000.00', investmentValueStep: '0.00' },
        }),
      ).sort(),
    ).toEqual(['terms.investmentValueMax', 'terms.investmentValueStep']);
    expect(paths(createProductSchema.safeParse({ ...product, code: ' ' }))).toEqual(['code']);
  });

  it('needs at least one network for an admin', () => {
    const admin = { tenantId: id, email: 'a@b.pl', firstName: 'A', surname: 'B', networkIds: [id] };
    expect(createTenantAdminSchema.safeParse(admin).success).toBe(true);
    expect(paths(createTenantAdminSchema.safeParse({ ...admin, networkIds: [] }))).toEqual(['networkIds']);
  });
});
