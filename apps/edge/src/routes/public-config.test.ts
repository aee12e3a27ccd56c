import { seedIds } from '@wl/db';
import { adminConfigurationSchema, landingPageSchema } from '@wl/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('GET /public-api/advisor-panel-configuration', () => {
  it("returns the host's admin configuration", async () => {
    const response = await t.app.inject({
      url: '/public-api/advisor-panel-configuration',
      headers: { host: 'custom.localhost', 'context-type': 'investor-panel', 'context-id': seedIds.customTenant },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const config = adminConfigurationSchema.parse(response.json());
    expect(config.themeColors).toBe('#0f766e,#115e59,#f0fdfa');
    expect(config.siteTitle).toEqual({ en: 'Custom Capital', pl: 'Custom Capital' });
  });

  it('answers by host: a Context-Id naming another tenant does not pick its configuration', async () => {
    const response = await t.app.inject({
      url: '/public-api/advisor-panel-configuration',
      headers: { host: 'demo.localhost', 'context-id': seedIds.customTenant },
    });
    expect(response.json().themeColors).toBeUndefined();
    expect(response.json().inviteText.pl).toContain('{campaignName}');
  });
});

describe('GET /public-api/landing-page', () => {
  it("returns the host's landing-page data in the spec's shape", async () => {
    const response = await t.app.inject({ url: '/public-api/landing-page', headers: { host: 'demo.localhost' } });
    const landing = landingPageSchema.parse(response.json());
    expect(landing).toMatchObject({
      id: seedIds.demoTenant,
      language: 'pl',
      theme: 'theme-navy',
      favicon: 'demo-favicon.svg',
      // The seeded document in the host's language (decision 043).
      privacy_policy: '/legal/privacy.pl.pdf',
      reg: '/legal/terms.pl.pdf',
    });
  });

  it('returns the default row for an unknown host', async () => {
    const response = await t.app.inject({ url: '/public-api/landing-page', headers: { host: 'nobody.example' } });
    expect(response.json()).toMatchObject({ id: seedIds.defaultTenant, language: 'pl', theme: 'theme-default' });
  });
});
