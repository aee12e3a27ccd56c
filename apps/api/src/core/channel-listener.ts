import pg from 'pg';
import { isDatabaseUnavailable } from './error-handler.ts';

export interface ChannelListenerOptions {
  databaseUrl: string;
  /** The Postgres channels to LISTEN on, all on the one connection. */
  channels: readonly string[];
  /** How the connection names itself in pg_stat_activity. */
  applicationName?: string;
  /** A notification on one of the channels (its payload, '' when it has none). */
  onNotification(payload: string, channel: string): void;
  /**
   * Each time the connection listens, first and after a reconnect, before it counts as listening:
   * what changed while nobody listened is unknown, so callers reload or forget here. A throw counts
   * as a failed connection.
   */
  onConnected(reconnected: boolean): Promise<void> | void;
  /** The listening connection was lost; a reconnect with back-off follows. */
  onLost(error: Error): void;
  /** A reconnect attempt failed; the next one follows with a longer back-off. */
  onRetryFailed?(error: Error): void;
}

/** What a log line says of a lost connection: the reason and Postgres' code, a stack only for a defect. */
export function connectionLossDetail(error: Error): object {
  return isDatabaseUnavailable(error)
    ? { reason: error.message, code: (error as { code?: unknown }).code }
    : { err: error };
}

const MIN_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 5000;

/**
 * A dedicated connection LISTENing on some channels, for per-process caches that must hear of
 * changes (the edge's host configs; the API's principals and list pages, on one connection). When
 * the connection is lost it reconnects with back-off (250 ms doubling up to 5 s) until it listens
 * again or is closed.
 */
export class ChannelListener {
  private current: pg.Client | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private reconnectDelay = 0;
  private closed = false;

  constructor(private readonly options: ChannelListenerOptions) {}

  /** The listening connection, or undefined while there is none (for a round trip behind the notifications). */
  get client(): pg.Client | undefined {
    return this.current;
  }

  get listening(): boolean {
    return this.current !== undefined;
  }

  /** Listens now; throws when it cannot (`retryLater` to keep trying in the background). */
  async start(): Promise<void> {
    await this.connect(false);
  }

  /** Tries again after the back-off, until it listens or is closed. */
  retryLater(): void {
    if (this.closed) return;
    this.reconnectDelay = Math.min(Math.max(this.reconnectDelay * 2, MIN_BACKOFF_MS), MAX_BACKOFF_MS);
    this.reconnectTimer = setTimeout(() => {
      this.connect(true).catch((error: Error) => {
        this.options.onRetryFailed?.(error);
        this.retryLater();
      });
    }, this.reconnectDelay);
    this.reconnectTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const client = this.current;
    this.current = undefined;
    await client?.end().catch(() => {});
  }

  private async connect(reconnected: boolean): Promise<void> {
    const { channels } = this.options;
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      ...(this.options.applicationName ? { application_name: this.options.applicationName } : {}),
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', (message) => {
      if (channels.includes(message.channel)) this.options.onNotification(message.payload ?? '', message.channel);
    });
    try {
      await client.connect();
      for (const channel of channels) await client.query(`LISTEN ${channel}`);
      await this.options.onConnected(reconnected);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.current = client;
    this.reconnectDelay = 0;
  }

  private lost(client: pg.Client, error: Error): void {
    if (this.current !== client || this.closed) return;
    this.current = undefined;
    this.options.onLost(error);
    client.end().catch(() => {});
    this.retryLater();
  }
}
