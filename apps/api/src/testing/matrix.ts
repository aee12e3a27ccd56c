import { randomUUID } from 'node:crypto';
import type { Database } from '@wl/db';
import { addDays, todayIso } from '@wl/shared';
import { SignJWT } from 'jose';
import { hashToken, randomToken, TokenService } from '../core/tokens.ts';
import { createInvestor, createNetwork, createTenant, type TestTenant } from './factories.ts';
import { TEST_JWT_SECRET } from './test-api.ts';

/**
 * Callers and worlds for authorization tests. Tokens are signed with the API's own secret, so the
 * API verifies them and loads the principal from the database exactly as for a real login.
 */

const tokens = new TokenService(TEST_JWT_SECRET);

export type PanelContext = 'advisor-panel' | 'investor-panel';

/**
 * An access token of a user for a tenant's panel (15 minutes, as a login issues it), with a live
 * session behind it: the API refuses a token whose session does not exist or has ended.
 */
export function accessToken(
  db: Database,
  user: { id: string; email: string },
  tenantId: string,
  context: PanelContext = 'advisor-panel',
): Promise<string> {
  return sessionAccessToken(db, user, tenantId, context);
}

/** A well-signed token of a user that names no session (the API never issues one): refused. */
export function sessionlessAccessToken(user: { id: string; email: string }, tenantId: string): Promise<string> {
  return tokens.signAccessToken({
    sub: user.id,
    context_type: 'advisor-panel',
    context_id: tenantId,
    username: user.email,
  });
}

/**
 * An access token with a live session behind it, as a login leaves it: a refresh-token family in
 * the database and its id as the token's `sid` (logout and a change of context act on it).
 */
