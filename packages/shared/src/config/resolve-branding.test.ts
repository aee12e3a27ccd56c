import { describe, expect, it } from 'vitest';
import { brandingDefaults } from '../i18n/index.ts';
import { assetRefSchema } from './fields.ts';
import type { HostBranding } from './host-config.ts';
import { inviteMessage, resolveBranding, resolveLink, resolveText } from './resolve-branding.ts';

describe('resolveLink (spec §4)', () => {
  it.each([
    ['https://admin.example/r.pdf', 'landing.pdf', 'https://admin.example/r.pdf'],
    [undefined, 'ryzyka.pdf', '/images/ryzyka.pdf'],
    [undefined, 'https://landing.example/r.pdf', 'https://landing.example/r.pdf'],
    [undefined, '/docs/r.pdf', '/docs/r.pdf'],
    ['  ', null, '#'],
    [undefined, undefined, '#'],
  ])('admin %j, landing %j → %j', (admin, landing, expected) => {
    expect(resolveLink(admin, landing)).toBe(expected);
  });
});

describe('resolveText (spec §4)', () => {
  it('prefers the admin value, then the landing value, then the translated default, per language', () => {
    expect(resolveText({ pl: 'A' }, { pl: 'L' }, 'pl', 'D')).toBe('A');
    expect(resolveText({ en: 'A' }, { pl: 'L' }, 'pl', 'D')).toBe('L');
    expect(resolveText({ en: 'A' }, { pl: 'L' }, 'en', 'D')).toBe('A');
    expect(resolveText(undefined, { pl: 'L' }, 'en', 'D')).toBe('D');
    expect(resolveText({ pl: '' }, null, 'pl', 'D')).toBe('D');
  });
});

describe('inviteMessage', () => {
  it('replaces every campaign-name token', () => {
    expect(inviteMessage('Zapraszam do {campaignName}. {campaignName}!', 'Obligacje 2027')).toBe(
      'Zapraszam do Obligacje 2027. Obligacje 2027!',
    );
  });
});

describe('assetRefSchema', () => {
  it.each(['logo.svg', 'https://cdn.example/logo.png', '/images/x.png'])('accepts %j', (value) => {
    expect(assetRefSchema.safeParse(value).success).toBe(true);
  });
  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', 'a b.png', '"><script>', '../etc/passwd'])(
    'refuses %j',
    (value) => {
      expect(assetRefSchema.safeParse(value).success).toBe(false);
    },
  );
});

const branding: HostBranding = {
  host: 'demo.localhost',
  tenantId: 't',
  version: 1,
  admin: { siteTitle: { en: 'Admin EN' }, reg: 'https://admin/reg', themeColors: '#111111,#222222,#333333' },
  landing: {
    id: 't',
    language: 'pl',
    favicon: 'fav.svg',
    siteTitle: { pl: 'Landing PL', en: 'Landing EN' },
    theme: 'theme-navy',
    investmentRisks: 'risks.pdf',
    reg: 'reg.pdf',
    privacy_policy: null,
    campaignInvestButtonText: null,
    formInvestButtonText: { pl: 'Składam zapis' },
    consent2: null,
    consent3: null,
    equityPlaceholder: null,
    debtPlaceholder: null,
    logo: 'logo.svg',
    logoInverse: null,
    headline: null,
    subheadline: null,
  },
  features: { investorPanelBlocked: false, legalPersonsEnabled: false, liveChatScriptUrl: null },
};

describe('resolveBranding', () => {
  it('resolves a host for Polish', () => {
    const resolved = resolveBranding(branding, 'pl', brandingDefaults('pl'));
    expect(resolved.texts.siteTitle).toBe('Landing PL');
    expect(resolved.texts.formInvestButtonText).toBe('Składam zapis');
    expect(resolved.texts.campaignInvestButtonText).toBe('Inwestuj');
    expect(resolved.links).toEqual({
      investmentRisks: '/images/risks.pdf',
      reg: 'https://admin/reg',
      privacyPolicy: '#',
    });
    expect(resolved.favicon).toBe('/images/fav.svg');
    expect(resolved.logo).toBe('/images/logo.svg');
    expect(resolved.colors).toMatchObject({ main: '#111111', source: 'custom-colors' });
    expect(resolved.panelColors.advisorPanelHeaderColor).toBe('#111111');
  });

  it('resolves the same host for English', () => {
    const resolved = resolveBranding(branding, 'en', brandingDefaults('en'));
    expect(resolved.texts.siteTitle).toBe('Admin EN');
    expect(resolved.texts.formInvestButtonText).toBe('I invest');
  });

  it('falls back to the default favicon', () => {
    const resolved = resolveBranding(
      { ...branding, landing: { ...branding.landing, favicon: null } },
      'pl',
      brandingDefaults('pl'),
    );
    expect(resolved.favicon).toBe('/favicon.svg');
  });
});
