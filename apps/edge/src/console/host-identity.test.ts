import { randomUUID } from 'node:crypto';
import { consoleCaller, createTestOperator, onboardingInput, signedInToken } from '@wl/console-server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../testing/refusal.ts';
import { createTestApp, eventually, type TestApp } from '../testing/test-app.ts';

/*
 * Issue 17, item 5: an operator renames a host (it answers under the new name at once, the old
 * one no longer) and deletes one that is not live, confirmed by its name.
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

const landing = (host: string) =>
  test.app.inject({ method: 'GET', url: '/public-api/landing-page', headers: { host } });

async function liveHost() {
  const console = await caller();
  const onboarded = await console.hosts.onboard(onboardingInput(demoHostId));
  await console.hosts.goLive({ hostConfigId: onboarded.hostConfigId, expectedVersion: 1 });
  return onboarded;
}

describe('renaming a host', () => {
  it('answers under the new name at once, keeps its branding and history, and audits it', async () => {
    const host = await liveHost();
    const before = await test.db.hostConfig.findUniqueOrThrow({ where: { id: host.hostConfigId } });
    await eventually(async () => expect((await landing(host.hostname)).statusCode).toBe(200));
    const newName = `renamed-${randomUUID().slice(0, 8)}.localhost`;

    const result = await (await caller()).hosts.rename({ hostConfigId: host.hostConfigId, hostname: newName });
    expect(result.hostname).toBe(newName);
    // The origin derived from the old name follows the new one (decision 028).
    expect(result.publicOrigin).toBe(before.publicOrigin?.replace(host.hostname, newName));

    await eventually(async () => {
      const renamed = await landing(newName);
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().id).toBe(host.tenantId);
    });
    // The old name now falls through to the default row, not to this broker.
    expect((await landing(host.hostname)).json().id).not.toBe(host.tenantId);
    const after = await test.db.hostConfig.findUniqueOrThrow({ where: { id: host.hostConfigId } });
    expect({ version: after.version, siteTitle: after.siteTitle }).toEqual({
      version: before.version,
      siteTitle: before.siteTitle,
    });
    const audit = await test.db.auditLog.findFirstOrThrow({
      where: { event: 'console.host_renamed', data: { path: ['hostConfigId'], equals: host.hostConfigId } },
    });
    expect(audit.data).toMatchObject({ from: host.hostname, hostname: newName });
  });

  it('takes a waiting draft along, so it still publishes under the new name', async () => {
    const host = await liveHost();
    const console = await caller();
    const state = await console.branding.get({ hostConfigId: host.hostConfigId });
    const saved = await console.branding.saveDraft({
      hostConfigId: host.hostConfigId,
      expectedRevision: null,
      draft: { ...state.published, siteTitle: { pl: 'Po zmianie nazwy', en: 'After the rename' } },
    });
    const newName = `moved-${randomUUID().slice(0, 8)}.localhost`;
    await console.hosts.rename({ hostConfigId: host.hostConfigId, hostname: newName });
    const draft = await console.branding.get({ hostConfigId: host.hostConfigId });
    expect(draft.draft?.draft.hostname).toBe(newName);
    const published = await console.branding.publish({
      hostConfigId: host.hostConfigId,
      expectedVersion: state.version,
      expectedRevision: saved.revision,
    });
    expect(published.version).toBe(state.version + 1);
  });

  it('refuses a taken name, the same name, a reserved one and the default row', async () => {
    const host = await liveHost();
    const console = await caller();
    expect(
      await refusal(console.hosts.rename({ hostConfigId: host.hostConfigId, hostname: 'demo.localhost' })),
    ).toEqual({
      code: 'CONFLICT',
      key: 'console:refusals.catalogue.hostTaken',
    });
    expect(
      (await refusal(console.hosts.rename({ hostConfigId: host.hostConfigId, hostname: host.hostname }))).key,
    ).toBe('console:refusals.lifecycle.sameName');
    expect((await refusal(console.hosts.rename({ hostConfigId: host.hostConfigId, hostname: 'localhost' }))).code).toBe(
      'BAD_REQUEST',
    );
    const defaultId = (await test.db.hostConfig.findFirstOrThrow({ where: { isDefault: true } })).id;
    expect(
      (await refusal(console.hosts.rename({ hostConfigId: defaultId, hostname: 'x-default.localhost' }))).key,
    ).toBe('console:refusals.lifecycle.defaultFixed');
  });
});

describe('deleting a host', () => {
  it('refuses a live host and a wrong confirmation; deletes a suspended one with its history', async () => {
    const host = await liveHost();
    const console = await caller();
    const live = await refusal(
      console.hosts.delete({ hostConfigId: host.hostConfigId, confirmHostname: host.hostname }),
    );
    expect(live).toEqual({ code: 'CONFLICT', key: 'console:refusals.lifecycle.deleteLive' });

    await console.hosts.suspend({ hostConfigId: host.hostConfigId, reason: 'The broker ended the contract.' });
    const wrong = await refusal(
      console.hosts.delete({ hostConfigId: host.hostConfigId, confirmHostname: 'demo.localhost' }),
    );
    expect(wrong.key).toBe('console:refusals.lifecycle.confirmMismatch');
    expect(await test.db.hostConfig.count({ where: { id: host.hostConfigId } })).toBe(1);

    expect(
      await console.hosts.delete({
        hostConfigId: host.hostConfigId,
        confirmHostname: ` ${host.hostname.toUpperCase()} `,
      }),
    ).toEqual({
      deleted: true,
    });
    expect(await test.db.hostConfig.count({ where: { id: host.hostConfigId } })).toBe(0);
    expect(await test.db.hostConfigRevision.count({ where: { hostConfigId: host.hostConfigId } })).toBe(0);
    // The partner and its people stay.
    expect(await test.db.tenant.count({ where: { id: host.tenantId } })).toBe(1);
    expect(await test.db.advisor.count({ where: { tenantId: host.tenantId } })).toBe(1);
    await eventually(async () => expect((await landing(host.hostname)).json().id).not.toBe(host.tenantId));
    const audit = await test.db.auditLog.findFirstOrThrow({
      where: { event: 'console.host_deleted', data: { path: ['hostConfigId'], equals: host.hostConfigId } },
    });
    expect(audit.data).toMatchObject({ hostname: host.hostname, status: 'suspended' });
  });

  it('deletes a pending host straight away, and never the default row', async () => {
    const console = await caller();
    const pending = await console.hosts.onboard(onboardingInput(demoHostId));
    await console.hosts.delete({ hostConfigId: pending.hostConfigId, confirmHostname: pending.hostname });
    expect(await test.db.hostConfig.count({ where: { id: pending.hostConfigId } })).toBe(0);
    const defaultId = (await test.db.hostConfig.findFirstOrThrow({ where: { isDefault: true } })).id;
    expect((await refusal(console.hosts.delete({ hostConfigId: defaultId, confirmHostname: '' }))).key).toBe(
      'console:refusals.lifecycle.defaultFixed',
    );
  });
});
