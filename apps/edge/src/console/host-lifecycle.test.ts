import {
  consoleCaller,
  createPreviewToken,
  createTestOperator,
  onboardingInput,
  signedInToken,
} from '@wl/console-server/testing';
import { hostConfigSnapshot, type HostConfigSnapshot as StoredSnapshot } from '@wl/db';
import { draftFromSnapshot, type HostConfigSnapshot, type OnboardHostInput } from '@wl/shared/console';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, injectedBranding, type TestApp } from '../testing/test-app.ts';

/*
 * Issue 17, item 1 (decision 038): an onboarded host stays pending, serving no brand, until an
 * operator takes it live; the first admin's activation mail goes out then, under the new brand.
 */

let test: TestApp;
let token: string;
let demoHostId: string;

beforeAll(async () => {
  test = await createTestApp();
  token = await signedInToken(test.db, await createTestOperator(test.db));
  demoHostId = (await test.db.hostConfig.findUniqueOrThrow({ where: { hostname: 'demo.localhost' } })).id;
});

async function caller() {
  return (await consoleCaller(test.db, token)).caller;
}

function wizard(overrides: Partial<OnboardHostInput> = {}): OnboardHostInput {
  return onboardingInput(demoHostId, overrides);
}

function get(host: string, url: string, accept = 'text/html') {
  return test.app.inject({ method: 'GET', url, headers: { host, accept } });
}

async function onboarded(overrides: Partial<OnboardHostInput> = {}) {
  const input = wizard(overrides);
  const result = await (await caller()).hosts.onboard(input);
  // The edge has loaded the new row (LISTEN/NOTIFY) once it answers its name with its status.
  await eventually(() => expect(test.app.hostEntry({ host: input.hostname } as never).id).toBe(result.hostConfigId));
  return { input, result };
}

describe('a pending host on the edge', () => {
  it('answers every page with the neutral page: no brand, no portal, 503, not indexed', async () => {
    const { input } = await onboarded();
    for (const path of ['/', '/app/offers', '/auth/activate-from-email/x', '/doradcy', '/nowhere']) {
      const response = await get(input.hostname, path);
      expect(response.statusCode, path).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.body).toContain('Ta strona nie jest jeszcze dostępna');
      expect(response.body).toContain('This site is not available yet');
      expect(response.body).toContain(input.hostname);
      // Neither the new brand (not live yet) nor the clone source's, nor the portal's bundle.
      for (const mark of ['Acme', 'Demo', 'wl-branding', '<script']) expect(response.body).not.toContain(mark);
    }
  });

  it('answers its landing data and the platform API with 503 in the error shape', async () => {
    const { input } = await onboarded();
    for (const path of [
      '/public-api/landing-page',
      '/public-api/advisor-panel-configuration',
      '/auth/data',
      '/api/advisor/investor/offers',
    ]) {
      const response = await get(input.hostname, path, 'application/json');
      expect(response.statusCode, path).toBe(503);
      expect(response.json()).toMatchObject({ code: 'error.host_unavailable', parameters: { status: 'pending' } });
      expect(response.body).not.toContain('Acme');
    }
    const signIn = await test.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { host: input.hostname, 'content-type': 'application/json' },
      payload: { email: input.firstAdmin.email, password: 'whatever-it-is' },
    });
    expect(signIn.statusCode).toBe(503);
  });

  it("shows the operator's preview of it (a valid token) in its own brand", async () => {
    const { result } = await onboarded();
    const { url } = await createPreviewToken(test.db, test.app.previewTokens, 'http://localhost:3000', {
      hostConfigId: result.hostConfigId,
      language: 'pl',
    });
    const preview = await get(new URL(url).host, `/${new URL(url).search}`);
    expect(preview.statusCode).toBe(200);
    expect(injectedBranding(preview.body)).toMatchObject({
      landing: { siteTitle: { pl: 'Acme Dom Maklerski' } },
      admin: { themeColors: '#1d4ed8,#1e40af,#eff6ff' },
    });
  });
});

