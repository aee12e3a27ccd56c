import {
  consoleCaller,
  createTestOperator,
  onboardingInput,
  openedSessionToken,
  runDueRequests,
  SESSION_COOKIE,
  type TestOperator,
} from '@wl/console-server/testing';
import type { SaveBrandingDraftInput } from '@wl/shared/console';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../testing/refusal.ts';
import { createTestApp, eventually, type TestApp } from '../testing/test-app.ts';

/*
 * Issue 17, item 7 (decision 047): a tenant's four-eyes rule makes a publish a request another
 * operator approves; a publish can be scheduled, and the edges switch to it within a second of
 * its time, one edge publishing it, never twice.
 */

let test: TestApp;
let demoHostId: string;
const tokens = {} as Record<'admin' | 'editor' | 'publisher' | 'publisher2', string>;
const operators = {} as Record<keyof typeof tokens, TestOperator>;

beforeAll(async () => {
  test = await createTestApp();
  demoHostId = (await test.db.hostConfig.findUniqueOrThrow({ where: { hostname: 'demo.localhost' } })).id;
  for (const [name, role] of [
    ['admin', 'admin'],
    ['editor', 'editor'],
    ['publisher', 'publisher'],
    ['publisher2', 'publisher'],
  ] as const) {
    operators[name] = await createTestOperator(test.db, { role });
    tokens[name] = await openedSessionToken(test.db, operators[name]);
  }
});

async function as(name: keyof typeof tokens) {
  return (await consoleCaller(test.db, tokens[name])).caller;
}

/** A live host of a tenant of its own, with four-eyes on or off. */
async function liveHost(fourEyes: boolean) {
  const admin = await as('admin');
  const input = onboardingInput(demoHostId);
  const onboarded = await admin.hosts.onboard(input);
  await admin.hosts.goLive({ hostConfigId: onboarded.hostConfigId, expectedVersion: 1 });
  const host = await test.db.hostConfig.findUniqueOrThrow({ where: { id: onboarded.hostConfigId } });
  if (fourEyes) await admin.publishing.setFourEyes({ tenantId: host.tenantId, enabled: true });
  await eventually(() => expect(edgeVersion(input.hostname)).toBe(host.version));
  return { id: host.id, hostname: input.hostname, version: host.version };
}

/** The version of the host's branding this edge serves. */
function edgeVersion(hostname: string): number {
  return test.app.hostEntry({ host: hostname } as never).branding.version;
}

/** The editor saves a draft with a new site title; returns its revision. */
async function savedDraft(hostId: string, title: string, by: keyof typeof tokens = 'editor') {
  const caller = await as(by);
  const state = await caller.branding.get({ hostConfigId: hostId });
  const draft: SaveBrandingDraftInput['draft'] = {
    ...(state.draft?.draft ?? state.published),
    siteTitle: { pl: title, en: title },
  };
  const saved = await caller.branding.saveDraft({
    hostConfigId: hostId,
    expectedRevision: state.draft?.revision ?? null,
    draft,
  });
  return saved.revision;
}

