import { TRPCError } from '@trpc/server';
import { ApiError, insertAdvisor, isUniqueViolation, type TenantContext } from '@wl/api';
import type { Database, HostConfig, Prisma } from '@wl/db';
import { toHostBranding } from '@wl/db';
import { developmentOrigins, type PublicOriginSettings, publicOriginOf } from '@wl/shared';
import { type ConsoleRefusal, catalogueMessages, type Operator } from '@wl/shared/console';
import { errorMessage, errorMessageKeys } from '@wl/shared/errors';
import { auditConsole } from '../audit.ts';
import { refuse, refuseField } from '../trpc.ts';

/** The client or an interactive transaction. */
export type Tx = Prisma.TransactionClient;

/** Who acts, from where, and how hosts without a public origin of their own get one (decision 028). */
export interface ConsoleActor {
  operator: Operator;
  ip: string | undefined;
  publicOrigins?: PublicOriginSettings | undefined;
}

/** The catalogue's entries of the console audit log. */
export type CatalogueAuditEvent =
  | 'console.host_onboarded'
  | 'console.network_created'
  | 'console.network_renamed'
  | 'console.admin_created'
  | 'console.campaign_created'
  | 'console.campaign_updated'
  | 'console.product_created'
  | 'console.product_updated';

/** One audit entry of a catalogue action, with the operator (never a secret). */
export function auditCatalogue(
  db: Pick<Database, 'auditLog'>,
  actor: ConsoleActor,
  event: CatalogueAuditEvent,
  data: Prisma.InputJsonObject,
): Promise<void> {
  return auditConsole(db, event, {
    ip: actor.ip,
    data: { ...data, operatorId: actor.operator.id, email: actor.operator.email },
  });
}

/** Catalogue messages whose values carry no server text (translatable as they are). */
const languageNeutral = new Set<string>(
  Object.values(errorMessageKeys).filter(
    (key) =>
      key !== errorMessageKeys.serverLabel &&
      key !== errorMessageKeys.violation &&
      key !== errorMessageKeys.fieldViolation,
  ),
);

/**
 * A refusal of the API's services (ApiError: status + spec §8 body) as the console's tRPC error.
 * 422/400 become BAD_REQUEST with zod-like issues (the body's property paths), 409 CONFLICT.
 */
export function fromApiError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const code =
    error.statusCode === 409
      ? 'CONFLICT'
      : error.statusCode === 404
        ? 'NOT_FOUND'
        : error.statusCode === 403
          ? 'FORBIDDEN'
          : 'BAD_REQUEST';
  const issues = (error.body.violations ?? []).map((violation) => ({
    code: 'custom',
    path: violation.propertyPath.split('.'),
    message: violation.message ?? violation.title,
  }));
  // The API's catalogue message (its key, e.g. `errors:campaignNotActive`) when it is one of its
  // own; a server label or a violation's English title has no key, the console shows the label.
  const message = errorMessage({ status: error.statusCode, body: error.body }, 'en');
  const refusal: ConsoleRefusal | null = languageNeutral.has(message.key)
    ? { key: message.key, params: message.params }
    : message.key === errorMessageKeys.violation && issues.length > 0
      ? { key: errorMessageKeys.validation }
      : null;
  if (refusal) return refuse(code, refusal, { message: error.body.label, cause: { issues } });
  return new TRPCError({ code, message: error.body.label, cause: { issues } });
}

export function notFound(refusal: ConsoleRefusal): TRPCError {
  return refuse('NOT_FOUND', refusal);
}

export function conflict(refusal: ConsoleRefusal): TRPCError {
  return refuse('CONFLICT', refusal);
}

/** A BAD_REQUEST shaped like tRPC's own input errors (a cause with zod-style issues). */
export function fieldError(path: (string | number)[], refusal: ConsoleRefusal): TRPCError {
  return refuseField(path, refusal);
}

/**
 * The host name a mail for this host config names: the name itself; `www.` + the domain for a
 * wildcard (`*.acme.pl` answers for `www.acme.pl`); `localhost` for the default row.
 */
export function mailHostOf(hostname: string | null): string {
  if (hostname === null) return 'localhost';
  return hostname.startsWith('*.') ? `www.${hostname.slice(2)}` : hostname;
}

/**
 * The tenant context of the API's services for a host config row (mails are branded by it, and
 * link to the row's public origin or the configured fallback, decision 028).
 */
export function tenantContextOf(row: HostConfig, origins: PublicOriginSettings = developmentOrigins): TenantContext {
  const branding = toHostBranding(row);
  return {
    tenantId: row.tenantId,
    host: mailHostOf(row.hostname),
    origin: publicOriginOf(row, origins),
    language: branding.landing.language,
    branding,
    supportEmail: row.supportEmail,
    replyTo: row.mailReplyTo,
  };
}

/**
 * The host a tenant's mails link to: its oldest exact host, else its oldest wildcard, else its
 * default row (the default tenant). Null when the tenant has no host at all.
 */
export async function tenantMailHost(tx: Tx, tenantId: string): Promise<HostConfig | null> {
  const rows = await tx.hostConfig.findMany({ where: { tenantId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return (
    rows.find((row) => row.hostname && !row.hostname.startsWith('*.')) ??
    rows.find((row) => row.hostname) ??
    rows.find((row) => row.isDefault) ??
    null
  );
}

/**
 * An admin of advisors of the tenant, through the API's advisor service (`insertAdvisor`): user
 * (or the existing account of the address), advisor-panel context, advisor `admin` / `initial` in
 * the networks, the branded activation mail for `host`, `advisor.created` in the audit log.
 */
export async function createAdmin(
  tx: Tx,
  actor: ConsoleActor,
  host: HostConfig,
  input: {
    email: string;
    firstName: string;
    surname: string;
    networkIds: readonly string[];
    /** False: the mail waits (a host that is not live yet sends it when it goes live). */
    sendActivation?: boolean;
  },
): Promise<{ adminId: string; userId: string; activationOrigin: string }> {
  const tenant = tenantContextOf(host, actor.publicOrigins);
  try {
    const advisor = await insertAdvisor(
      tx,
      { tenant, language: 'en', actor: { actorUserId: null, impersonatorUserId: null, ip: actor.ip ?? null } },
      {
        email: input.email,
        firstName: input.firstName,
        surname: input.surname,
        role: 'admin',
        networkIds: input.networkIds,
        auditData: { by: 'console', operator: actor.operator.email },
        ...(input.sendActivation === false ? { sendActivation: false } : {}),
      },
    );
    return { adminId: advisor.id, userId: advisor.userId, activationOrigin: tenant.origin };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 409) {
      throw conflict(catalogueMessages.adminEmailTaken(input.email));
    }
    throw fromApiError(error);
  }
}

export { isUniqueViolation };
