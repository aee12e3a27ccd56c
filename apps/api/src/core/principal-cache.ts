import { ChannelListener, connectionLossDetail } from './channel-listener.ts';

/** The Postgres channel the principal triggers notify (migration 20261129010000_principal_notify). */
export const PRINCIPAL_CHANNEL = 'principal_changed';
/** How the LISTEN connection names itself in pg_stat_activity. */
export const PRINCIPAL_CACHE_APPLICATION = 'wl-principal-cache';

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

interface Entry<T> {
  value: T;
  /** The users whose rows the value was read from (the caller, and an impersonating admin). */
  userIds: readonly string[];
  expiresAt: number;
}

export interface PrincipalCacheOptions {
  /** The database the dedicated LISTEN connection opens. */
  databaseUrl: string;
  log: Logger;
  /** Entries kept at most (the oldest go first); default 50 000. */
  maxEntries?: number;
  /** A second line of defence behind the notifications; default 60 s. */
  ttlMs?: number;
  /** How long a write waits for the listener's round trip before it forgets everything; default 1 s. */
  settleTimeoutMs?: number;
}

export interface PrincipalCacheStats {
  listening: boolean;
  entries: number;
  hits: number;
  misses: number;
  invalidations: number;
}

/**
 * What a verified access token stands for, kept per process (issue 18, decision 049): the
 * session's liveness, the user's context, the investor row or the advisor's status, role and
 * networks. Every change that matters notifies `principal_changed` from a trigger with the user's
 * id, and this process forgets that user's entries at once; so a logout, a password reset, an
 * archived advisor or an ended impersonation still stops the next request, on every replica.
 *
 * Cached only while the LISTEN connection is up: without it nothing would say what changed, so
 * every request reads the database as before (and the cache is emptied when it comes back).
 * A read that raced a change is not stored: every notification moves an epoch, and a value read
 * while the epoch moved is returned but not kept.
 */
export class PrincipalCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly settleTimeoutMs: number;
  private readonly listener: ChannelListener;
  private epoch = 0;
  private readonly counters = { hits: 0, misses: 0, invalidations: 0 };

  constructor(private readonly options: PrincipalCacheOptions) {
    this.maxEntries = options.maxEntries ?? 50_000;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.settleTimeoutMs = options.settleTimeoutMs ?? 1000;
    this.listener = new ChannelListener({
      databaseUrl: options.databaseUrl,
      channel: PRINCIPAL_CHANNEL,
      applicationName: PRINCIPAL_CACHE_APPLICATION,
      onNotification: (userId) => this.forget(userId || undefined),
      onConnected: (reconnected) => {
        // Whatever changed while nobody listened is unknown: start empty.
        this.forget();
        if (reconnected) options.log.info({}, 'principal cache on again: listening for changes');
      },
      onLost: (error) => {
        this.forget();
        options.log.warn(connectionLossDetail(error), 'principal cache off: its listener lost the connection');
      },
    });
  }

  /** Opens the LISTEN connection; a database that is down leaves the cache off until it answers. */
  async start(): Promise<void> {
    try {
      await this.listener.start();
    } catch (error) {
      this.options.log.warn({ reason: (error as Error).message }, 'principal cache off: cannot listen for changes');
      this.listener.retryLater();
    }
  }

  async close(): Promise<void> {
    await this.listener.close();
    this.entries.clear();
  }

  get stats(): PrincipalCacheStats {
    return { listening: this.listener.listening, entries: this.entries.size, ...this.counters };
  }

  /**
   * The value under `key`, or `load()`'s. Only a non-null value read while nothing changed is
   * kept, for the users named by `userIds`.
   */
  async get(key: string, userIds: readonly string[], load: () => Promise<T | null>): Promise<T | null> {
    if (!this.listener.listening) return load();
    const found = this.entries.get(key);
    if (found && found.expiresAt > Date.now()) {
      this.counters.hits++;
      return found.value;
    }
    this.counters.misses++;
    const epoch = this.epoch;
    const value = await load();
    if (value !== null && this.listener.listening && epoch === this.epoch) {
      this.entries.delete(key);
      this.entries.set(key, { value, userIds, expiresAt: Date.now() + this.ttlMs });
      if (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    return value;
  }

  /** Forgets every entry read from this user's rows (all entries without a user). */
  forget(userId?: string): void {
    this.epoch++;
    this.counters.invalidations++;
    if (!userId) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) if (entry.userIds.includes(userId)) this.entries.delete(key);
  }

  /**
   * Resolves once every notification committed before the call has been applied here: a round trip
   * on the LISTEN connection, whose answer comes after the notifications queued for it. A request
   * that changed something waits for it before answering, so its client's next request is judged
   * by the new state. Bounded: without an answer in time every entry is forgotten instead.
   */
  async settled(): Promise<void> {
    const listener = this.listener.client;
    if (!listener) return;
    let timer: NodeJS.Timeout | undefined;
    const answered = await Promise.race([
      listener.query('SELECT 1').then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), this.settleTimeoutMs);
      }),
    ]);
    clearTimeout(timer);
    // No answer (a frozen or lost database): whatever was heard is no proof, so nothing is kept.
    if (!answered) this.forget();
  }
}