describe('the four-eyes rule', () => {
  it('turns a publish into a request another operator approves, under their name', async () => {
    const host = await liveHost(true);
    const revision = await savedDraft(host.id, 'Acme po zmianie');
    const publish = { hostConfigId: host.id, expectedVersion: host.version, expectedRevision: revision };

    // No direct publish, not even by a publisher.
    expect(await refusal((await as('publisher')).branding.publish(publish))).toEqual({
      code: 'FORBIDDEN',
      key: 'console:refusals.requests.fourEyesRequired',
    });
    const request = await (await as('editor')).publishing.request({ ...publish, kind: 'publish' });
    expect(request).toMatchObject({ status: 'awaiting_approval', requestedBy: operators.editor.email });

    // The draft stays as it was asked for, and nobody approves their own request.
    expect(await refusal(savedDraft(host.id, 'Inny tytuł'))).toEqual({
      code: 'CONFLICT',
      key: 'console:refusals.requests.requestOpen',
    });
    const selfPublisher = await (await as('publisher')).publishing
      .request({ ...publish, kind: 'publish' })
      .catch((error: unknown) => error);
    expect(selfPublisher).toMatchObject({ code: 'CONFLICT' });
    expect(await refusal((await as('editor')).publishing.approve({ requestId: request.id }))).toMatchObject({
      code: 'FORBIDDEN',
      key: 'console:refusals.operators.roleRequired',
    });

    const approved = await (await as('publisher')).publishing.approve({ requestId: request.id });
    expect(approved).toMatchObject({ status: 'published', result: { version: host.version + 1 } });
    await eventually(() => expect(edgeVersion(host.hostname)).toBe(host.version + 1));
    const revisionRow = await test.db.hostConfigRevision.findFirstOrThrow({
      where: { hostConfigId: host.id, version: host.version + 1 },
    });
    expect(revisionRow.publishedBy).toBe(operators.publisher.email);

    const rules = await (await as('editor')).publishing.rules({ hostConfigId: host.id });
    expect(rules).toMatchObject({ fourEyes: true, open: null });
    expect(rules.recent[0]).toMatchObject({ status: 'published', decidedBy: operators.publisher.email });
    const events = await test.db.auditLog.findMany({
      where: { data: { path: ['requestId'], equals: request.id } },
      orderBy: { createdAt: 'asc' },
    });
    expect(events.map((event) => event.event)).toEqual(['console.publish_requested', 'console.publish_approved']);
  });

  it('a requester cannot approve even as a publisher; a rejection frees the draft', async () => {
    const host = await liveHost(true);
    const revision = await savedDraft(host.id, 'Acme do odrzucenia', 'publisher');
    const request = await (await as('publisher')).publishing.request({
      hostConfigId: host.id,
      kind: 'publish',
      expectedVersion: host.version,
      expectedRevision: revision,
    });
    expect(await refusal((await as('publisher')).publishing.approve({ requestId: request.id }))).toEqual({
      code: 'FORBIDDEN',
      key: 'console:refusals.requests.ownRequest',
    });
    const rejected = await (await as('publisher2')).publishing.reject({
      requestId: request.id,
      reason: 'Logo jeszcze nie zatwierdzone',
    });
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Logo jeszcze nie zatwierdzone' });
    expect(await savedDraft(host.id, 'Acme po poprawkach', 'publisher')).toBe(revision + 1);
    expect((await test.db.hostConfig.findUniqueOrThrow({ where: { id: host.id } })).version).toBe(host.version);
  });

  it('is checked before the request is stored: a stale version is refused at once', async () => {
    const host = await liveHost(true);
    const revision = await savedDraft(host.id, 'Acme nieaktualne');
    const stale = await refusal(
      (await as('editor')).publishing.request({
        hostConfigId: host.id,
        kind: 'publish',
        expectedVersion: host.version - 1 || 99,
        expectedRevision: revision,
      }),
    );
    expect(stale.code).toBe('CONFLICT');
    expect(await test.db.publishRequest.count({ where: { hostConfigId: host.id } })).toBe(0);
    // …and writes nothing of the dry run (no new version, the draft still there).
    expect((await test.db.hostConfig.findUniqueOrThrow({ where: { id: host.id } })).version).toBe(host.version);
  });
});

