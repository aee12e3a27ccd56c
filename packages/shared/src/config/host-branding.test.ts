import { describe, expect, it } from 'vitest';
import { brandingDefaults } from '../i18n/index.ts';
import { defaultHostBranding, isHostBranding } from './host-branding.ts';
import { hostBrandingSchema } from './host-config.ts';
import { resolveBranding, resolveLink } from './resolve-branding.ts';

const published = { kind: 'terms', language: 'pl', version: 2, sha256: 'a'.repeat(64) } as const;

describe('isHostBranding (decision 075)', () => {
  it('accepts the default branding and whatever the schema accepts', () => {
    expect(hostBrandingSchema.parse(defaultHostBranding)).toEqual(defaultHostBranding);
    expect(isHostBranding(defaultHostBranding)).toBe(true);
    expect(isHostBranding({ ...defaultHostBranding, host: 'demo.localhost', legalDocuments: [published] })).toBe(true);
  });

  it.each([
    ['null', null],
    ['an array', []],
    ['no landing', { ...defaultHostBranding, landing: undefined }],
    ['an unknown language', { ...defaultHostBranding, landing: { ...defaultHostBranding.landing, language: 'de' } }],
    ['a version that is text', { ...defaultHostBranding, version: '3' }],
    ['feature switches missing', { ...defaultHostBranding, features: {} }],
    ['a forged document kind', { ...defaultHostBranding, legalDocuments: [{ ...published, kind: '../x' }] }],
    ['a forged document language', { ...defaultHostBranding, legalDocuments: [{ ...published, language: 'x/y' }] }],
  ])('refuses %s', (_name, value) => {
    expect(isHostBranding(value)).toBe(false);
  });
});

describe('resolveBranding with a forged payload (the browser checks only its shape)', () => {
  it('links no javascript: or data: address and uses no colour that is not one', () => {
    const forged = {
      ...defaultHostBranding,
      admin: { privacyPolicy: 'javascript:alert(1)', advisorPanelHeaderColor: 'red;background:url(x)' },
      landing: {
        ...defaultHostBranding.landing,
        reg: 'javascript:alert(1)',
        investmentRisks: 'data:text/html,<script>alert(1)</script>',
        logo: '//evil.example/logo.png',
        favicon: 'javascript:alert(1)',
      },
    };
    const resolved = resolveBranding(forged, 'pl', brandingDefaults('pl'));
    expect(resolved.links).toEqual({ investmentRisks: '#', reg: '#', privacyPolicy: '#' });
    expect(resolved.logo).toBeNull();
    expect(resolved.favicon).toBe('/favicon.svg');
    expect(resolved.panelColors.advisorPanelHeaderColor).toBe(resolved.colors.main);
    expect(resolveLink(' javascript:alert(1)', 'ok.pdf')).toBe('/images/ok.pdf');
  });
});