describe('hosts.goLive', () => {
  it('takes the host live: its brand on the edge at once, the activation mail under it, audited', async () => {
    const { input, result } = await onboarded();
    const live = await (await caller()).hosts.goLive({ hostConfigId: result.hostConfigId, expectedVersion: 1 });
    expect(live).toEqual({ status: 'live', activationSentTo: input.firstAdmin.email });

    await eventually(async () => expect((await get(input.hostname, '/')).statusCode).toBe(200));
    const page = await get(input.hostname, '/');
    expect(page.body).toContain('<title>Acme Dom Maklerski</title>');
    expect(page.body).not.toContain('Demo');
    expect((await get(input.hostname, '/public-api/landing-page', 'application/json')).statusCode).toBe(200);

    const mails = await test.db.mailOutbox.findMany({ where: { toAddress: input.firstAdmin.email } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'advisor-activation', host: input.hostname });
    expect(mails[0]?.subject).toContain('Acme Dom Maklerski');
    expect(`${mails[0]?.subject}${mails[0]?.html}${mails[0]?.text}`).not.toMatch(/Demo|Custom Capital/);
    expect(mails[0]?.text).toContain(`http://${input.hostname}/auth/activate-from-email/`);

    const host = await test.db.hostConfig.findUniqueOrThrow({ where: { id: result.hostConfigId } });
    expect(host.status).toBe('live');
    expect(host.wentLiveAt).toBeInstanceOf(Date);
    const audit = await test.db.auditLog.findFirst({
      where: { event: 'console.host_went_live', data: { path: ['hostConfigId'], equals: host.id } },
    });
    expect(audit?.data).toMatchObject({ activationSentTo: input.firstAdmin.email, hostname: input.hostname });

    // Once is enough.
    await expect(
      (await caller()).hosts.goLive({ hostConfigId: result.hostConfigId, expectedVersion: 1 }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('live') });
  });

  it('refuses a stale version and a waiting draft (publish it instead), changing nothing', async () => {
    const { result } = await onboarded();
    const client = await caller();
    await expect(client.hosts.goLive({ hostConfigId: result.hostConfigId, expectedVersion: 2 })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const row = await test.db.hostConfig.findUniqueOrThrow({ where: { id: result.hostConfigId } });
    const draft = draftFromSnapshot(hostConfigSnapshot(row) as StoredSnapshot as HostConfigSnapshot);
    await client.branding.saveDraft({
      hostConfigId: result.hostConfigId,
      expectedRevision: null,
      draft: { ...draft, headline: { pl: 'Obligacje Acme' } },
    });
    await expect(client.hosts.goLive({ hostConfigId: result.hostConfigId, expectedVersion: 1 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('draft'),
    });
    expect((await test.db.hostConfig.findUniqueOrThrow({ where: { id: result.hostConfigId } })).status).toBe('pending');
  });

  it('needs a reason for colours below WCAG AA, as nothing was live before', async () => {
    const { result } = await onboarded({
      brand: { name: { pl: 'Blado' }, colors: { main: '#eeeeee', hover: '#dddddd', highlight: '#ffffff' } },
    });
    const client = await caller();
    await expect(client.hosts.goLive({ hostConfigId: result.hostConfigId, expectedVersion: 1 })).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
    });
    const live = await client.hosts.goLive({
      hostConfigId: result.hostConfigId,
      expectedVersion: 1,
      contrastOverride: { reason: 'The broker signed off its pale palette in writing.' },
    });
    expect(live.status).toBe('live');
  });

  it('is what the first publish of a pending host does: draft live, mail out', async () => {
    const { input, result } = await onboarded();
    const client = await caller();
    const row = await test.db.hostConfig.findUniqueOrThrow({ where: { id: result.hostConfigId } });
    const draft = draftFromSnapshot(hostConfigSnapshot(row) as StoredSnapshot as HostConfigSnapshot);
    const saved = await client.branding.saveDraft({
      hostConfigId: result.hostConfigId,
      expectedRevision: null,
      draft: { ...draft, headline: { pl: 'Obligacje Acme', en: 'Acme bonds' } },
    });
    const published = await client.branding.publish({
      hostConfigId: result.hostConfigId,
      expectedVersion: 1,
      expectedRevision: saved.revision,
    });
    expect(published).toMatchObject({ version: 2, wentLive: true, activationSentTo: input.firstAdmin.email });
    await eventually(async () => expect((await get(input.hostname, '/')).statusCode).toBe(200));
    expect(await test.db.mailOutbox.count({ where: { toAddress: input.firstAdmin.email } })).toBe(1);
    const state = await client.branding.get({ hostConfigId: result.hostConfigId });
    expect(state.host).toMatchObject({
      status: 'live',
      firstAdmin: { email: input.firstAdmin.email, status: 'initial' },
    });
  });
});

