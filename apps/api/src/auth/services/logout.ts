import type { Database } from '@wl/db';
import { audit } from '../../audit/audit.ts';
import type { Principal } from '../../core/principal.ts';
import { hashToken } from '../../core/tokens.ts';
import { sessionExpired } from '../auth-errors.ts';
import type { RequestMeta } from './request-meta.ts';
import { revokeSession, sessionIdOf } from './sessions.ts';

/**
 * POST /api/auth/logout: ends the caller's session (its refresh family), named by the access
 * token's `sid`, by a refresh token in the body (of this tenant), or both — so a client whose
 * access token has already expired can still sign out. Other sessions of the user (other devices,
 * other tenants) stay. The access token itself stays valid until it expires (≤ 15 minutes): it is
 * a stateless JWT, which is why it is short-lived.
 */
export async function logout(
  db: Database,
  meta: RequestMeta,
  principal: Principal | null,
  refreshToken: string | undefined,
): Promise<void> {
  const families = new Set<string>();
  const sid = principal ? sessionIdOf(principal.claims) : null;
  if (sid) families.add(sid);
  let userId = principal?.userId ?? null;
  if (refreshToken) {
    const row = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) } });
    if (row && row.tenantId === meta.tenant.tenantId && (!principal || row.userId === principal.userId)) {
      families.add(row.familyId);
      userId ??= row.userId;
    }
  }
  if (families.size === 0) throw sessionExpired();
  await db.$transaction(async (tx) => {
    for (const familyId of families) await revokeSession(tx, familyId);
    await audit(tx, {
      event: 'logout',
      tenantId: meta.tenant.tenantId,
      actorUserId: userId,
      impersonatorUserId: principal?.impersonatorUserId ?? null,
      ip: meta.ip,
    });
  });
}
