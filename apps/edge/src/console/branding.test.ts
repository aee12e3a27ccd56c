import { randomUUID } from 'node:crypto';
import type { TRPCError } from '@trpc/server';
import {
  consoleCaller,
  consoleErrorData,
  createTestOperator,
  signedInToken,
  type TestOperator,
} from '@wl/console-server/testing';
import { type Database, findHostConfig, hostConfigSnapshot, seedDemo, seedIds, toHostBranding } from '@wl/db';
import { createTestDatabase } from '@wl/db/testing';
import {
  brandingMessages,
  draftFromSnapshot,
  type HostConfigSnapshot,
  type HostDraftInput,
  type SnapshotChange,
  STALE_VERSION_KEY,
} from '@wl/shared/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HostConfigStore } from '../hosts/host-config-store.ts';

const nothingToChangeText = 'Nothing to change: the host is already at that version.';

let db: Database;
let url: string;
let ola: TestOperator;
let ben: TestOperator;
let olaToken: string;
let benToken: string;

beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
  await seedDemo(db);
  ola = await createTestOperator(db);
  ben = await createTestOperator(db);
  olaToken = await signedInToken(db, ola);
  benToken = await signedInToken(db, ben);
});

async function as(token: string | undefined) {
  return (await consoleCaller(db, token, { ip: '198.51.100.4' })).caller;
}

/**
 * A host of its own for one test: demo.localhost's branding under a random name, at version 1
 * with its first revision (as the seed writes them).
 */
