/**
 * Work a route does after it has answered (decision 035): the token-sending routes answer
 * "processed" at once and look the account up, issue the token and queue the mail afterwards, so
 * the answer takes as long for an unknown address as for a known one. The work starts on the next
 * turn of the event loop (`setImmediate`), after the answer has been written, so not even its first
 * synchronous steps run before the reply. A failure is logged, never lost silently; tests wait for
 * `settled()`.
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: { error(object: object, message: string): void }) {}

  run(name: string, task: () => Promise<unknown>): void {
    const done: Promise<void> = new Promise<void>((start) => setImmediate(start))
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => this.log.error({ err: error, task: name }, 'background work failed'),
      )
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves when everything started so far has finished (tests, graceful shutdown). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
