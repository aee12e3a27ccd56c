import { resolveTxt } from 'node:dns/promises';
import { enqueueMail, hostSender, parseMailFrom } from '@wl/api';
import type { Database } from '@wl/db';
import { type PublicOriginSettings, sendingDomain } from '@wl/shared';
import {
  hostMailMessages,
  type MailRecordState,
  type Operator,
  type SenderStatus,
  type SendTestMail,
  type SendTestMailResult,
  TEST_MAIL_WINDOW_MINUTES,
  TEST_MAILS_PER_WINDOW,
} from '@wl/shared/console';
import { auditConsole } from '../audit.ts';
import { tenantContextOf } from '../catalogue/catalogue-support.ts';
import { refuse } from '../trpc.ts';
import { hostOrThrow } from './host-row.ts';
import { defaultMailDnsSettings, type MailDnsSettings } from './mail-settings.ts';
import { withTimeout } from './with-timeout.ts';

/** How TXT records are read: the system resolver, or a stand-in in tests. */
export type TxtResolver = (name: string) => Promise<string[][]>;

const TIMEOUT_MS = 3000;

type Lookup = { records: string[] } | { state: 'missing' | 'unknown' };

async function txt(resolve: TxtResolver, name: string): Promise<Lookup> {
  try {
    const chunks = await withTimeout(resolve(name), TIMEOUT_MS);
    // A long TXT record comes in 255-byte chunks: one record is their concatenation.
    return { records: chunks.map((parts) => parts.join('')) };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { state: code === 'ENOTFOUND' || code === 'ENODATA' ? 'missing' : 'unknown' };
  }
}

function record(
  found: Lookup,
  name: string,
  matches: (value: string) => boolean,
  expected: string | null = null,
  authorises: (value: string) => boolean = () => true,
): SenderStatus['spf'] {
  if (!('records' in found)) return { state: found.state, name, record: null, expected };
  const value = found.records.find(matches) ?? null;
  const state: MailRecordState = value === null ? 'missing' : authorises(value) ? 'ok' : 'mismatch';
  return { state, name, record: value, expected };
}

/**
 * `hosts.senderStatus`: who the host's mails come from (its published settings), and whether its
 * sending domain has SPF (authorising the platform where MAIL_SPF_INCLUDE says how), DKIM (under
 * the platform's selector) and DMARC records. Asked when the operator opens or refreshes the
 * panel, never cached. A host sending from the platform's own address has nothing to publish.
 */
export async function senderStatus(
  db: Database,
  hostConfigId: string,
  settings: MailDnsSettings = defaultMailDnsSettings,
  resolve: TxtResolver = resolveTxt,
): Promise<SenderStatus> {
  const host = await hostOrThrow(db, hostConfigId);
  const sender = hostSender(host, host.language, parseMailFrom(settings.mailFrom));
  const domain = sendingDomain(sender.address);
  const dkimName = `${settings.dkimSelector}._domainkey.${domain}`;
  const dmarcName = `_dmarc.${domain}`;
  const base = {
    fromName: sender.name,
    fromAddress: sender.address,
    platformAddress: !host.mailFromAddress,
    replyTo: sender.replyTo,
    supportEmail: host.supportEmail,
    domain,
    checkedAt: new Date().toISOString(),
  };
  const include = settings.spfInclude ? `include:${settings.spfInclude}` : null;
  if (base.platformAddress) {
    const platform = (name: string, expected: string | null = null) =>
      ({ state: 'platform', name, record: null, expected }) as const;
    return { ...base, spf: platform(domain, include), dkim: platform(dkimName), dmarc: platform(dmarcName) };
  }
  const [spfRecords, dkimRecords, dmarcRecords] = await Promise.all([
    txt(resolve, domain),
    txt(resolve, dkimName),
    txt(resolve, dmarcName),
  ]);
  return {
    ...base,
    spf: record(
      spfRecords,
      domain,
      (value) => /^v=spf1(\s|$)/i.test(value),
      include,
      (value) => include === null || value.toLowerCase().split(/\s+/).includes(include.toLowerCase()),
    ),
    dkim: record(dkimRecords, dkimName, (value) => /(^|;)\s*p=[A-Za-z0-9+/=]+/.test(value)),
    dmarc: record(dmarcRecords, dmarcName, (value) => /^v=DMARC1(\s*;|$)/i.test(value)),
  };
}

/**
 * `hosts.sendTestMail`: a test mail of the host's published branding and sender to any address,
 * through the outbox like every mail (so it shows there, and SMTP failures are retried). Only a
 * live host sends; at most {@link TEST_MAILS_PER_WINDOW} per host in
 * {@link TEST_MAIL_WINDOW_MINUTES} minutes, counted from the audit log under the host row's lock.
 */
export function sendTestMail(
  db: Database,
  actor: { operator: Operator; ip: string | undefined; publicOrigins?: PublicOriginSettings | undefined },
  input: SendTestMail,
  settings: Pick<MailDnsSettings, 'mailFrom'> = {},
): Promise<SendTestMailResult> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "host_config" WHERE "id" = ${input.hostConfigId}::uuid FOR UPDATE`;
    const host = await hostOrThrow(tx, input.hostConfigId);
    if (host.status !== 'live') throw refuse('CONFLICT', hostMailMessages.notLive);
    const since = new Date(Date.now() - TEST_MAIL_WINDOW_MINUTES * 60_000);
    const recent = await tx.auditLog.count({
      where: {
        event: 'console.test_mail_sent',
        createdAt: { gt: since },
        data: { path: ['hostConfigId'], equals: host.id },
      },
    });
    if (recent >= TEST_MAILS_PER_WINDOW) throw refuse('TOO_MANY_REQUESTS', hostMailMessages.testMailLimit);
    const tenant = tenantContextOf(host, actor.publicOrigins);
    // The link opens the host's portal: it signs nobody in, so it may stay in the outbox.
    const linkExpiresAt = new Date(Date.now() + 7 * 24 * 3600_000);
    await enqueueMail(
      tx,
      tenant,
      input.to,
      'test-mail',
      { link: '/', operator: actor.operator.email },
      { linkExpiresAt },
    );
    const sender = hostSender(host, tenant.language, parseMailFrom(settings.mailFrom));
    const from = sender.name ? `${sender.name} <${sender.address}>` : sender.address;
    await auditConsole(tx, 'console.test_mail_sent', {
      ip: actor.ip,
      data: {
        hostConfigId: host.id,
        hostname: host.hostname,
        to: input.to,
        from,
        operatorId: actor.operator.id,
        email: actor.operator.email,
      },
    });
    return { to: input.to, from };
  });
}
