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
  /** Entries kept at most (the oldest go first); default 50 000. */
  maxEntries?: number;
  /** A second line of defence behind the notifications; default 60 s. */
  ttlMs?: number;
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
 * decision 049) and for list pages (`ListCache`, decision 052); a {@link CacheListener} listens
 * for them.
 *
 * Cached only while its listener is up: without it nothing would say what changed, so every
 * request reads the database as before (and the cache is emptied when it comes back). A read that
 * raced a change is not stored: every notification moves an epoch, and a value read while the
 * epoch moved is returned but not kept.
 */
export class NotifiedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private epoch = 0;
  private listening = false;
  private readonly counters = { hits: 0, misses: 0, invalidations: 0 };

  constructor(options: NotifiedCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 50_000;
    this.ttlMs = options.ttlMs ?? 60_000;
  }

  get stats(): NotifiedCacheStats {
    return { listening: this.listening, entries: this.entries.size, ...this.counters };
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
    if (!this.listening) return load();
    const found = this.entries.get(key);
    if (found && found.expiresAt > Date.now()) {
      this.counters.hits++;
      return found.value as V;
    }
    this.counters.misses++;
    const epoch = this.epoch;
    const value = await load();
    if (value !== null && this.listening && epoch === this.epoch && keep(value as T)) {
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
   * On (its listener listens: start empty, whatever changed while nobody listened is unknown) or
   * off (nothing would say what changed: empty, and nothing kept until it is on again).
   */
  setListening(listening: boolean): void {
    this.forget();
    this.listening = listening;
  }
}

export interface CacheListenerOptions {
  /** The database the dedicated LISTEN connection opens. */
  databaseUrl: string;
  /** How the LISTEN connection names itself in pg_stat_activity. */
  applicationName: string;
  /** Each cache by the channel its triggers notify. */
  caches: Readonly<Record<string, NotifiedCache<unknown>>>;
  log: Logger;
  /** How long a write waits for the listener's round trip before every cache forgets everything; default 1 s. */
  settleTimeoutMs?: number;
}

/**
 * One LISTEN connection for a process's notified caches, each on its own channel: a notification
 * empties its channel's cache (of the tag it names); losing the connection turns every cache off,
 * and they come back on, empty, when it listens again.
 */
export class CacheListener {
  private readonly listener: ChannelListener;
  private readonly caches: [string, NotifiedCache<unknown>][];
  private readonly settleTimeoutMs: number;
  private closed = false;

  constructor(private readonly options: CacheListenerOptions) {
    this.caches = Object.entries(options.caches);
    this.settleTimeoutMs = options.settleTimeoutMs ?? 1000;
    this.listener = new ChannelListener({
      databaseUrl: options.databaseUrl,
      channels: this.caches.map(([channel]) => channel),
      applicationName: options.applicationName,
      onNotification: (tag, channel) => options.caches[channel]?.forget(tag || undefined),
      onConnected: (reconnected) => {
        if (this.closed) return;
        this.turn(true);
        if (reconnected) options.log.info({}, 'caches on again: listening for changes');
      },
      onLost: (error) => {
        this.turn(false);
        options.log.warn(connectionLossDetail(error), 'caches off: their listener lost the connection');
      },
    });
  }

  get listening(): boolean {
    return this.listener.listening;
  }

  /** Opens the LISTEN connection; a database that is down leaves the caches off until it answers. */
  async start(): Promise<void> {
    try {
      await this.listener.start();
    } catch (error) {
      this.options.log.warn({ reason: (error as Error).message }, 'caches off: cannot listen for changes');
      this.listener.retryLater();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listener.close();
    this.turn(false);
  }

  /**
   * Resolves once every notification committed before the call has been applied here: a round trip
   * on the LISTEN connection, whose answer comes after the notifications queued for it. A request
   * that changed something waits for it before answering, so its client's next request is judged
   * by the new state. Bounded: without an answer in time every cache forgets everything instead.
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
    if (!answered) for (const [, cache] of this.caches) cache.forget();
  }

  private turn(on: boolean): void {
    for (const [, cache] of this.caches) cache.setListening(on);
  }
}
