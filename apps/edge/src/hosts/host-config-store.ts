import { ChannelListener, connectionLossDetail } from '@wl/api';
import type { Database, HostConfig } from '@wl/db';
import { builtInDefaultBranding, type InvalidField, toHostBranding } from '@wl/db';
import {
  developmentOrigins,
  type HostBranding,
  hostLookupCandidates,
  type PublicOriginSettings,
  publicOriginOf,
} from '@wl/shared';
import type { HostStatus } from '@wl/shared/console';

/** The Postgres channel the host_config trigger notifies (see the init migration). */
export const HOST_CONFIG_CHANNEL = 'host_config_changed';

/** The id of the entry served when the database has no default row (not a row's id). */
export const BUILT_IN_DEFAULT_ID = 'built-in-default';

export interface HostEntry {
  id: string;
  hostname: string | null;
  branding: HostBranding;
  /** Where this host's absolute URLs point (decision 028): its row's, or the configured fallback. */
  publicOrigin: string;
  /** Only a live host serves its brand; pending and suspended ones a neutral page (decision 038). */
  status: HostStatus;
  /** The support address its mails name (decision 042). */
  supportEmail: string | null;
  /** Where replies to its mails go (decision 042). */
  replyTo: string | null;
  /** Its other names, redirected to `publicOrigin` (decision 048). */
  aliases: string[];
}

/**
 * A full load reads this many rows at a time. One read of every row kept its raw result alive
 * as long as the pooled connection it opened (pg holds the first query of a new connection in its
 * connect listener's scope): 25 MB of an idle edge with 10 000 hosts (issue 18).
 */
const LOAD_PAGE_ROWS = 500;

type HostRow = HostConfig & { aliases: { hostname: string }[] };
const withAliases = { aliases: { select: { hostname: true } } } as const;

/** How the store has answered, for the metrics endpoint (issue 18, item 6). */
export interface HostConfigStoreCounters {
  /** Lookups answered by a host's own name, by a wildcard, and by the default row. */
  exact: number;
  wildcard: number;
  fallback: number;
  /** Change notifications heard, and the seconds from the change to hearing it (summed, last, most). */
  notifications: number;
  notifyLagSecondsSum: number;
  notifyLagSecondsLast: number;
  notifyLagSecondsMax: number;
}

export interface HostConfigStoreStatus {
  loaded: boolean;
  listening: boolean;
  hosts: number;
  lastLoadedAt: string | null;
  lastError: string | null;
}

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * Every host config, in memory. Requests never wait for the database: lookups are Map reads.
 * A dedicated connection LISTENs for changes and reloads the changed row, so a publish reaches
 * every edge process without polling; after a lost connection it reconnects with back-off and
 * reloads everything (notifications sent meanwhile are lost). While Postgres is down the last
 * known configs keep being served.
 */
export class HostConfigStore {
  private exact = new Map<string, HostEntry>();
  private wildcards = new Map<string, HostEntry>();
  private byId = new Map<string, HostEntry>();
  /** Alias → the host it redirects to. */
  private aliasOf = new Map<string, HostEntry>();
  private readonly builtInDefault: HostEntry;
  private defaultEntry: HostEntry;
  private readonly listener: ChannelListener;
  /** The ids heard during each full load that is running (see loadAll). */
  private readonly heardDuringLoad = new Set<Set<string>>();
  readonly counters: HostConfigStoreCounters = {
    exact: 0,
    wildcard: 0,
    fallback: 0,
    notifications: 0,
    notifyLagSecondsSum: 0,
    notifyLagSecondsLast: 0,
    notifyLagSecondsMax: 0,
  };
  private state = {
    loaded: false,
    listening: false,
    lastLoadedAt: null as string | null,
    lastError: null as string | null,
  };

  constructor(
    private readonly db: Database,
    databaseUrl: string,
    private readonly log: Logger,
    private readonly origins: PublicOriginSettings = developmentOrigins,
  ) {
    this.builtInDefault = {
      id: BUILT_IN_DEFAULT_ID,
      hostname: null,
      branding: builtInDefaultBranding,
      publicOrigin: origins.defaultOrigin,
      status: 'live',
      supportEmail: null,
      replyTo: null,
      aliases: [],
    };
    this.defaultEntry = this.builtInDefault;
    this.listener = new ChannelListener({
      databaseUrl,
      channels: [HOST_CONFIG_CHANNEL],
      onNotification: (payload) => this.heard(payload),
      // Listening first, then (re)loading: a change made between the two is seen either way.
      onConnected: async (reconnected) => {
        await this.loadAll();
        this.state.listening = true;
        this.state.lastError = null;
        if (reconnected)
          this.log.info({ hosts: this.byId.size }, 'host config listener reconnected and configs reloaded');
      },
      onLost: (error) => {
        this.state.listening = false;
        this.state.lastError = error.message;
        // The database stopping or going away is an event, not a defect: one line, no stack.
        this.log.warn(
          connectionLossDetail(error),
          'host config listener lost its connection; serving the last known configs',
        );
      },
      onRetryFailed: (error) => {
        this.state.lastError = error.message;
      },
    });
  }

  /** The entry answering for a normalized host: exact → nearest wildcard → default row. */
  resolve(host: string | null): HostEntry {
    if (host !== null) {
      const exact = this.exact.get(host);
      if (exact) {
        this.counters.exact++;
        return exact;
      }
      if (this.wildcards.size > 0) {
        for (const candidate of hostLookupCandidates(host)) {
          const wildcard = this.wildcards.get(candidate);
          if (wildcard) {
            this.counters.wildcard++;
            return wildcard;
          }
        }
      }
    }
    this.counters.fallback++;
    return this.defaultEntry;
  }

