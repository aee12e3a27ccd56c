import type { Database } from '@wl/db';
import type { PublicOriginSettings } from '@wl/shared';
import { nextDueAt, runDueRequests } from './publish-request-service.ts';

interface SchedulerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * Runs scheduled publishes on time (decision 047). Every edge runs one: it sleeps until the next
 * scheduled request is due (read from the database), at most `pollMs`, so a request scheduled on
 * another edge is seen within that; `wake()` re-reads at once after a change on this edge. The
 * database decides which edge publishes (`runDueRequests`), and the publish reaches every edge
 * through the host_config notification within ~100 ms.
 */
export class PublishScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly settings: { publicOrigins?: PublicOriginSettings | undefined },
    private readonly log: SchedulerLog,
    private readonly pollMs = 15_000,
  ) {}

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Runs what is due and re-reads when the next request is (after a request changed here). */
  wake(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.running ??= this.tick().finally(() => {
      this.running = null;
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async tick(): Promise<void> {
    let wait = this.pollMs;
    try {
      const handled = await runDueRequests(this.db, this.settings);
      if (handled > 0) this.log.info({ handled }, 'scheduled publishes ran');
      const next = await nextDueAt(this.db);
      if (next) wait = Math.min(this.pollMs, Math.max(0, next.getTime() - Date.now()));
    } catch (error) {
      // The database is away (a restart, a failover): try again at the next poll.
      this.log.warn({ err: error }, 'scheduled publishes could not run');
    }
    if (this.stopped) return;
    this.timer = setTimeout(() => this.wake(), wait);
    this.timer.unref();
  }
}
