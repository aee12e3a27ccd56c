import { TRPCError } from '@trpc/server';
import {
  consoleCaller,
  consoleErrorData,
  createTestOperator,
  senderStatus,
  signedInToken,
} from '@wl/console-server/testing';
import { hostConfigSnapshot, type HostConfigSnapshot as StoredSnapshot } from '@wl/db';
import type { HostConfigSnapshot } from '@wl/shared/console';
import { draftFromSnapshot, TEST_MAILS_PER_WINDOW } from '@wl/shared/console';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/*
 * Issue 17, item 9 (decision 042): a host's mails come from its own sender; the console shows
 * whether its sending domain's SPF, DKIM and DMARC records are in place, and sends a test mail.
 */

let test: TestApp;
let token: string;
let customId: string;

beforeAll(async () => {
  test = await createTestApp();
  token = await signedInToken(test.db, await createTestOperator(test.db));
  customId = (await test.db.hostConfig.findUniqueOrThrow({ where: { hostname: 'custom.localhost' } })).id;
});

async function caller() {
  return (await consoleCaller(test.db, token)).caller;
}

/** Publishes the custom host's current branding with these sender fields, as an operator would. */
async function publishSender(sender: {
  mailFromName: string | null;
  mailFromAddress: string | null;
  mailReplyTo: string | null;
  supportEmail: string | null;
}) {
  const console = await caller();
  const row = await test.db.hostConfig.findUniqueOrThrow({ where: { id: customId } });
  const draft = { ...draftFromSnapshot(hostConfigSnapshot(row) as StoredSnapshot as HostConfigSnapshot), ...sender };
  const saved = await console.branding.saveDraft({ hostConfigId: customId, expectedRevision: null, draft });
  return console.branding.publish({
    hostConfigId: customId,
    expectedVersion: row.version,
    expectedRevision: saved.revision,
  });
}

/** A TXT resolver standing in for the DNS of `broker.example` (the platform cannot own a real zone in a test). */
function zone(records: Record<string, string[][]>) {
  return async (name: string) => {
    const found = records[name];
    if (found) return found;
    throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
  };
}

