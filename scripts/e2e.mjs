// `pnpm test:e2e [playwright arguments]`: the browser tests, desktop and phone side by side. Each
// project gets an edge and a PostgreSQL of its own (its port and the next ones), seeded fresh, so
// the two never share a row: on this 2-core machine the suite takes ~7 minutes instead of 18 one
// after the other (decision 051). With `--project`, one Playwright run as asked.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ensureInstalled, ensurePnpm, log, root } from './toolchain.mjs';

const args = process.argv.slice(2);
const pnpm = ensurePnpm();
ensureInstalled(pnpm);

const basePort = Number(process.env.E2E_PORT ?? 3100);
const basePgPort = Number(process.env.E2E_PG_PORT ?? 54400);
const projects = args.some((arg) => arg === '--project' || arg.startsWith('--project='))
  ? [{ name: undefined, offset: 0 }]
  : [
      { name: 'desktop', offset: 0 },
      { name: 'mobile', offset: 1 },
    ];

/** One Playwright run; its lines go to our output whole (the two runs never interleave mid-line). */
function playwright({ name, offset }) {
  const env = {
    ...process.env,
    CHECKPOINT_DISABLE: '1',
    E2E_PORT: String(basePort + offset),
    E2E_PG_PORT: String(basePgPort + offset),
    E2E_REPORT: name ? `playwright-${name}.json` : (process.env.E2E_REPORT ?? 'playwright.json'),
    // A database folder given by hand: one per project (support/env.ts makes a fresh one otherwise).
    ...(process.env.E2E_PG_DATA && name ? { E2E_PG_DATA: `${process.env.E2E_PG_DATA}-${name}` } : {}),
  };
  const projectArgs = name ? [`--project=${name}`] : [];
  const child = spawn(
    pnpm,
    ['exec', 'playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...projectArgs, ...args],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // A test's line names its project already; the others ("90 passed") get the name in front.
  const named = (line) => (!name || line.trim() === '' || line.includes(`[${name}]`) ? line : `${name}: ${line}`);
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${named(line)}\n`));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${named(line)}\n`));
  return new Promise((resolve) => {
    child.on('error', (error) => {
      log(`Playwright (${name ?? 'as asked'}) did not start: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// Ctrl-C reaches the children through the process group; nothing to print here.
process.on('SIGINT', () => {});
const codes = await Promise.all(projects.map(playwright));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
