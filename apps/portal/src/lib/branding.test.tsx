import { screen } from '@testing-library/react';
import { resolveBranding } from '@wl/shared/config';
import { brandingDefaults } from '@wl/shared/i18n/core';
import { describe, expect, it } from 'vitest';
import { plHost } from '@/testing/hosts.ts';
import { injectBranding, renderApp } from '@/testing/render-app.tsx';
import { defaultHostBranding, readInjectedBranding } from './branding.ts';

describe('readInjectedBranding', () => {
  it('returns the injected branding when it is valid', () => {
    injectBranding(plHost);
    expect(readInjectedBranding()).toEqual(plHost);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not JSON', '{"host":'],
    ['not a branding', JSON.stringify({ host: 'x.localhost' })],
    ['a branding without its language', JSON.stringify({ ...plHost, landing: { ...plHost.landing, language: 'de' } })],
  ])('falls back to the default host when the payload is %s', (_label, payload) => {
    injectBranding(payload);
    expect(readInjectedBranding()).toEqual(defaultHostBranding);
  });

  it('keeps a host whose logo is unsafe, and its page never uses that logo (decision 075)', () => {
    const forged = { ...plHost, landing: { ...plHost.landing, logo: 'javascript:alert(1)' } };
    injectBranding(JSON.stringify(forged));
    const branding = readInjectedBranding();
    expect(branding).toEqual(forged);
    expect(resolveBranding(branding, 'pl', brandingDefaults('pl')).logo).toBeNull();
  });

  it('renders the default host, in Polish, when the injected JSON is invalid', async () => {
    injectBranding('{ definitely not json');
    renderApp();

    expect(await screen.findByRole('heading', { level: 1, name: 'Inwestuj razem ze swoim doradcą' })).toBeTruthy();
    expect(screen.getAllByText('Platforma inwestycyjna').length).toBeGreaterThan(0);
    expect(document.title).toBe('Platforma inwestycyjna');
    expect(document.getElementById('wl-theme')?.textContent).toContain('--wl-color-main:#000000');
  });

  it('renders the default host when nothing was injected', async () => {
    injectBranding(null);
    renderApp();

    expect(await screen.findByRole('heading', { level: 2, name: 'Panel doradcy' })).toBeTruthy();
  });
});
