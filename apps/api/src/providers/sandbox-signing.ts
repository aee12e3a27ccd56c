import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database, Prisma } from '@wl/db';
import { providerCallbackSchema } from '@wl/shared/schemas';
import { callbackKey, SIGNATURE_HEADER, signCallback, verifySignature } from './sandbox-callback-signature.ts';
import type {
  CreateContractInput,
  CreatedContract,
  ProviderContractStatus,
  ProviderEvent,
  ProviderIdentityStatus,
  SigningProvider,
  StartedIdentity,
  StartIdentityInput,
} from './signing-provider.ts';

export interface SandboxSigningOptions {
  /** The platform secret; the callback key is derived from it (never used as it is). */
  secret: string;
  /**
   * Where the sandbox keeps its sessions (`provider_sandbox_session`), like a provider's own
   * database; a function when the database is known only later (a test builds the sandbox first).
   */
  db: Database | (() => Database);
  /** Pause before the one retry of a failed callback delivery (ms). */
  retryDelayMs?: number;
  /** Pause before the callbacks of a new contract go out (ms): the platform records the contract first. */
  creationDelayMs?: number;
}

type Person = { firstName: string; surname: string; email: string };

interface SessionPayloadBase {
  language: 'pl' | 'en';
  returnUrl: string;
  /** Carried by the page's forms: a post without it (another site's form) is refused. */
  nonce: string;
  /** Set when the last action's callback could not be delivered. */
  deliveryError?: string | null;
}

export interface ContractSessionPayload extends SessionPayloadBase {
  title: string;
  signer: Person;
  signingUrl: string;
  /** The PDF as base64: the provider keeps its own copy of what is signed. */
  document: string;
}

export interface IdentitySessionPayload extends SessionPayloadBase {
  person: Person;
  verificationUrl: string;
}

export type SandboxSession =
  | {
      ref: string;
      kind: 'contract';
      status: ProviderContractStatus;
      callbackUrl: string;
      payload: ContractSessionPayload;
    }
  | {
      ref: string;
      kind: 'identity';
      status: ProviderIdentityStatus;
      callbackUrl: string;
      payload: IdentitySessionPayload;
    };

export type SandboxAction = 'sign' | 'reject' | 'verify' | 'fail';

const outcomes: Record<SandboxAction, { kind: 'contract' | 'identity'; status: string }> = {
  sign: { kind: 'contract', status: 'Completed' },
  reject: { kind: 'contract', status: 'Rejected' },
  verify: { kind: 'identity', status: 'verified' },
  fail: { kind: 'identity', status: 'failed' },
};

/** Statuses after which a sandbox session takes no more actions. */
const finalStatuses = new Set(['Completed', 'Rejected', 'Withdrawn', 'verified', 'failed']);
export const isFinalSandboxStatus = (status: string) => finalStatuses.has(status);

export type ActResult =
  | { ok: false; reason: 'not-found' | 'invalid-nonce' | 'final' }
  | { ok: true; status: string; delivered: boolean; returnUrl: string };

/**
 * RFC 6761: `*.localhost` is the loopback, but not every resolver knows it. The sandbox runs
 * beside the platform, so a callback to a development host goes to 127.0.0.1 on the same port.
 */
function deliveryUrl(callbackUrl: string): string {
  const url = new URL(callbackUrl);
  if (url.hostname === 'localhost' || url.hostname.endsWith('.localhost')) url.hostname = '127.0.0.1';
  return url.toString();
}