describe('hosts.resendActivation', () => {
  it('waits for the go-live, then sends a new link while the admin has not activated', async () => {
    const { input, result } = await onboarded();
    const client = await caller();
    await expect(client.hosts.resendActivation({ hostConfigId: result.hostConfigId })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await client.hosts.goLive({ hostConfigId: result.hostConfigId, expectedVersion: 1 });
    await expect(client.hosts.resendActivation({ hostConfigId: result.hostConfigId })).resolves.toEqual({
      sentTo: input.firstAdmin.email,
    });
    expect(await test.db.mailOutbox.count({ where: { toAddress: input.firstAdmin.email } })).toBe(2);
    const listed = (await client.hosts.list()).find((host) => host.id === result.hostConfigId);
    expect(listed).toMatchObject({ status: 'live', firstAdmin: { email: input.firstAdmin.email, status: 'initial' } });

    await test.db.advisor.update({ where: { id: result.adminId }, data: { status: 'active' } });
    await expect(client.hosts.resendActivation({ hostConfigId: result.hostConfigId })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining(input.firstAdmin.email),
    });
  });

  it('refuses a host without a first admin (the seeded ones)', async () => {
    await expect((await caller()).hosts.resendActivation({ hostConfigId: demoHostId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('hosts.suspend and hosts.resume', () => {
  it('suspends a live host (neutral page, API refused, with a reason) and resumes it', async () => {
    const { input, result } = await onboarded();
    const client = await caller();
    const reason = 'The broker has not paid for three months.';
    // Not live yet: nothing to suspend.
    await expect(client.hosts.suspend({ hostConfigId: result.hostConfigId, reason })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await client.hosts.goLive({ hostConfigId: result.hostConfigId, expectedVersion: 1 });
    await expect(client.hosts.suspend({ hostConfigId: result.hostConfigId, reason: 'short' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(client.hosts.suspend({ hostConfigId: result.hostConfigId, reason })).resolves.toEqual({
      status: 'suspended',
    });

    await eventually(async () => expect((await get(input.hostname, '/')).statusCode).toBe(503));
    const page = await get(input.hostname, '/app/offers');
    expect(page.body).toContain('Ta strona jest chwilowo niedostępna');
    expect(page.body).not.toContain('Acme Dom');
    const api = await get(input.hostname, '/public-api/landing-page', 'application/json');
    expect(api.statusCode).toBe(503);
    expect(api.json()).toMatchObject({ code: 'error.host_unavailable', parameters: { status: 'suspended' } });
    const audit = await test.db.auditLog.findFirst({
      where: { event: 'console.host_suspended', data: { path: ['hostConfigId'], equals: result.hostConfigId } },
    });
    expect(audit?.data).toMatchObject({ reason, hostname: input.hostname });

    // A rollback or publish does not bring it back: the status is not branding.
    await expect(client.hosts.suspend({ hostConfigId: result.hostConfigId, reason })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(client.hosts.resume({ hostConfigId: result.hostConfigId })).resolves.toEqual({ status: 'live' });
    await eventually(async () => expect((await get(input.hostname, '/')).statusCode).toBe(200));
    await expect(client.hosts.resume({ hostConfigId: result.hostConfigId })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('never suspends the default row, which answers every unknown host', async () => {
    const defaultRow = await test.db.hostConfig.findFirstOrThrow({ where: { isDefault: true } });
    await expect(
      (await caller()).hosts.suspend({ hostConfigId: defaultRow.id, reason: 'Trying to take everything down.' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await get('localhost', '/')).statusCode).toBe(200);
  });
});
