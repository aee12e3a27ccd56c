import type { Database, Operator as OperatorRecord, Prisma } from '@wl/db';
import {
  type InviteOperator,
  type Operator,
  type OperatorId,
  type OperatorMailResult,
  type OperatorRow,
  type OperatorState,
  operatorMessages,
  type ResetOperator,
  type SetOperatorRole,
} from '@wl/shared/console';
import { auditConsole } from '../audit.ts';
import { refuse } from '../trpc.ts';
import { mailPasswordLink } from './operator-tokens.ts';

/** The admin who acts, from where, and the console's configured origin for the mailed links. */
export interface OperatorAdminActor {
  operator: Operator;
  ip: string | undefined;
  consoleOrigin?: string | null | undefined;
}

type Tx = Prisma.TransactionClient;

function stateOf(row: Pick<OperatorRecord, 'active' | 'passwordHash' | 'lastSignInAt'>): OperatorState {
  if (!row.active) return 'deactivated';
  return row.passwordHash === null && row.lastSignInAt === null ? 'invited' : 'active';
}

/** `operators.list`: every operator, admins first, then by e-mail. */
export async function listOperators(db: Database): Promise<OperatorRow[]> {
  const now = new Date();
  const rows = await db.operator.findMany({
    orderBy: [{ email: 'asc' }],
    include: { tokens: { where: { usedAt: null, expiresAt: { gt: now } }, select: { expiresAt: true } } },
  });
  const rank = { admin: 0, publisher: 1, editor: 2, viewer: 3 } as const;
  return rows
    .map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      language: row.language,
      state: stateOf(row),
      totpEnrolled: row.totpSecret !== null,
      linkExpiresAt: row.tokens[0]?.expiresAt.toISOString() ?? null,
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      invitedBy: row.invitedBy,
    }))
    .sort((a, b) => rank[a.role] - rank[b.role] || a.email.localeCompare(b.email));
}

function audit(tx: Pick<Database, 'auditLog'>, actor: OperatorAdminActor, event: string, data: Prisma.InputJsonObject) {
  return auditConsole(tx, `console.${event}`, {
    ip: actor.ip,
    data: { ...data, operatorId: actor.operator.id, email: actor.operator.email },
  });
}