  /** The host `host` is an alias of (decision 048), else null. */
  aliasTarget(host: string | null): HostEntry | null {
    return host === null ? null : (this.aliasOf.get(host) ?? null);
  }

  /**
   * The state of the host row that names `host` itself (exactly, by a wildcard or as one of its
   * aliases), never the default row's: null when no row does. For the on-demand TLS question
   * (decision 039).
   */
  namedStatus(host: string): HostStatus | null {
    const exact = this.exact.get(host) ?? this.aliasOf.get(host);
    if (exact) return exact.status;
    for (const candidate of hostLookupCandidates(host)) {
      const wildcard = this.wildcards.get(candidate);
      if (wildcard) return wildcard.status;
    }
    return null;
  }

  status(): HostConfigStoreStatus {
    return { ...this.state, hosts: this.byId.size };
  }

  async start(): Promise<void> {
    await this.listener.start();
  }

  async close(): Promise<void> {
    await this.listener.close();
  }

  /**
   * Replaces the whole cache from the database. A row heard of while the read runs is read again
   * after it: its own reload may have finished before this older read replaced everything.
   */
  async loadAll(): Promise<void> {
    const heardMeanwhile = new Set<string>();
    this.heardDuringLoad.add(heardMeanwhile);
    const rows: HostRow[] = [];
    try {
      for (let after: string | undefined; ; ) {
        const page = await this.db.hostConfig.findMany({
          include: withAliases,
          where: after === undefined ? {} : { id: { gt: after } },
          orderBy: { id: 'asc' },
          take: LOAD_PAGE_ROWS,
        });
        rows.push(...page);
        if (page.length < LOAD_PAGE_ROWS) break;
        after = page.at(-1)?.id;
      }
    } finally {
      this.heardDuringLoad.delete(heardMeanwhile);
    }
    const exact = new Map<string, HostEntry>();
    const wildcards = new Map<string, HostEntry>();
    const byId = new Map<string, HostEntry>();
    const aliasOf = new Map<string, HostEntry>();
    let defaultEntry = this.builtInDefault;
    for (const row of rows) {
      const entry = this.toEntry(row);
      byId.set(entry.id, entry);
      if (row.isDefault) defaultEntry = entry;
      else if (row.hostname?.startsWith('*.')) wildcards.set(row.hostname, entry);
      else if (row.hostname) exact.set(row.hostname, entry);
      for (const alias of entry.aliases) aliasOf.set(alias, entry);
    }
    this.exact = exact;
    this.wildcards = wildcards;
    this.byId = byId;
    this.aliasOf = aliasOf;
    this.defaultEntry = defaultEntry;
    this.state.loaded = true;
    this.state.lastLoadedAt = new Date().toISOString();
    await Promise.all([...heardMeanwhile].map((id) => this.reload(id)));
  }

  /** Reloads one row after a notification (an insert, update, rename or delete). */
  async reload(id: string): Promise<void> {
    const row = await this.db.hostConfig.findUnique({ where: { id }, include: withAliases });
    this.remove(id);
    if (!row) return;
    const entry = this.toEntry(row);
    this.byId.set(id, entry);
    if (row.isDefault) this.defaultEntry = entry;
    else if (row.hostname?.startsWith('*.')) this.wildcards.set(row.hostname, entry);
    else if (row.hostname) this.exact.set(row.hostname, entry);
    for (const alias of entry.aliases) this.aliasOf.set(alias, entry);
  }

  private remove(id: string): void {
    const previous = this.byId.get(id);
    if (!previous) return;
    this.byId.delete(id);
    if (previous === this.defaultEntry) this.defaultEntry = this.builtInDefault;
    if (previous.hostname) {
      if (this.exact.get(previous.hostname) === previous) this.exact.delete(previous.hostname);
      if (this.wildcards.get(previous.hostname) === previous) this.wildcards.delete(previous.hostname);
    }
    for (const alias of previous.aliases) {
      if (this.aliasOf.get(alias) === previous) this.aliasOf.delete(alias);
    }
  }

  private toEntry(row: HostRow): HostEntry {
    const invalid: InvalidField[] = [];
    const branding = toHostBranding(row, invalid);
    if (invalid.length) {
      this.log.warn(
        { host: row.hostname, fields: invalid.map((item) => item.field) },
        'invalid host config values ignored',
      );
    }
    return {
      id: row.id,
      hostname: row.hostname,
      branding,
      publicOrigin: publicOriginOf(row, this.origins),
      status: row.status,
      supportEmail: row.supportEmail,
      replyTo: row.mailReplyTo,
      aliases: row.aliases.map((alias) => alias.hostname),
    };
  }

  /** A notification: the id of the row that changed, and when (the trigger stamps `at`). */
  private heard(payload: string): void {
    if (!payload) return;
    let id: string | undefined;
    try {
      const message = JSON.parse(payload) as { id?: string; at?: number };
      id = message.id;
      if (typeof message.at === 'number') this.heardAfter(Date.now() / 1000 - message.at);
    } catch {
      return;
    }
    if (!id) return;
    for (const load of this.heardDuringLoad) load.add(id);
    this.reload(id).catch((error: Error) => {
      this.state.lastError = error.message;
      this.log.warn({ err: error, id }, 'host config reload failed');
    });
  }

  /** A notification heard `lag` seconds after the change (the trigger stamps `at`). */
  private heardAfter(lag: number): void {
    const seconds = Math.max(0, lag);
    this.counters.notifications++;
    this.counters.notifyLagSecondsSum += seconds;
    this.counters.notifyLagSecondsLast = seconds;
    this.counters.notifyLagSecondsMax = Math.max(this.counters.notifyLagSecondsMax, seconds);
  }
}