describe('a scheduled publish', () => {
  it('is refused to an editor without four-eyes, and in the past', async () => {
    const host = await liveHost(false);
    const revision = await savedDraft(host.id, 'Acme później');
    const base = { hostConfigId: host.id, kind: 'publish' as const, expectedVersion: host.version };
    expect(
      await refusal(
        (await as('editor')).publishing.request({
          ...base,
          expectedRevision: revision,
          publishAt: new Date(Date.now() + 60_000).toISOString(),
        }),
      ),
    ).toEqual({ code: 'FORBIDDEN', key: 'console:refusals.operators.roleRequired' });
    expect(
      await refusal(
        (await as('publisher')).publishing.request({
          ...base,
          expectedRevision: revision,
          publishAt: new Date(Date.now() - 1000).toISOString(),
        }),
      ),
    ).toEqual({ code: 'BAD_REQUEST', key: 'console:refusals.requests.badTime' });
    expect(await refusal((await as('publisher')).publishing.request({ ...base, expectedRevision: revision }))).toEqual({
      code: 'BAD_REQUEST',
      key: 'console:refusals.requests.nothingToWaitFor',
    });
  });

  it('goes live on every edge within a second of its time', async () => {
    const host = await liveHost(false);
    const revision = await savedDraft(host.id, 'Acme o czasie');
    const publishAt = new Date(Date.now() + 1500);
    // Through HTTP, as the console calls it: the edge's scheduler is woken by the request.
    const response = await test.app.inject({
      method: 'POST',
      url: '/console/trpc/publishing.request',
      headers: { cookie: `${SESSION_COOKIE}=${tokens.publisher}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        hostConfigId: host.id,
        kind: 'publish',
        expectedVersion: host.version,
        expectedRevision: revision,
        publishAt: publishAt.toISOString(),
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.data).toMatchObject({ status: 'scheduled' });
    expect(edgeVersion(host.hostname)).toBe(host.version);

    await eventually(() => expect(edgeVersion(host.hostname)).toBe(host.version + 1), 5000);
    const switchedAt = Date.now();
    expect(switchedAt - publishAt.getTime()).toBeLessThan(1000);
    expect(switchedAt).toBeGreaterThanOrEqual(publishAt.getTime());
    const row = await test.db.publishRequest.findFirstOrThrow({ where: { hostConfigId: host.id } });
    expect(row).toMatchObject({ status: 'published', publishedVersion: host.version + 1 });
  });

  it('is published once however many edges run at its time', async () => {
    const host = await liveHost(false);
    const revision = await savedDraft(host.id, 'Acme raz');
    const publishAt = new Date(Date.now() + 60_000);
    await (await as('publisher')).publishing.request({
      hostConfigId: host.id,
      kind: 'publish',
      expectedVersion: host.version,
      expectedRevision: revision,
      publishAt: publishAt.toISOString(),
    });
    const later = () => new Date(publishAt.getTime() + 10);
    const handled = await Promise.all([1, 2, 3, 4].map(() => runDueRequests(test.db, {}, later)));
    expect(handled.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    const revisions = await test.db.hostConfigRevision.count({ where: { hostConfigId: host.id } });
    expect((await test.db.hostConfig.findUniqueOrThrow({ where: { id: host.id } })).version).toBe(host.version + 1);
    expect(revisions).toBe(host.version + 1);
    const done = await test.db.auditLog.count({
      where: { event: 'console.scheduled_publish_done', data: { path: ['hostConfigId'], equals: host.id } },
    });
    expect(done).toBe(1);
  });

  it('fails in words when the live version changed before its time, and can be cancelled', async () => {
    const host = await liveHost(false);
    const revision = await savedDraft(host.id, 'Acme spóźnione');
    const publishAt = new Date(Date.now() + 60_000);
    const publisher = await as('publisher');
    const scheduled = await publisher.publishing.request({
      hostConfigId: host.id,
      kind: 'publish',
      expectedVersion: host.version,
      expectedRevision: revision,
      publishAt: publishAt.toISOString(),
    });
    // A direct publish cannot pass the waiting request…
    expect(
      await refusal(
        publisher.branding.publish({
          hostConfigId: host.id,
          expectedVersion: host.version,
          expectedRevision: revision,
        }),
      ),
    ).toEqual({ code: 'CONFLICT', key: 'console:refusals.requests.requestOpen' });
    // …but a rollback (an emergency) can, and then the scheduled publish no longer fits.
    await test.db.hostConfig.update({ where: { id: host.id }, data: { version: { increment: 1 } } });
    await runDueRequests(test.db, {}, () => new Date(publishAt.getTime() + 10));
    const failed = await test.db.publishRequest.findUniqueOrThrow({ where: { id: scheduled.id } });
    expect(failed.status).toBe('failed');
    expect(failed.reason).toBe('console:checks.staleVersion');

    const another = await publisher.publishing.request({
      hostConfigId: host.id,
      kind: 'publish',
      expectedVersion: host.version + 1,
      expectedRevision: revision,
      publishAt: publishAt.toISOString(),
    });
    expect(await publisher.publishing.cancel({ requestId: another.id })).toMatchObject({ status: 'cancelled' });
    expect(await refusal(publisher.publishing.cancel({ requestId: another.id }))).toEqual({
      code: 'CONFLICT',
      key: 'console:refusals.requests.notOpen',
    });
  });
});