function sameNonce(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The built-in e-signature and identity platform (decision 011). It behaves like the third party:
 * it keeps its own sessions, serves the signing and identity pages (`sandbox-signing-pages.ts`),
 * and reports every status change by a callback over real HTTP, signed with HMAC-SHA256 under a
 * key derived from the platform secret. A contract goes New → Draft (document uploaded) →
 * Processing (sent to the signer) at once; the signer then signs or rejects on the page.
 */
export class SandboxSigningProvider implements SigningProvider {
  readonly name = 'sandbox';
  private readonly key: Buffer;
  private readonly database: Database | (() => Database);
  private readonly retryDelayMs: number;
  private readonly creationDelayMs: number;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(options: SandboxSigningOptions) {
    this.key = callbackKey(options.secret);
    this.database = options.db;
    this.retryDelayMs = options.retryDelayMs ?? 250;
    this.creationDelayMs = options.creationDelayMs ?? 50;
  }

  private get db(): Database {
    return typeof this.database === 'function' ? this.database() : this.database;
  }

  async createContract(input: CreateContractInput): Promise<CreatedContract> {
    const ref = `sbx-contract-${randomUUID()}`;
    const signingUrl = `${new URL(input.returnUrl).origin}/sandbox/e-signature/${ref}`;
    const payload: ContractSessionPayload = {
      language: input.language,
      returnUrl: input.returnUrl,
      nonce: randomBytes(24).toString('base64url'),
      title: input.title,
      signer: input.signer,
      signingUrl,
      document: input.document.toString('base64'),
    };
    await this.db.providerSandboxSession.create({
      data: {
        ref,
        kind: 'contract',
        status: 'New',
        callbackUrl: input.callbackUrl,
        payload: payload as unknown as Prisma.InputJsonValue,
      },
    });
    // The document is uploaded (Draft), then the contract goes to the signer (Processing).
    const changes: ProviderContractStatus[] = ['Draft', 'Processing'];
    for (const status of changes) {
      await this.db.providerSandboxSession.update({ where: { ref }, data: { status } });
    }
    const events = changes.map((status) => this.event('contract', ref, status));
    this.track(
      (async () => {
        await sleep(this.creationDelayMs);
        for (const event of events) await this.deliver(input.callbackUrl, event);
      })(),
    );
    return { providerRef: ref, status: 'Processing', signingUrl };
  }

  async withdrawContract(providerRef: string): Promise<void> {
    const session = await this.session(providerRef);
    if (session?.kind !== 'contract' || isFinalSandboxStatus(session.status)) return;
    // Conditional on the status seen: a signature given meanwhile wins, and the withdrawal is void.
    const { count } = await this.db.providerSandboxSession.updateMany({
      where: { ref: providerRef, status: session.status },
      data: { status: 'Withdrawn' },
    });
    if (count === 0) return;
    const changes: ProviderContractStatus[] = ['Withdrawing', 'Withdrawn'];
    const events = changes.map((status) => this.event('contract', providerRef, status));
    this.track(
      (async () => {
        for (const event of events) await this.deliver(session.callbackUrl, event);
      })(),
    );
  }

  async startIdentityVerification(input: StartIdentityInput): Promise<StartedIdentity> {
    const ref = `sbx-identity-${randomUUID()}`;
    const verificationUrl = `${new URL(input.returnUrl).origin}/sandbox/identity/${ref}`;
    const payload: IdentitySessionPayload = {
      language: input.language,
      returnUrl: input.returnUrl,
      nonce: randomBytes(24).toString('base64url'),
      person: input.person,
      verificationUrl,
    };
    await this.db.providerSandboxSession.create({
      data: {
        ref,
        kind: 'identity',
        status: 'pending',
        callbackUrl: input.callbackUrl,
        payload: payload as unknown as Prisma.InputJsonValue,
      },
    });
    return { providerRef: ref, verificationUrl };
  }

  verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): ProviderEvent | null {
    if (!verifySignature(this.key, headers[SIGNATURE_HEADER], rawBody)) return null;
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const parsed = providerCallbackSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  }

  /** A session of the sandbox, as its pages show it. */
  async session(ref: string): Promise<SandboxSession | null> {
    const row = await this.db.providerSandboxSession.findUnique({ where: { ref } });
    if (!row || (row.kind !== 'contract' && row.kind !== 'identity')) return null;
    return {
      ref: row.ref,
      kind: row.kind,
      status: row.status,
      callbackUrl: row.callbackUrl,
      payload: row.payload,
    } as unknown as SandboxSession;
  }

  /**
   * The signer's or person's decision on a page: recorded once (a second one, or one without
   * the page's nonce, is refused), then reported by a signed callback (one retry). A failed
   * delivery keeps the decision and is noted on the session.
   */
  async act(ref: string, action: SandboxAction, nonce: string): Promise<ActResult> {
    const session = await this.session(ref);
    const outcome = outcomes[action];
    if (!session || session.kind !== outcome.kind) return { ok: false, reason: 'not-found' };
    if (!sameNonce(nonce, session.payload.nonce)) return { ok: false, reason: 'invalid-nonce' };
    if (isFinalSandboxStatus(session.status)) return { ok: false, reason: 'final' };
    // Conditional on the status seen: of two concurrent decisions only one is recorded.
    const { count } = await this.db.providerSandboxSession.updateMany({
      where: { ref, status: session.status },
      data: { status: outcome.status },
    });
    if (count === 0) return { ok: false, reason: 'final' };
    const event = this.event(outcome.kind, ref, outcome.status);
    const delivered = await this.track(this.deliver(session.callbackUrl, event));
    await this.db.providerSandboxSession.update({
      where: { ref },
      data: {
        payload: {
          ...session.payload,
          deliveryError: delivered ? null : `Callback to ${session.callbackUrl} failed`,
        } as unknown as Prisma.InputJsonValue,
      },
    });
    return { ok: true, status: outcome.status, delivered, returnUrl: session.payload.returnUrl };
  }

  /** Resolves when every callback the sandbox started has been delivered or given up (tests). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private event(kind: 'contract' | 'identity', providerRef: string, status: string) {
    return { eventId: randomUUID(), kind, providerRef, status, occurredAt: new Date().toISOString() };
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    const tracked = promise.finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
    return tracked;
  }

  /**
   * Posts one signed callback; true when the platform took it (2xx, or 409: it already had it).
   * One retry after a pause; each attempt is signed afresh (the event and its id stay the same).
   */
  private async deliver(callbackUrl: string, event: object): Promise<boolean> {
    const body = JSON.stringify(event);
    for (let attempt = 0; attempt < 2; attempt++) {
      if (attempt > 0) await sleep(this.retryDelayMs);
      try {
        const response = await fetch(deliveryUrl(callbackUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signCallback(this.key, body) },
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(5000),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok || response.status === 409) return true;
      } catch {
        // Unreachable or timed out: retried once, then reported to the caller.
      }
    }
    return false;
  }
}
