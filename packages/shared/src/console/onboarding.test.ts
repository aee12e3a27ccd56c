import { describe, expect, it } from 'vitest';
import { issueKey, translate } from '../i18n/index.ts';
import { demoSnapshot } from '../testing/host-snapshots.ts';
import {
  hostNameRefusal,
  MAX_ONBOARDING_NETWORKS,
  type OnboardHostInput,
  onboardHostSchema,
  onboardingHostNameSchema,
  onboardingSnapshot,
} from './onboarding.ts';

const DEMO_TENANT = '00000000-0000-4000-8000-000000000002';
const DEMO_HOST_ID = '00000000-0000-4000-8000-000000000301';

const valid: OnboardHostInput = {
  hostname: 'acme.localhost',
  tenant: { kind: 'new', name: 'Acme Dom Maklerski' },
  cloneFrom: { kind: 'host', hostConfigId: DEMO_HOST_ID },
  brand: { name: { pl: 'Acme Dom Maklerski' }, colors: { main: '#1d4ed8', hover: '#1e40af', highlight: '#eff6ff' } },
  brokerNetworks: ['Sieć Północ'],
  firstAdmin: { email: 'admin@acme.example', firstName: 'Anna', surname: 'Nowak' },
};

function issues(input: unknown): Record<string, string> {
  const result = onboardHostSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issueKey(issue)]));
}

describe('onboardingHostNameSchema', () => {
  it.each([
    ['acme.localhost', 'acme.localhost'],
    [' Broker.Example.COM ', 'broker.example.com'],
    ['*.acme.pl', '*.acme.pl'],
    ['*.inwestor.acme.pl', '*.inwestor.acme.pl'],
    ['xn--dom-maklerski-abc.pl', 'xn--dom-maklerski-abc.pl'],
  ])('accepts %j as %j', (value, expected) => {
    expect(onboardingHostNameSchema.parse(value)).toBe(expected);
  });

  it.each([
    ['', 'validation:hostName'],
    ['acme', 'console:checks.hostSingleLabel'],
    ['default', 'console:checks.hostReserved'],
    ['localhost', 'console:checks.hostReserved'],
    ['LOCALHOST', 'console:checks.hostReserved'],
    ['example.com', 'console:checks.hostReserved'],
    ['*.example.com', 'console:checks.hostReserved'],
    ['broker.invalid', 'console:checks.hostReserved'],
    ['broker.example', 'console:checks.hostReserved'],
    ['printer.local', 'console:checks.hostReserved'],
    ['127.0.0.1', 'console:checks.hostIpAddress'],
    ['*.localhost', 'validation:hostName'],
    ['*.pl', 'validation:hostName'],
    ['acme.localhost:3000', 'validation:hostName'],
    ['https://acme.pl', 'validation:hostName'],
    ['-acme.pl', 'validation:hostName'],
    ['a*.acme.pl', 'validation:hostName'],
  ])('refuses %j with %s', (value, key) => {
    const result = onboardingHostNameSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(issueKey)).toContain(key);
  });

  it('names the refused host in the message', () => {
    const refusal = hostNameRefusal('localhost');
    expect(refusal).toBeDefined();
    expect(translate('pl', refusal?.key as string, refusal?.params)).toContain('localhost');
    expect(translate('en', 'console:checks.hostIpAddress', { host: '10.0.0.1' })).toContain('10.0.0.1');
  });
});

describe('onboardHostSchema', () => {
  it('accepts a complete wizard', () => {
    expect(onboardHostSchema.parse(valid)).toEqual({ ...valid, adminNetworkIds: [] });
  });

  it('accepts an existing tenant, the default row as clone source and no new network but chosen ones', () => {
    const existing = {
      ...valid,
      hostname: '*.acme.pl',
      tenant: { kind: 'existing', tenantId: DEMO_TENANT },
      cloneFrom: { kind: 'default' },
      brokerNetworks: [],
    };
    expect(issues({ ...existing, adminNetworkIds: [DEMO_HOST_ID] })).toEqual({});
    // Never all of the tenant's networks silently: the operator chooses (issue 17, item 11).
    expect(issues(existing)).toEqual({ adminNetworkIds: 'console:checks.adminNetworkRequired' });
    expect(issues({ ...valid, adminNetworkIds: [DEMO_HOST_ID] })).toEqual({
      adminNetworkIds: 'console:checks.networksOfNewTenant',
    });
  });

  it('needs a network for a new tenant', () => {
    expect(issues({ ...valid, brokerNetworks: [] })).toEqual({ brokerNetworks: 'console:checks.networkRequired' });
  });

  it('refuses duplicate network names, case-insensitively', () => {
    expect(issues({ ...valid, brokerNetworks: ['Północ', 'Południe', 'PÓŁNOC'] })).toEqual({
      'brokerNetworks.2': 'console:checks.duplicateNetwork',
    });
  });

  it('refuses blank and too many networks', () => {
    expect(issues({ ...valid, brokerNetworks: ['  '] })).toEqual({ 'brokerNetworks.0': 'validation:required' });
    const many = Array.from({ length: MAX_ONBOARDING_NETWORKS + 1 }, (_, i) => `Sieć ${i}`);
    expect(issues({ ...valid, brokerNetworks: many })).toEqual({ brokerNetworks: 'validation:maxItems' });
  });

  it.each([
    [{ tenant: { kind: 'new', name: '  ' } }, 'tenant.name', 'validation:required'],
    [{ tenant: { kind: 'existing', tenantId: 'nope' } }, 'tenant.tenantId', 'validation:invalid'],
    [{ cloneFrom: { kind: 'host' } }, 'cloneFrom.hostConfigId', 'validation:required'],
    [{ firstAdmin: { ...valid.firstAdmin, email: 'not-an-email' } }, 'firstAdmin.email', 'validation:email'],
    [{ firstAdmin: { ...valid.firstAdmin, firstName: '' } }, 'firstAdmin.firstName', 'validation:required'],
    [{ firstAdmin: { ...valid.firstAdmin, surname: 'x'.repeat(101) } }, 'firstAdmin.surname', 'validation:maxLength'],
    [{ hostname: 'localhost' }, 'hostname', 'console:checks.hostReserved'],
  ])('refuses %j at %s', (change, path, key) => {
    expect(issues({ ...valid, ...change })).toEqual({ [path]: key });
  });

  it('refuses an unknown kind of tenant or clone source', () => {
    expect(Object.keys(issues({ ...valid, tenant: { kind: 'other' } }))).toEqual(['tenant.kind']);
    expect(Object.keys(issues({ ...valid, cloneFrom: { kind: 'file' } }))).toEqual(['cloneFrom.kind']);
  });

  it('trims the names and the e-mail', () => {
    const parsed = onboardHostSchema.parse({
      ...valid,
      tenant: { kind: 'new', name: '  Acme  ' },
      brokerNetworks: [' Sieć A '],
      firstAdmin: { email: ' Admin@Acme.example ', firstName: ' Anna ', surname: ' Nowak ' },
    });
    expect(parsed.tenant).toEqual({ kind: 'new', name: 'Acme' });
    expect(parsed.brokerNetworks).toEqual(['Sieć A']);
    expect(parsed.firstAdmin).toEqual({ email: 'Admin@Acme.example', firstName: 'Anna', surname: 'Nowak' });
  });
});

