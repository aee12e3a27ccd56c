// Shared by `npm start` and `npm test`: plain Node (no dependencies), because on a fresh
// machine nothing but Node is there yet.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBuildStale } from './compile-server.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10';

export function log(message) {
  process.stdout.write(`\x1b[36m▸ ${message}\x1b[0m\n`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) process.exit(status);
}

function works(command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** pnpm 10: the one on PATH, else a copy installed into .tools/ by npm (no root, no corepack). */
export function ensurePnpm() {
  const global = works('pnpm', ['--version']);
  if (global?.startsWith(`${PNPM_VERSION}.`)) return 'pnpm';
  const bin = join(root, '.tools', 'node_modules', '.bin');
  const local = join(bin, process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm');
  if (!existsSync(local)) {
    log(`Installing pnpm ${PNPM_VERSION} into .tools/`);
    runOrExit('npm', ['install', '--prefix', join(root, '.tools'), '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`]);
  }
  // Package scripts call `pnpm` themselves: every child process must find this one.
  process.env.PATH = `${bin}${delimiter}${process.env.PATH ?? ''}`;
  return local;
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled(pnpm) {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const generated = join(root, 'prisma', 'generated', 'client', 'client.ts');
  if (
    existsSync(marker) &&
    existsSync(generated) &&
    statSync(marker).mtimeMs >= newestMtime(join(root, 'pnpm-lock.yaml'))
  )
    return;
  log('Installing dependencies');
  runOrExit(pnpm, ['install', '--frozen-lockfile'], { env: { ...process.env, CHECKPOINT_DISABLE: '1' } });
}

/** Builds the portal and the console when their build is missing or older than their sources. */
export function ensureBuilt(pnpm, { force = false } = {}) {
  const shared = newestMtime(join(root, 'packages', 'shared', 'src'));
  for (const app of ['portal', 'console']) {
    const dir = join(root, 'apps', app);
    const built = join(dir, 'dist', 'index.html');
    const sources = Math.max(
      shared,
      newestMtime(join(dir, 'src')),
      newestMtime(join(dir, 'public')),
      newestMtime(join(dir, 'index.html')),
      newestMtime(join(dir, 'vite.config.ts')),
    );
    if (!force && existsSync(built) && statSync(built).mtimeMs >= sources) continue;
    log(`Building the ${app}`);
    runOrExit(pnpm, ['--filter', `@wl/${app}`, 'build']);
  }
  // The server's compiled JavaScript (decision 050), when a server source is newer than it.
  if (force || serverBuildStale()) {
    log('Compiling the server');
    runOrExit(process.execPath, [join(root, 'scripts', 'compile-server.mjs')]);
  }
}

/**
 * How Node runs the compiled edge (decision 050): its entry and the flags it needs; the heap
 * capped at 512 MB so V8 collects before the process grows far past what it holds (decision 074).
 */
export const compiledEdge = [
  '--conditions=wl-compiled',
  '--enable-source-maps',
  '--max-old-space-size=512',
  'apps/edge/dist/server.js',
];