async function createHost(): Promise<{ id: string; hostname: string }> {
  const hostname = `brand-${randomUUID().slice(0, 8)}.test`;
  const [row] = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO "host_config" ("id", "hostname", "tenant_id", "language", "theme", "favicon", "site_title",
      "investment_risks", "reg", "privacy_policy", "campaign_invest_button_text", "form_invest_button_text",
      "consent2", "consent3", "equity_placeholder", "debt_placeholder", "logo", "logo_inverse", "headline",
      "subheadline", "admin_configuration", "investor_panel_blocked", "legal_persons_enabled", "updated_at")
    SELECT gen_random_uuid(), ${hostname}, "tenant_id", "language", "theme", "favicon", "site_title",
      "investment_risks", "reg", "privacy_policy", "campaign_invest_button_text", "form_invest_button_text",
      "consent2", "consent3", "equity_placeholder", "debt_placeholder", "logo", "logo_inverse", "headline",
      "subheadline", "admin_configuration", "investor_panel_blocked", "legal_persons_enabled", now()
    FROM "host_config" WHERE "hostname" = 'demo.localhost'
    RETURNING "id"`;
  const id = row?.id as string;
  const created = await db.hostConfig.findUniqueOrThrow({ where: { id } });
  await db.hostConfigRevision.create({
    data: { hostConfigId: id, version: 1, snapshot: hostConfigSnapshot(created) as object, publishedBy: 'seed' },
  });
  return { id, hostname };
}

async function publishedDraft(id: string): Promise<HostDraftInput> {
  const row = await db.hostConfig.findUniqueOrThrow({ where: { id } });
  return draftFromSnapshot(hostConfigSnapshot(row) as HostConfigSnapshot);
}

/** demo.localhost's branding re-coloured and re-titled: what the issue's e2e does. */
async function acmeDraft(id: string): Promise<HostDraftInput> {
  const draft = await publishedDraft(id);
  return {
    ...draft,
    theme: 'theme-custom',
    customColors: { main: '#123456', hover: '#234567', highlight: '#fafafa' },
    siteTitle: { pl: 'Acme Dom Maklerski', en: 'Acme Brokerage' },
  };
}

async function auditEntries(event: string, hostConfigId: string) {
  const rows = await db.auditLog.findMany({ where: { event }, orderBy: { createdAt: 'asc' } });
  return rows.filter((row) => (row.data as { hostConfigId?: string }).hostConfigId === hostConfigId);
}

function fields(changes: SnapshotChange[]): string[] {
  return changes.map((change) => change.field);
}

describe('branding: authorization', () => {
  it('refuses every procedure without a session, or with an unknown one', async () => {
    const { id } = await createHost();
    const draft = await publishedDraft(id);
    for (const token of [undefined, 'forged-token']) {
      const caller = await as(token);
      const calls = [
        caller.branding.get({ hostConfigId: id }),
        caller.branding.saveDraft({ hostConfigId: id, expectedRevision: null, draft }),
        caller.branding.discardDraft({ hostConfigId: id, expectedRevision: 1 }),
        caller.branding.publish({ hostConfigId: id, expectedVersion: 1, expectedRevision: 1 }),
        caller.branding.revisions({ hostConfigId: id }),
        caller.branding.rollback({ hostConfigId: id, toVersion: 1, expectedVersion: 1 }),
      ];
      for (const call of calls) await expect(call).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect(await db.hostConfigDraft.count({ where: { hostConfigId: id } })).toBe(0);
  });
});

describe('branding.get', () => {
  it('answers the host, its published branding as a draft and no draft', async () => {
    const { id, hostname } = await createHost();

    const state = await (await as(olaToken)).branding.get({ hostConfigId: id });

    expect(state).toMatchObject({
      host: { id, hostname, isDefault: false, tenant: { id: seedIds.demoTenant, name: 'Demo Dom Maklerski' } },
      version: 1,
      draft: null,
    });
    expect(state.published).toMatchObject({ hostname, theme: 'theme-navy', siteTitle: { pl: 'Demo Dom Maklerski' } });
  });

  it('answers NOT_FOUND for an unknown host', async () => {
    await expect((await as(olaToken)).branding.get({ hostConfigId: randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('branding.saveDraft', () => {
  it('refuses an invalid draft with BAD_REQUEST and the field paths, saving nothing', async () => {
    const { id } = await createHost();
    const draft = await publishedDraft(id);
    const caller = await as(olaToken);

    const error = await caller.branding
      .saveDraft({
        hostConfigId: id,
        expectedRevision: null,
        draft: { ...draft, theme: 'theme-custom', customColors: null, favicon: 'http://insecure.test/icon.png' },
      })
      .catch((caught: unknown) => caught);

    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    const issues = (error as { cause: { issues: { path: (string | number)[] }[] } }).cause.issues;
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['draft.favicon', 'draft.customColors']),
    );
    expect(await db.hostConfigDraft.count({ where: { hostConfigId: id } })).toBe(0);
  });

  it('refuses a draft that moves the host to another tenant or renames it', async () => {
    const { id } = await createHost();
    const draft = await publishedDraft(id);
    const caller = await as(olaToken);

    for (const [change, path] of [
      [{ tenantId: seedIds.customTenant }, 'draft.tenantId'],
      [{ hostname: 'renamed.test' }, 'draft.hostname'],
    ] as const) {
      const error = await caller.branding
        .saveDraft({ hostConfigId: id, expectedRevision: null, draft: { ...draft, ...change } })
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: 'BAD_REQUEST' });
      const issues = (error as { cause: { issues: { path: string[] }[] } }).cause.issues;
      expect(issues.map((issue) => issue.path.join('.'))).toEqual([path]);
      const key = path === 'draft.tenantId' ? brandingMessages.tenantFixed.key : brandingMessages.hostnameFixed.key;
      expect(consoleErrorData(error as TRPCError)).toEqual({
        issues: [{ path, message: key }],
        messageKey: key,
        messageParams: null,
      });
    }
  });

  it('saves a draft that get then shows, next to the unchanged published branding, and audits it', async () => {
    const { id, hostname } = await createHost();
    const caller = await as(olaToken);

    const saved = await caller.branding.saveDraft({
      hostConfigId: id,
      expectedRevision: null,
      draft: await acmeDraft(id),
    });
    const state = await caller.branding.get({ hostConfigId: id });

    expect(saved).toMatchObject({ revision: 1, baseVersion: 1, updatedBy: ola.email });
    expect(state.draft).toEqual(saved);
    expect(state.draft?.draft).toMatchObject({ theme: 'theme-custom', siteTitle: { en: 'Acme Brokerage' } });
    expect(state.published).toMatchObject({ theme: 'theme-navy' });
    expect((await db.hostConfig.findUniqueOrThrow({ where: { id } })).version).toBe(1);

    const [entry] = await auditEntries('console.draft_saved', id);
    expect(entry).toMatchObject({ ip: '198.51.100.4' });
    expect(entry?.data).toMatchObject({
      hostConfigId: id,
      hostname,
      version: 1,
      revision: 1,
      operatorId: ola.id,
      email: ola.email,
      fields: expect.arrayContaining(['theme', 'siteTitle.pl', 'siteTitle.en', 'adminConfiguration.themeColors']),
    });
  });

  it('refuses the second operator’s save from an old revision, naming who saved, and keeps the first draft', async () => {
    const { id } = await createHost();
    const olaCaller = await as(olaToken);
    const benCaller = await as(benToken);
    const first = await olaCaller.branding.saveDraft({
      hostConfigId: id,
      expectedRevision: null,
      draft: await acmeDraft(id),
    });
    // Both load revision 1; Ben saves first.
    const bens = { ...(await acmeDraft(id)), headline: { pl: 'Nagłówek Bena' } };
    const bensSave = await benCaller.branding.saveDraft({ hostConfigId: id, expectedRevision: 1, draft: bens });

    const olaLate = olaCaller.branding.saveDraft({
      hostConfigId: id,
      expectedRevision: first.revision,
      draft: { ...(await acmeDraft(id)), headline: { pl: 'Nagłówek Oli' } },
    });

    await expect(olaLate).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(olaLate).rejects.toThrow(ben.email);
    const state = await olaCaller.branding.get({ hostConfigId: id });
    expect(state.draft).toMatchObject({
      revision: 2,
      updatedBy: ben.email,
      draft: { headline: { pl: 'Nagłówek Bena' } },
    });
    expect(bensSave.revision).toBe(2);

    // Starting a new draft while one exists is refused the same way.
    const exists = await olaCaller.branding
      .saveDraft({ hostConfigId: id, expectedRevision: null, draft: await acmeDraft(id) })
      .then(
        () => expect.unreachable('a second new draft is refused'),
        (caught: unknown) => caught as TRPCError,
      );
    expect(exists).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining(ben.email) });
    // The console gets the key and the values, the date as ISO (it formats it for the operator);
    // the English message has it formatted already.
    expect(consoleErrorData(exists)).toEqual({
      issues: null,
      messageKey: 'console:refusals.branding.draftExists',
      messageParams: { email: ben.email, savedAt: state.draft?.updatedAt },
    });
    expect(exists.message).toMatch(/\(saved at \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\)/);
  });

  it('lets exactly one of two simultaneous saves win, for a new draft and for an existing one', async () => {
    const { id } = await createHost();
    const olaCaller = await as(olaToken);
    const benCaller = await as(benToken);
    const draft = await acmeDraft(id);

    const created = await Promise.allSettled([
      olaCaller.branding.saveDraft({ hostConfigId: id, expectedRevision: null, draft: { ...draft, logo: 'ola.svg' } }),
      benCaller.branding.saveDraft({ hostConfigId: id, expectedRevision: null, draft: { ...draft, logo: 'ben.svg' } }),
    ]);
    expect(created.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(created.find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: 'CONFLICT' } });

    const updated = await Promise.allSettled([
      olaCaller.branding.saveDraft({ hostConfigId: id, expectedRevision: 1, draft: { ...draft, logo: 'ola-2.svg' } }),
      benCaller.branding.saveDraft({ hostConfigId: id, expectedRevision: 1, draft: { ...draft, logo: 'ben-2.svg' } }),
    ]);
    const winners = updated.filter((result) => result.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    expect(updated.find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: 'CONFLICT' } });
    const stored = await db.hostConfigDraft.findUniqueOrThrow({ where: { hostConfigId: id } });
    expect(stored.revision).toBe(2);
    expect((stored.draft as { logo: string }).logo).toBe(
      (winners[0] as PromiseFulfilledResult<{ draft: { logo: string } }>).value.draft.logo,
    );
  });
});

describe('branding.discardDraft', () => {
  it('discards the draft at the expected revision only, and audits it', async () => {
    const { id } = await createHost();
    const caller = await as(olaToken);
    await caller.branding.saveDraft({ hostConfigId: id, expectedRevision: null, draft: await acmeDraft(id) });
    await caller.branding.saveDraft({ hostConfigId: id, expectedRevision: 1, draft: await acmeDraft(id) });

    await expect(caller.branding.discardDraft({ hostConfigId: id, expectedRevision: 1 })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await caller.branding.discardDraft({ hostConfigId: id, expectedRevision: 2 })).toEqual({ discarded: true });

    expect((await caller.branding.get({ hostConfigId: id })).draft).toBeNull();
    expect(await auditEntries('console.draft_discarded', id)).toHaveLength(1);
  });
});

describe('branding.publish', () => {
  it('writes the draft into the live row as a new version with its changes, and deletes the draft', async () => {
    const { id, hostname } = await createHost();
    const caller = await as(olaToken);
    const saved = await caller.branding.saveDraft({
      hostConfigId: id,
      expectedRevision: null,
      draft: await acmeDraft(id),
    });

    const result = await caller.branding.publish({
      hostConfigId: id,
      expectedVersion: 1,
      expectedRevision: saved.revision,
    });

    expect(result.version).toBe(2);
    expect(fields(result.changes)).toEqual(['theme', 'siteTitle.pl', 'siteTitle.en', 'adminConfiguration.themeColors']);
    expect(result.changes).toContainEqual({
      field: 'siteTitle.en',
      before: 'Demo Brokerage House',
      after: 'Acme Brokerage',
    });

    const live = await findHostConfig(db, hostname);
    expect(live?.id).toBe(id);
    const branding = toHostBranding(live as NonNullable<typeof live>);
    expect(branding).toMatchObject({
      version: 2,
      landing: { theme: 'theme-custom', siteTitle: { pl: 'Acme Dom Maklerski', en: 'Acme Brokerage' } },
      admin: { themeColors: '#123456,#234567,#fafafa', inviteText: { pl: expect.stringContaining('Demo') } },
    });
    // Columns the draft did not touch keep their values (a null Json column stays SQL NULL).
    expect(live).toMatchObject({ logo: 'demo-logo.svg', consent2: expect.any(Object), equityPlaceholder: null });

    const revision = await db.hostConfigRevision.findUniqueOrThrow({
      where: { hostConfigId_version: { hostConfigId: id, version: 2 } },
    });
    expect(revision).toMatchObject({ publishedBy: ola.email, changes: result.changes });
    expect(revision.snapshot).toEqual(JSON.parse(JSON.stringify(hostConfigSnapshot(live as NonNullable<typeof live>))));

    const state = await caller.branding.get({ hostConfigId: id });
    expect(state).toMatchObject({ version: 2, draft: null, published: { theme: 'theme-custom' } });

    const [entry] = await auditEntries('console.published', id);
    expect(entry?.data).toMatchObject({
      hostConfigId: id,
      hostname,
      version: 2,
      email: ola.email,
      operatorId: ola.id,
      fields: fields(result.changes),
    });
  });

  it('refuses a stale version (published meanwhile) or draft revision, writing nothing', async () => {
    const { id } = await createHost();
    const caller = await as(olaToken);
    const saved = await caller.branding.saveDraft({
      hostConfigId: id,
      expectedRevision: null,
      draft: await acmeDraft(id),
    });
    const before = await db.hostConfig.findUniqueOrThrow({ where: { id } });

    const stale = caller.branding.publish({ hostConfigId: id, expectedVersion: 7, expectedRevision: saved.revision });
    await expect(stale).rejects.toMatchObject({
      code: 'CONFLICT',
      refusal: { key: STALE_VERSION_KEY, params: { expected: 7, current: 1 } },
      message: expect.stringContaining('(version 1, you are editing version 7)'),
    });
    await expect(
      caller.branding.publish({ hostConfigId: id, expectedVersion: 1, expectedRevision: saved.revision + 1 }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringContaining(ola.email) });

    expect(await db.hostConfig.findUniqueOrThrow({ where: { id } })).toEqual(before);
    expect(await db.hostConfigRevision.count({ where: { hostConfigId: id } })).toBe(1);
    expect(await db.hostConfigDraft.count({ where: { hostConfigId: id } })).toBe(1);
    expect(await auditEntries('console.published', id)).toHaveLength(0);
  });

  it('lets one of two simultaneous publishes win', async () => {
    const { id } = await createHost();
    const caller = await as(olaToken);
    const saved = await caller.branding.saveDraft({
      hostConfigId: id,
      expectedRevision: null,
      draft: await acmeDraft(id),
    });
    const input = { hostConfigId: id, expectedVersion: 1, expectedRevision: saved.revision };

    const results = await Promise.allSettled([
      caller.branding.publish(input),
      (await as(benToken)).branding.publish(input),
    ]);

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: 'CONFLICT' } });
    expect(await db.hostConfigRevision.count({ where: { hostConfigId: id } })).toBe(2);
  });

  it('refuses to publish without a draft, or a draft that changes nothing', async () => {
    const { id } = await createHost();
    const caller = await as(olaToken);
    await expect(
      caller.branding.publish({ hostConfigId: id, expectedVersion: 1, expectedRevision: 1 }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });

    await caller.branding.saveDraft({ hostConfigId: id, expectedRevision: null, draft: await publishedDraft(id) });
    await expect(
      caller.branding.publish({ hostConfigId: id, expectedVersion: 1, expectedRevision: 1 }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      refusal: brandingMessages.nothingToChange,
      message: nothingToChangeText,
    });
  });
});

describe('branding.revisions and branding.rollback', () => {
  it('lists revisions newest first and rolls back to version 1 as a new version', async () => {
    const { id, hostname } = await createHost();
    const caller = await as(olaToken);
    const saved = await caller.branding.saveDraft({
      hostConfigId: id,
      expectedRevision: null,
      draft: await acmeDraft(id),
    });
    await caller.branding.publish({ hostConfigId: id, expectedVersion: 1, expectedRevision: saved.revision });
    // Ben has a draft pending when Ola rolls back: it stays.
    const pending = await (await as(benToken)).branding.saveDraft({
      hostConfigId: id,
      expectedRevision: null,
      draft: { ...(await publishedDraft(id)), logo: 'pending.svg' },
    });

    await expect(
      caller.branding.rollback({ hostConfigId: id, toVersion: 2, expectedVersion: 2 }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      refusal: brandingMessages.nothingToChange,
      message: nothingToChangeText,
    });
    await expect(
      caller.branding.rollback({ hostConfigId: id, toVersion: 1, expectedVersion: 1 }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      caller.branding.rollback({ hostConfigId: id, toVersion: 9, expectedVersion: 2 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const result = await caller.branding.rollback({ hostConfigId: id, toVersion: 1, expectedVersion: 2 });

    expect(result.version).toBe(3);
    expect(fields(result.changes)).toEqual(['theme', 'siteTitle.pl', 'siteTitle.en', 'adminConfiguration.themeColors']);
    expect(result.changes).toContainEqual({ field: 'theme', before: 'theme_custom', after: 'theme_navy' });
    const live = toHostBranding(
      (await findHostConfig(db, hostname)) as NonNullable<Awaited<ReturnType<typeof findHostConfig>>>,
    );
    expect(live).toMatchObject({
      version: 3,
      landing: { theme: 'theme-navy', siteTitle: { pl: 'Demo Dom Maklerski', en: 'Demo Brokerage House' } },
    });
    expect(live.admin.themeColors).toBeUndefined();

    const revisions = await caller.branding.revisions({ hostConfigId: id });
    expect(revisions.map((revision) => [revision.version, revision.publishedBy])).toEqual([
      [3, ola.email],
      [2, ola.email],
      [1, 'seed'],
    ]);
    expect(revisions[0]?.changes).toEqual(result.changes);
    expect(revisions[2]?.changes).toEqual([]);
    // The list marks the rollback and what it restored (issue 17, item 11).
    expect(revisions.map((revision) => revision.rollbackOf)).toEqual([1, null, null]);

    // Any two versions compare, either way; 1 and 3 are the same branding.
    const forward = await caller.branding.compare({ hostConfigId: id, from: 1, to: 2 });
    expect(forward).toMatchObject({ from: 1, to: 2 });
    expect(fields(forward.changes)).toEqual([
      'theme',
      'siteTitle.pl',
      'siteTitle.en',
      'adminConfiguration.themeColors',
    ]);
    const backward = await caller.branding.compare({ hostConfigId: id, from: 2, to: 1 });
    expect(backward.changes).toEqual(result.changes);
    expect((await caller.branding.compare({ hostConfigId: id, from: 1, to: 3 })).changes).toEqual([]);
    await expect(caller.branding.compare({ hostConfigId: id, from: 1, to: 9 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(new Date(revisions[0]?.publishedAt ?? '').toISOString()).toBe(revisions[0]?.publishedAt);

    expect((await caller.branding.get({ hostConfigId: id })).draft).toMatchObject({
      revision: pending.revision,
      baseVersion: 2,
      updatedBy: ben.email,
    });
    const [entry] = await auditEntries('console.rolled_back', id);
    expect(entry?.data).toMatchObject({ hostConfigId: id, version: 3, toVersion: 1, email: ola.email });
  });
});

describe('branding: colours below WCAG AA (issue 17, item 4)', () => {
  /** Yellow on white: 1.07:1 as link and heading text. */
  const yellow = { main: '#ffff00', hover: '#eeee00', highlight: '#ffffe0' };
  const reason = 'The broker signed off on its yellow corporate identity; a fix is due in Q1.';

  async function yellowDraft(id: string): Promise<HostDraftInput> {
    return { ...(await publishedDraft(id)), theme: 'theme-custom', customColors: yellow };
  }

  it('refuses failing colours without a reason, publishes them with one, and audits the reason', async () => {
    const { id } = await createHost();
    const caller = await as(olaToken);
    const saved = await caller.branding.saveDraft({
      hostConfigId: id,
      expectedRevision: null,
      draft: await yellowDraft(id),
    });
    const publish = { hostConfigId: id, expectedVersion: 1, expectedRevision: saved.revision };

    const refused = await caller.branding.publish(publish).catch((error: TRPCError) => error);
    expect(refused).toMatchObject({
      code: 'PRECONDITION_FAILED',
      refusal: brandingMessages.contrastBelowAa(2, 1.05),
      message: expect.stringContaining('the lowest 1.05:1'),
    });
    expect(consoleErrorData(refused as TRPCError)).toMatchObject({
      messageKey: 'console:refusals.branding.contrastBelowAa',
    });
    // Nothing went live, the draft waits.
    expect((await caller.branding.get({ hostConfigId: id })).version).toBe(1);
    await expect(
      caller.branding.publish({ ...publish, contrastOverride: { reason: 'because' } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const result = await caller.branding.publish({ ...publish, contrastOverride: { reason: `  ${reason} ` } });
    expect(result.version).toBe(2);
    const [entry] = await auditEntries('console.published', id);
    expect(entry?.data).toMatchObject({
      version: 2,
      email: ola.email,
      contrastOverride: reason,
      contrastFailing: ['mainOnWhite 1.07:1 < 4.5:1', 'mainOnHighlight 1.05:1 < 4.5:1'],
    });

    // The same colours with another title: no new decision about colours, no reason asked.
    const retitled = await caller.branding.saveDraft({
      hostConfigId: id,
      expectedRevision: null,
      draft: { ...(await publishedDraft(id)), siteTitle: { pl: 'Żółty Dom Maklerski', en: 'Yellow Brokerage' } },
    });
    const next = await caller.branding.publish({
      hostConfigId: id,
      expectedVersion: 2,
      expectedRevision: retitled.revision,
    });
    expect(next.version).toBe(3);
    const entries = await auditEntries('console.published', id);
    expect(entries[1]?.data).not.toHaveProperty('contrastOverride');
  });

  it('asks the same of a rollback to failing colours, and ignores a reason for colours that pass', async () => {
    const { id } = await createHost();
    const caller = await as(olaToken);
    let saved = await caller.branding.saveDraft({
      hostConfigId: id,
      expectedRevision: null,
      draft: await yellowDraft(id),
    });
    await caller.branding.publish({
      hostConfigId: id,
      expectedVersion: 1,
      expectedRevision: saved.revision,
      contrastOverride: { reason },
    });
    // Dark green passes every check: a reason sent anyway is not recorded.
    saved = await caller.branding.saveDraft({ hostConfigId: id, expectedRevision: null, draft: await acmeDraft(id) });
    await caller.branding.publish({
      hostConfigId: id,
      expectedVersion: 2,
      expectedRevision: saved.revision,
      contrastOverride: { reason },
    });
    expect((await auditEntries('console.published', id))[1]?.data).not.toHaveProperty('contrastOverride');

    await expect(
      caller.branding.rollback({ hostConfigId: id, toVersion: 2, expectedVersion: 3 }),
    ).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      refusal: { key: 'console:refusals.branding.contrastBelowAa' },
    });
    const rolled = await caller.branding.rollback({
      hostConfigId: id,
      toVersion: 2,
      expectedVersion: 3,
      contrastOverride: { reason },
    });
    expect(rolled.version).toBe(4);
    const [entry] = await auditEntries('console.rolled_back', id);
    expect(entry?.data).toMatchObject({ toVersion: 2, contrastOverride: reason });
    // Back to colours that pass: no reason needed.
    expect((await caller.branding.rollback({ hostConfigId: id, toVersion: 3, expectedVersion: 4 })).version).toBe(5);
  });
});

describe('publish reaches a running edge', () => {
  let store: HostConfigStore;

  beforeAll(async () => {
    store = new HostConfigStore(db, url, { info: () => {}, warn: () => {} });
    await store.start();
  });
  afterAll(() => store.close());

  it('is served by a HostConfigStore (LISTEN host_config_changed) within a second', async () => {
    const { id, hostname } = await createHost();
    await store.reload(id);
    expect(store.resolve(hostname).branding.landing.theme).toBe('theme-navy');
    const caller = await as(olaToken);
    const saved = await caller.branding.saveDraft({
      hostConfigId: id,
      expectedRevision: null,
      draft: await acmeDraft(id),
    });

    const publishedAt = Date.now();
    await caller.branding.publish({ hostConfigId: id, expectedVersion: 1, expectedRevision: saved.revision });
    await expect.poll(() => store.resolve(hostname).branding.version, { timeout: 1000, interval: 10 }).toBe(2);

    expect(Date.now() - publishedAt).toBeLessThan(1000);
    expect(store.resolve(hostname).branding).toMatchObject({
      landing: { theme: 'theme-custom', siteTitle: { en: 'Acme Brokerage' } },
    });
  });
});