describe('onboardingBrandSchema (through the wizard)', () => {
  it('needs the broker name in Polish; English falls back to it', () => {
    expect(issues({ ...valid, brand: { ...valid.brand, name: { pl: '  ' } } })).toEqual({
      'brand.name.pl': 'validation:required',
    });
    const parsed = onboardHostSchema.parse({ ...valid, brand: { ...valid.brand, name: { pl: ' Acme ', en: ' ' } } });
    expect(parsed.brand.name).toEqual({ pl: 'Acme', en: undefined });
  });

  it('takes three colours (#rgb written out) and refuses anything else', () => {
    const parsed = onboardHostSchema.parse({
      ...valid,
      brand: { ...valid.brand, colors: { main: '#123', hover: '#1e40af', highlight: '#EFF6FF' } },
    });
    expect(parsed.brand.colors.main).toBe('#112233');
    expect(Object.keys(issues({ ...valid, brand: { ...valid.brand, colors: { main: 'red' } } }))).toEqual(
      expect.arrayContaining(['brand.colors.main', 'brand.colors.hover', 'brand.colors.highlight']),
    );
  });

  it('accepts an uploaded logo path or an https URL, never http', () => {
    expect(issues({ ...valid, brand: { ...valid.brand, logo: '/branding/assets/abc.png' } })).toEqual({});
    expect(issues({ ...valid, brand: { ...valid.brand, logo: 'http://acme.pl/logo.png' } })).toHaveProperty(
      'brand.logo',
    );
  });
});

describe('onboardingSnapshot', () => {
  const tenantId = '00000000-0000-4000-8000-000000000999';
  const brand = {
    name: { pl: 'Acme Dom Maklerski', en: 'Acme Brokers' },
    colors: { main: '#1d4ed8', hover: '#1e40af', highlight: '#eff6ff' },
    logo: '/branding/assets/acme.png',
  };

  it("is the broker's own brand with the source's neutral settings, nothing of the source's brand", () => {
    const snapshot = onboardingSnapshot(demoSnapshot, { hostname: 'acme.localhost', tenantId, brand });
    expect(snapshot).toMatchObject({
      hostname: 'acme.localhost',
      tenantId,
      theme: 'theme_custom',
      siteTitle: { pl: 'Acme Dom Maklerski', en: 'Acme Brokers' },
      logo: '/branding/assets/acme.png',
      language: demoSnapshot.language,
      formInvestButtonText: demoSnapshot.formInvestButtonText,
      campaignInvestButtonText: demoSnapshot.campaignInvestButtonText,
      legalPersonsEnabled: demoSnapshot.legalPersonsEnabled,
      adminConfiguration: { themeColors: '#1d4ed8,#1e40af,#eff6ff' },
    });
    for (const field of ['favicon', 'logoInverse', 'headline', 'subheadline', 'consent2', 'consent3'] as const) {
      expect(snapshot[field]).toBeNull();
    }
    expect([snapshot.reg, snapshot.privacyPolicy, snapshot.investmentRisks]).toEqual([null, null, null]);
    // Not a word, link or file of Demo's brand anywhere in it.
    const text = JSON.stringify(snapshot);
    for (const mark of ['Demo', 'demo-', 'demo.localhost']) expect(text).not.toContain(mark);
    expect(snapshot.formInvestButtonText).not.toBe(demoSnapshot.formInvestButtonText);
  });

  it('names the site in Polish in both languages when no English name is given', () => {
    const snapshot = onboardingSnapshot(demoSnapshot, {
      hostname: 'acme.localhost',
      tenantId,
      brand: { ...brand, name: { pl: 'Acme', en: undefined }, logo: undefined },
    });
    expect(snapshot.siteTitle).toEqual({ pl: 'Acme', en: 'Acme' });
    expect(snapshot.logo).toBeNull();
  });
});