describe("a host's own mail sender", () => {
  it('refuses a sender name with a line break and addresses that are not addresses', async () => {
    const console = await caller();
    const row = await test.db.hostConfig.findUniqueOrThrow({ where: { id: customId } });
    const draft = {
      ...draftFromSnapshot(hostConfigSnapshot(row) as StoredSnapshot as HostConfigSnapshot),
      mailFromName: 'Broker\r\nBcc: victim@example.com',
      mailFromAddress: 'not an address',
      mailReplyTo: 'a@b.example>, c@d.example',
    };
    const refused = await console.branding.saveDraft({ hostConfigId: customId, expectedRevision: null, draft }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(TRPCError);
    const issues = consoleErrorData(refused as TRPCError).issues ?? [];
    expect(Object.fromEntries(issues.map((issue) => [issue.path, issue.message]))).toEqual({
      'draft.mailFromName': 'console:checks.mailFromName',
      'draft.mailFromAddress': 'validation:email',
      'draft.mailReplyTo': 'validation:email',
    });
  });

  it('is published like any field, and the status names it; a platform address has no records to check', async () => {
    let status = await (await caller()).hosts.senderStatus({ hostConfigId: customId });
    expect(status).toMatchObject({ platformAddress: true, fromAddress: 'no-reply@localhost', replyTo: null });
    expect(status.spf.state).toBe('platform');

    await publishSender({
      mailFromName: 'Custom Capital Desk',
      mailFromAddress: 'desk@broker.example',
      mailReplyTo: 'help@broker.example',
      supportEmail: 'support@broker.example',
    });
    status = await (await caller()).hosts.senderStatus({ hostConfigId: customId });
    expect(status).toMatchObject({
      fromName: 'Custom Capital Desk',
      fromAddress: 'desk@broker.example',
      platformAddress: false,
      replyTo: 'help@broker.example',
      supportEmail: 'support@broker.example',
      domain: 'broker.example',
    });
    // The machine's own resolver: the reserved example domain publishes none of them.
    for (const kind of ['spf', 'dkim', 'dmarc'] as const) expect(['missing', 'unknown']).toContain(status[kind].state);
  });

  it('reads SPF, DKIM and DMARC: in place, missing, not authorising the platform, or not answering', async () => {
    const settings = { dkimSelector: 'wl', spfInclude: '_spf.platform.example' };
    const good = zone({
      'broker.example': [['google-site-verification=x'], ['v=spf1 include:_spf.platform.example ', '~all']],
      'wl._domainkey.broker.example': [['v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ']],
      '_dmarc.broker.example': [['v=DMARC1; p=quarantine']],
    });
    const ok = await senderStatus(test.db, customId, settings, good);
    expect([ok.spf.state, ok.dkim.state, ok.dmarc.state]).toEqual(['ok', 'ok', 'ok']);
    // A record split into chunks is read whole.
    expect(ok.spf.record).toBe('v=spf1 include:_spf.platform.example ~all');
    expect(ok.dkim.name).toBe('wl._domainkey.broker.example');

    const wrong = zone({ 'broker.example': [['v=spf1 include:_spf.other.example -all']] });
    const mismatch = await senderStatus(test.db, customId, settings, wrong);
    expect(mismatch.spf).toMatchObject({ state: 'mismatch', expected: 'include:_spf.platform.example' });
    expect([mismatch.dkim.state, mismatch.dmarc.state]).toEqual(['missing', 'missing']);

    const failing = async () => {
      throw Object.assign(new Error('queryTxt ESERVFAIL'), { code: 'ESERVFAIL' });
    };
    const unknown = await senderStatus(test.db, customId, settings, failing);
    expect([unknown.spf.state, unknown.dkim.state, unknown.dmarc.state]).toEqual(['unknown', 'unknown', 'unknown']);
  });
});

describe('a test mail from the console', () => {
  it('goes through the outbox in the published brand and sender, is audited, and is limited per host', async () => {
    const console = await caller();
    const result = await console.hosts.sendTestMail({ hostConfigId: customId, to: 'ops@broker.example' });
    expect(result).toEqual({ to: 'ops@broker.example', from: 'Custom Capital Desk <desk@broker.example>' });
    const mail = await test.db.mailOutbox.findFirstOrThrow({
      where: { toAddress: 'ops@broker.example' },
      orderBy: { createdAt: 'desc' },
    });
    expect(mail).toMatchObject({ template: 'test-mail', host: 'custom.localhost', language: 'en' });
    expect(mail.subject).toBe('Test mail from Custom Capital');
    expect(mail.html).toContain('#0f766e');
    expect(mail.text).toContain('Questions? Write to us at support@broker.example');
    const audit = await test.db.auditLog.findFirstOrThrow({
      where: { event: 'console.test_mail_sent' },
      orderBy: { createdAt: 'desc' },
    });
    expect(audit.data).toMatchObject({ hostConfigId: customId, to: 'ops@broker.example' });

    for (let sent = 1; sent < TEST_MAILS_PER_WINDOW; sent++) {
      await console.hosts.sendTestMail({ hostConfigId: customId, to: 'ops@broker.example' });
    }
    await expect(
      console.hosts.sendTestMail({ hostConfigId: customId, to: 'ops@broker.example' }),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      refusal: { key: 'console:refusals.mail.testMailLimit' },
    });
  });

  it('is refused for a host that is not live, and without a session', async () => {
    await test.db.hostConfig.update({ where: { id: customId }, data: { status: 'suspended' } });
    try {
      await expect(
        (await caller()).hosts.sendTestMail({ hostConfigId: customId, to: 'ops@broker.example' }),
      ).rejects.toMatchObject({ code: 'CONFLICT', refusal: { key: 'console:refusals.mail.notLive' } });
    } finally {
      await test.db.hostConfig.update({ where: { id: customId }, data: { status: 'live' } });
    }
    const anonymous = (await consoleCaller(test.db)).caller;
    await expect(
      anonymous.hosts.sendTestMail({ hostConfigId: customId, to: 'x@broker.example' }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(anonymous.hosts.senderStatus({ hostConfigId: customId })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
