import { ChannelListener, connectionLossDetail } from './channel-listener.ts';

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

interface Entry<T> {
  value: T;
  /** What the value was read from, as the notifications name it (for principals: user ids). */
  tags: readonly string[];
  expiresAt: number;
}

export interface NotifiedCacheOptions {
  /** The database the dedicated LISTEN connection opens. */
  databaseUrl: string;
  /** The channel the triggers notify: a payload names a tag to forget, an empty one everything. */
  channel: string;
  /** How the LISTEN connection names itself in pg_stat_activity. */
  applicationName: string;
  /** What the logs call this cache ("principal cache"). */
  label: string;
  log: Logger;
  /** Entries kept at most (the oldest go first); default 50 000. */
  maxEntries?: number;
  /** A second line of defence behind the notifications; default 60 s. */
  ttlMs?: number;
  /** How long a write waits for the listener's round trip before it forgets everything; default 1 s. */
  settleTimeoutMs?: number;
}

export interface NotifiedCacheStats {
  listening: boolean;
  entries: number;
  hits: number;
  misses: number;
  invalidations: number;
}

/**
 * Values read from the database, kept per process until a trigger says their rows changed: every
 * change that matters notifies the cache's channel (with a tag, or empty for everything), and this
 * process forgets the entries at once, on every replica. Used for callers (`PrincipalCache`,
 * decision 049) and for list pages (`ListCache`, decision 052).
 *
 * Cached only while the LISTEN connection is up: without it nothing would say what changed, so
 * every request reads the database as before (and the cache is emptied when it comes back).
 * A read that raced a change is not stored: every notification moves an epoch, and a value read
 * while the epoch moved is returned but not kept.
 */
export class NotifiedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly settleTimeoutMs: number;
  private readonly listener: ChannelListener;
  private epoch = 0;
  private readonly counters = { hits: 0, misses: 0, invalidations: 0 };

  constructor(private readonly options: NotifiedCacheOptions) {
    this.maxEntries = options.maxEntries ?? 50_000;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.settleTimeoutMs = options.settleTimeoutMs ?? 1000;
    this.listener = new ChannelListener({
      databaseUrl: options.databaseUrl,
      channel: options.channel,
      applicationName: options.applicationName,
      onNotification: (tag) => this.forget(tag || undefined),
      onConnected: (reconnected) => {
        // Whatever changed while nobody listened is unknown: start empty.
        this.forget();
        if (reconnected) options.log.info({}, `${options.label} on again: listening for changes`);
      },
      onLost: (error) => {
        this.forget();
        options.log.warn(connectionLossDetail(error), `${options.label} off: its listener lost the connection`);
      },
    });
  }

  /** Opens the LISTEN connection; a database that is down leaves the cache off until it answers. */
  async start(): Promise<void> {
    try {
      await this.listener.start();
    } catch (error) {
      this.options.log.warn(
        { reason: (error as Error).message },
        `${this.options.label} off: cannot listen for changes`,
      );
      this.listener.retryLater();
    }
  }

  async close(): Promise<void> {
    await this.listener.close();
    this.entries.clear();
  }

  get stats(): NotifiedCacheStats {
    return { listening: this.listener.listening, entries: this.entries.size, ...this.counters };
  }

  /**
   * The value under `key`, or `load()`'s. Only a non-null value read while nothing changed (and
   * that `keep` accepts) is kept, under the tags it was read from.
   */
  async get<V extends T | null>(
    key: string,
    tags: readonly string[],
    load: () => Promise<V>,
    keep: (value: T) => boolean = () => true,
  ): Promise<V> {
    if (!this.listener.listening) return load();
    const found = this.entries.get(key);
    if (found && found.expiresAt > Date.now()) {
      this.counters.hits++;
      return found.value as V;
    }
    this.counters.misses++;
    const epoch = this.epoch;
    const value = await load();
    if (value !== null && this.listener.listening && epoch === this.epoch && keep(value as T)) {
      this.entries.delete(key);
      this.entries.set(key, { value, tags, expiresAt: Date.now() + this.ttlMs });
      if (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    return value;
  }

  /** Forgets every entry read under this tag (every entry without a tag). */
  forget(tag?: string): void {
    this.epoch++;
    this.counters.invalidations++;
    if (!tag) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) if (entry.tags.includes(tag)) this.entries.delete(key);
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
