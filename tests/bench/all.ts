// `pnpm bench`: every bench in turn, each in its own process. A bench that misses its budget does
// not stop the others (their figures are still written); the run fails at the end if one missed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const benches = [
  'run.ts',
  'offers.ts',
  'funnel.ts',
  'export.ts',
  'portal-size.ts',
  'console-publish.ts',
  'operator-path.ts',
  'api-load.ts',
  'lighthouse.ts',
];
const missed: string[] = [];
for (const bench of benches) {
  console.log(`\n▸ ${bench}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, bench)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) missed.push(bench);
}
if (missed.length > 0) {
  console.error(`\nBudgets missed or benches failed: ${missed.join(', ')}`);
  process.exit(1);
}
console.log('\nEvery bench met its budget.');
