import { beforeEach } from 'vitest';
import { takeEdgeLog } from './harness.ts';

// A failed test shows what the edges logged (since the previous failure): the errors a stopped
// database causes on purpose stay out of a green run's output.
beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    const log = takeEdgeLog();
    if (log) process.stderr.write(`What the edges logged:\n${log}`);
  });
});
