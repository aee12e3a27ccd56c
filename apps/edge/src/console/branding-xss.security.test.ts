import { randomUUID } from 'node:crypto';
import type { TRPCError } from '@trpc/server';
import { consoleCaller, createTestOperator, signedInToken } from '@wl/console-server/testing';
import { type Database, findHostConfig, hostConfigSnapshot, seedDemo, toHostBranding } from '@wl/db';
import { createTestDatabase } from '@wl/db/testing';
import { draftFromSnapshot, type HostConfigSnapshot, type HostDraftInput } from '@wl/shared/console';
import { unstorable, xssPayloadList } from '@wl/shared/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePortalTemplate, renderPortalPage } from '../hosts/portal-page.ts';

/**
 * Stored XSS from the console: an operator saves and publishes host texts (site title, headlines,
 * invite text, button texts) carrying payloads; the published branding renders the portal page
 * with the payload only inside the escaped <title> and the script-safe JSON. A text Postgres
 * cannot hold (a NUL) is refused as bad input, never a server error.
 */

let db: Database;
let token: string;
beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedDemo(db);
  token = await signedInToken(db, await createTestOperator(db));
});

const template = parsePortalTemplate('<!doctype html><html lang="pl"><head><!--wl-head--></head><body></body></html>');

async function createHost(): Promise<{ id: string; hostname: string }> {
  const demo = await db.hostConfig.findFirstOrThrow({ where: { hostname: 'demo.localhost' } });
  const hostname = `xss-${randomUUID().slice(0, 8)}.test`;
  const created = await db.hostConfig.create({
    data: { hostname, tenantId: demo.tenantId, language: 'pl', theme: demo.theme },
  });
  await db.hostConfigRevision.create({
    data: {
      hostConfigId: created.id,
      version: 1,
      snapshot: hostConfigSnapshot(created) as object,
      publishedBy: 'seed',
    },
  });
  return { id: created.id, hostname };
}

describe('host texts with payloads, saved and published in the console', () => {
  it.each(xssPayloadList.filter(([, payload]) => payload.length <= 5000))('%s', async (_, payload) => {
    const { id, hostname } = await createHost();
    const { caller } = await consoleCaller(db, token, { ip: '198.51.100.9' });
    const row = await db.hostConfig.findUniqueOrThrow({ where: { id } });
    const published = draftFromSnapshot(hostConfigSnapshot(row) as HostConfigSnapshot);
    const text = { pl: payload, en: payload };
    const draft: HostDraftInput = {
      ...published,
      siteTitle: text,
      headline: text,
      subheadline: text,
      campaignInvestButtonText: text,
      admin: { ...published.admin, inviteText: text },
    };
    const saving = caller.branding.saveDraft({ hostConfigId: id, expectedRevision: null, draft });
    // The invite text takes no token but {campaignName}: a template payload is refused, by field.
    if (payload.includes('{')) {
      const error = (await saving.catch((caught: unknown) => caught)) as TRPCError;
      expect(error.code).toBe('BAD_REQUEST');
      expect(JSON.stringify(error.cause)).toContain('console:checks.inviteToken');
      return;
    }
    if (unstorable(payload)) {
      const error = (await saving.catch((caught: unknown) => caught)) as TRPCError;
      expect(error.code).toBe('BAD_REQUEST');
      return;
    }
    const saved = await saving;
    await caller.branding.publish({ hostConfigId: id, expectedVersion: 1, expectedRevision: saved.revision });

    const branding = toHostBranding(
      (await findHostConfig(db, hostname)) as NonNullable<Awaited<ReturnType<typeof findHostConfig>>>,
    );
    expect(branding.landing.siteTitle).toEqual(text);
    const { html } = renderPortalPage(template, branding);
    expect(html.match(/<script\b/g)).toHaveLength(1);
    expect(html.match(/<\/script/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html).not.toMatch(/<(?:img|svg|iframe|textarea)\b/i);
    const json = html.match(/<script id="wl-branding" type="application\/json">([^<]*)<\/script>/)?.[1] as string;
    expect(JSON.parse(json).admin.inviteText).toEqual(text);
  });
});
