import { randomUUID } from 'node:crypto';
import { defaultRateLimits, hashPassword, totpEnrolment } from '@wl/api';
import { totpCode } from '@wl/api/testing';
import type { Database } from '@wl/db';
import type { OperatorRole } from '@wl/shared/console';
import { resolveSession, startSession } from '../auth/session.ts';
import { signInLimits } from '../context.ts';
import { PreviewTokens } from '../preview/preview-token.ts';
import { consoleRouter } from '../router.ts';
import { type ConsoleContext, createCallerFactory } from '../trpc.ts';

const createCaller = createCallerFactory(consoleRouter);

/** Preview tokens of the tests that do not open the preview on an edge. */
export const testPreviewTokens = new PreviewTokens(() => 'console-test-preview-secret');

export const TEST_OPERATOR_PASSWORD = 'Operator!2026pass';

export interface TestOperator {
  id: string;
  email: string;
  password: string;
  totpSecret: string | null;
}

/**
 * An operator of its own for one test (random e-mail), with a second factor as every operator has
 * one (decision 031); `totp: false` for one who has yet to enrol.
 */
export async function createTestOperator(
  db: Database,
  options: { totp?: boolean; role?: OperatorRole } = {},
): Promise<TestOperator> {
  const email = `operator-${randomUUID()}@console.test`;
  const totpSecret = options.totp === false ? null : totpEnrolment(email, 'Console test').secret;
  const operator = await db.operator.create({
    data: {
      email,
      passwordHash: await hashPassword(TEST_OPERATOR_PASSWORD),
      totpSecret,
      role: options.role ?? 'admin',
    },
  });
  return { id: operator.id, email, password: TEST_OPERATOR_PASSWORD, totpSecret };
}

/** What the procedures did to the session cookie. */
export interface CookieJar {
  token: string | undefined;
  expiresAt: Date | undefined;
  cleared: boolean;
}

/**
 * A caller of the console router as the plugin would build it for a request carrying `token` as
 * its session cookie (none when undefined), from `ip`; the jar records the cookie it was told to set.
 */
export async function consoleCaller(
  db: Database,
  token?: string,
  options: {
    ip?: string;
    limits?: ConsoleContext['signInLimits'];
    showLiveMail?: boolean;
    /** The edge's, when the test opens the preview it makes (`app.previewTokens`). */
    previewTokens?: PreviewTokens;
    /** Where operators' mails link to; default `http://console.test`. */
    consoleOrigin?: string | null;
  } = {},
) {
  const session = await resolveSession(db, token);
  const jar: CookieJar = { token: undefined, expiresAt: undefined, cleared: false };
  const caller = createCaller({
    db,
    operator: session?.operator ?? null,
    sessionId: session?.sessionId ?? null,
    sessionToken: token,
    ip: options.ip ?? '203.0.113.7',
    userAgent: 'vitest',
    cookies: {
      set: (value, expiresAt) => {
        jar.token = value;
        jar.expiresAt = expiresAt;
      },
      clear: () => {
        jar.cleared = true;
      },
    },
    signInLimits: options.limits ?? signInLimits(defaultRateLimits, db),
    showLiveMail: options.showLiveMail ?? false,
    previewTokens: options.previewTokens ?? testPreviewTokens,
    consoleOrigin: options.consoleOrigin === undefined ? 'http://console.test' : options.consoleOrigin,
  });
  return { caller, jar };
}

/**
 * A code of the operator's secret the edge has not seen yet (a code works once, decision 034): the
 * current step's, or the next one when this one was used, waiting for the clock past that.
 */
export async function freshOperatorCode(db: Database, operatorId: string, secret: string): Promise<string> {
  const row = await db.operator.findUniqueOrThrow({ where: { id: operatorId }, select: { totpLastStep: true } });
  const lastUsed = Number(row.totpLastStep ?? 0);
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    const next = Math.max(step, lastUsed + 1);
    if (next <= step + 1) return totpCode(secret, next * 30 - Math.floor(Date.now() / 1000));
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Signs the operator in (password and a fresh code, or the code given) and returns the session token. */
export async function signedInToken(db: Database, operator: TestOperator, totpCode?: string): Promise<string> {
  const { caller, jar } = await consoleCaller(db);
  const code =
    totpCode ?? (operator.totpSecret ? await freshOperatorCode(db, operator.id, operator.totpSecret) : undefined);
  const result = await caller.auth.signIn({
    email: operator.email,
    password: operator.password,
    ...(code ? { totpCode: code } : {}),
  });
  if (result.status !== 'signed-in' || !jar.token) throw new Error(`sign-in failed: ${result.status}`);
  return jar.token;
}

/**
 * A session of the operator as a completed sign-in leaves it, without going through the sign-in
 * (for suites that need many sessions: a TOTP code works once, so real sign-ins wait for the clock).
 */
export async function openedSessionToken(db: Database, operator: TestOperator): Promise<string> {
  const { token } = await startSession(db, operator.id, { ip: '203.0.113.7', userAgent: 'vitest' });
  return token;
}