export async function sessionAccessToken(
  db: Database,
  user: { id: string; email: string },
  tenantId: string,
  context: PanelContext = 'advisor-panel',
): Promise<string> {
  const familyId = randomUUID();
  await db.refreshToken.create({
    data: {
      familyId,
      tokenHash: hashToken(randomToken()),
      userId: user.id,
      tenantId,
      contextType: context === 'advisor-panel' ? 'advisor_panel' : 'investor_panel',
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  return tokens.signAccessToken({
    sub: user.id,
    context_type: context,
    context_id: tenantId,
    username: user.email,
    sid: familyId,
  });
}

/** A well-formed token of the home admin signed with a secret that is not the API's. */
export function forgedAccessToken(user: { id: string; email: string }, tenantId: string): Promise<string> {
  return new TokenService('a-different-secret-that-is-at-least-32-chars').signAccessToken({
    sub: user.id,
    context_type: 'advisor-panel',
    context_id: tenantId,
    username: user.email,
  });
}

/** A token that was valid once: right secret, right claims, expired a minute ago. */
export function expiredAccessToken(
  user: { id: string; email: string },
  tenantId: string,
  context: PanelContext = 'advisor-panel',
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ context_type: context, context_id: tenantId, username: user.email, purpose: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setJti(randomUUID())
    .setIssuedAt(now - 16 * 60)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

/** Not a JWT at all. */
export const GARBAGE_TOKEN = 'garbage.not-a.jwt';

export interface TestAdvisorOptions {
  role?: 'advisor' | 'coordinator' | 'admin';
  status?: 'initial' | 'active' | 'deleted';
  firstName?: string;
  surname?: string;
  email?: string;
  networkIds?: string[];
  coordinatedNetworkIds?: string[];
}

/**
 * An advisor with every form field filled (as one made through the form), without a password:
 * tests sign its tokens directly, so no argon2 hash is spent on it.
 */
export async function addAdvisor(db: Database, tenantId: string, options: TestAdvisorOptions = {}) {
  const email = (options.email ?? `advisor-${randomUUID().slice(0, 8)}@example.test`).toLowerCase();
  const user = await db.user.create({
    data: { tenantId, email, firstName: options.firstName ?? 'Adam', surname: options.surname ?? 'Doradca' },
  });
  await db.userContext.create({ data: { userId: user.id, tenantId, type: 'advisor_panel' } });
  const advisor = await db.advisor.create({
    data: {
      tenantId,
      userId: user.id,
      role: options.role ?? 'advisor',
      status: options.status ?? 'active',
      documentType: 'ID_CARD',
      documentNumber: 'ABC523456',
      documentExpiryDate: new Date(`${addDays(todayIso(), 365)}T00:00:00.000Z`),
      country: 'PL',
      powerOfAttorneyStart: new Date('2025-01-01T00:00:00.000Z'),
      networks: { create: (options.networkIds ?? []).map((networkId) => ({ networkId })) },
      coordinatedNetworks: { create: (options.coordinatedNetworkIds ?? []).map((networkId) => ({ networkId })) },
    },
  });
  return { user, advisor, email };
}

/** A valid advisor form body (document valid for a year, power of attorney open-ended). */
export function advisorFormBody(brokerNetworkIds: string[], overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Jan',
    surname: 'Kowalski',
    email: `new-${randomUUID().slice(0, 8)}@example.test`,
    externalId: 'HR-001',
    documentType: 'PASSPORT',
    documentNumber: 'EF2987654',
    documentExpiryDate: addDays(todayIso(), 365),
    country: 'PL',
    powerOfAttorneyStart: '2025-01-01',
    brokerNetworkIds,
    ...overrides,
  };
}

type Member = Awaited<ReturnType<typeof addAdvisor>> & { token: string };

/**
 * Two tenants with every kind of caller. In the home tenant, network `coordinated` is coordinated
 * by `coordinator`; `advisor` and `subject` (an advisor still `initial`, the target of writes) are
 * members of it; `outsider` is only in network `other`. The foreign tenant has an admin and an
 * advisor of its own, whose ids and e-mails must never appear in a home-tenant answer.
 */
export interface AuthorizationWorld {
  home: TestTenant & {
    networks: { coordinated: { id: string }; other: { id: string } };
    admin: Member;
    coordinator: Member;
    advisor: Member;
    subject: Member;
    outsider: Member;
    investor: Awaited<ReturnType<typeof createInvestor>> & { token: string };
  };
  foreign: TestTenant & { network: { id: string }; admin: Member; advisor: Member };
  /** Ids and e-mails of the foreign tenant: none may appear in a response on the home host. */
  foreignSecrets: string[];
}

async function member(db: Database, tenantId: string, options: TestAdvisorOptions): Promise<Member> {
  const created = await addAdvisor(db, tenantId, options);
  return { ...created, token: await sessionAccessToken(db, created.user, tenantId) };
}

export async function createAuthorizationWorld(db: Database): Promise<AuthorizationWorld> {
  const home = await createTenant(db);
  const coordinated = await createNetwork(db, home.tenantId);
  const other = await createNetwork(db, home.tenantId);
  const investor = await createInvestor(db, home.tenantId);

  const foreign = await createTenant(db);
  const foreignNetwork = await createNetwork(db, foreign.tenantId);
  const foreignAdmin = await member(db, foreign.tenantId, { role: 'admin', networkIds: [foreignNetwork.id] });
  const foreignAdvisor = await member(db, foreign.tenantId, { networkIds: [foreignNetwork.id] });

  return {
    home: {
      ...home,
      networks: { coordinated, other },
      admin: await member(db, home.tenantId, { role: 'admin', networkIds: [other.id] }),
      coordinator: await member(db, home.tenantId, {
        role: 'coordinator',
        networkIds: [other.id],
        coordinatedNetworkIds: [coordinated.id],
      }),
      advisor: await member(db, home.tenantId, { networkIds: [coordinated.id] }),
      subject: await member(db, home.tenantId, { status: 'initial', networkIds: [coordinated.id] }),
      outsider: await member(db, home.tenantId, { networkIds: [other.id] }),
      investor: { ...investor, token: await sessionAccessToken(db, investor.user, home.tenantId, 'investor-panel') },
    },
    foreign: { ...foreign, network: foreignNetwork, admin: foreignAdmin, advisor: foreignAdvisor },
    foreignSecrets: [
      foreign.tenantId,
      foreignNetwork.id,
      foreignAdmin.advisor.id,
      foreignAdmin.user.id,
      foreignAdmin.email,
      foreignAdvisor.advisor.id,
      foreignAdvisor.user.id,
      foreignAdvisor.email,
    ],
  };
}