/** The operator row, locked for the change; refused for an unknown id and for the actor themselves. */
async function targetOf(tx: Tx, actor: OperatorAdminActor, operatorId: string): Promise<OperatorRecord> {
  const [locked] = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "operator" WHERE "id" = ${operatorId}::uuid FOR UPDATE`;
  if (!locked) throw refuse('NOT_FOUND', operatorMessages.notFound);
  // An admin never locks themselves out: another admin demotes, deactivates or resets them.
  if (operatorId === actor.operator.id) throw refuse('BAD_REQUEST', operatorMessages.notYourself);
  return tx.operator.findUniqueOrThrow({ where: { id: operatorId } });
}

const target = (row: Pick<OperatorRecord, 'id' | 'email'>) => ({ targetId: row.id, targetEmail: row.email });

/**
 * `operators.invite`: a new operator with the role, no password yet, and a mail with a link to
 * choose one (72 h); the second factor is enrolled at the first sign-in (decision 031).
 */
export async function inviteOperator(
  db: Database,
  actor: OperatorAdminActor,
  input: InviteOperator,
): Promise<OperatorMailResult> {
  try {
    return await db.$transaction(async (tx) => {
      if (await tx.operator.findUnique({ where: { email: input.email }, select: { id: true } })) {
        throw refuse('CONFLICT', operatorMessages.emailTaken(input.email));
      }
      const created = await tx.operator.create({
        data: {
          email: input.email,
          role: input.role,
          language: input.language,
          passwordHash: null,
          invitedBy: actor.operator.email,
        },
      });
      const sent = await mailPasswordLink(tx, created, {
        purpose: 'invitation',
        by: actor.operator.email,
        consoleOrigin: actor.consoleOrigin,
      });
      await audit(tx, actor, 'operator_invited', { ...target(created), role: input.role });
      return sent;
    });
  } catch (error) {
    // Two admins inviting the same address at once: the unique e-mail decides.
    if ((error as { code?: unknown }).code === 'P2002') {
      throw refuse('CONFLICT', operatorMessages.emailTaken(input.email));
    }
    throw error;
  }
}

/** `operators.resendInvitation`: a new invitation link for an operator who has not accepted yet. */
export function resendInvitation(
  db: Database,
  actor: OperatorAdminActor,
  input: OperatorId,
): Promise<OperatorMailResult> {
  return db.$transaction(async (tx) => {
    const row = await targetOf(tx, actor, input.operatorId);
    if (stateOf(row) !== 'invited') throw refuse('CONFLICT', operatorMessages.notInvited);
    const sent = await mailPasswordLink(tx, row, {
      purpose: 'invitation',
      by: actor.operator.email,
      consoleOrigin: actor.consoleOrigin,
    });
    await audit(tx, actor, 'invitation_resent', target(row));
    return sent;
  });
}

/** `operators.setRole`: takes effect at the operator's next request (the session reads the role). */
export function setOperatorRole(
  db: Database,
  actor: OperatorAdminActor,
  input: SetOperatorRole,
): Promise<{ role: SetOperatorRole['role'] }> {
  return db.$transaction(async (tx) => {
    const row = await targetOf(tx, actor, input.operatorId);
    if (row.role === input.role) return { role: row.role };
    await tx.operator.update({ where: { id: row.id }, data: { role: input.role } });
    await audit(tx, actor, 'operator_role_changed', { ...target(row), from: row.role, to: input.role });
    return { role: input.role };
  });
}

/** `operators.deactivate`: the operator's sessions end now and their open link stops working. */
export function deactivateOperator(
  db: Database,
  actor: OperatorAdminActor,
  input: OperatorId,
): Promise<{ state: OperatorState }> {
  return db.$transaction(async (tx) => {
    const row = await targetOf(tx, actor, input.operatorId);
    if (!row.active) return { state: 'deactivated' as const };
    await tx.operator.update({ where: { id: row.id }, data: { active: false } });
    const sessions = await tx.operatorSession.deleteMany({ where: { operatorId: row.id } });
    await tx.operatorToken.deleteMany({ where: { operatorId: row.id, usedAt: null } });
    await audit(tx, actor, 'operator_deactivated', { ...target(row), sessionsEnded: sessions.count });
    return { state: 'deactivated' as const };
  });
}

/** `operators.reactivate`: the operator signs in again with their password and second factor. */
export function reactivateOperator(
  db: Database,
  actor: OperatorAdminActor,
  input: OperatorId,
): Promise<{ state: OperatorState }> {
  return db.$transaction(async (tx) => {
    const row = await targetOf(tx, actor, input.operatorId);
    if (row.active) throw refuse('CONFLICT', operatorMessages.notDeactivated);
    const updated = await tx.operator.update({ where: { id: row.id }, data: { active: true } });
    await audit(tx, actor, 'operator_reactivated', target(row));
    return { state: stateOf(updated) };
  });
}

/**
 * `operators.resetAccess`: the password stops working at once (and with `resetTotp` the second
 * factor, for a lost phone), every session ends, and a mail carries a link to choose a new one.
 */
export function resetOperatorAccess(
  db: Database,
  actor: OperatorAdminActor,
  input: ResetOperator,
): Promise<OperatorMailResult> {
  return db.$transaction(async (tx) => {
    const row = await targetOf(tx, actor, input.operatorId);
    if (!row.active) throw refuse('CONFLICT', operatorMessages.deactivated);
    await tx.operator.update({
      where: { id: row.id },
      data: {
        passwordHash: null,
        ...(input.resetTotp ? { totpSecret: null, totpPendingSecret: null } : {}),
      },
    });
    const sessions = await tx.operatorSession.deleteMany({ where: { operatorId: row.id } });
    const sent = await mailPasswordLink(tx, row, {
      purpose: stateOf(row) === 'invited' ? 'invitation' : 'password_reset',
      by: actor.operator.email,
      consoleOrigin: actor.consoleOrigin,
    });
    await audit(tx, actor, 'operator_access_reset', {
      ...target(row),
      resetTotp: input.resetTotp,
      sessionsEnded: sessions.count,
    });
    return sent;
  });
}
