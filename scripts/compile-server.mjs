// The server's compiled build (issue 18, item 1; decision 050): each server package (shared, db,
// api, console-server, edge) becomes plain JavaScript in its own `dist/`, one esbuild bundle per
// package with code splitting, its entry points the `wl-compiled` targets of its package.json
// `exports`. Dependencies stay outside (each package resolves them from its own node_modules),
// workspace packages too: Node finds their `dist/` through the `wl-compiled` condition
// (`node --conditions=wl-compiled`). `dist/` sits beside `src/` at the same depth, so paths a
// module finds from its own location (migrations, demo documents, fonts) stay right.
// Plain Node and esbuild: `node scripts/compile-server.mjs` (part of `pnpm build`).
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(fileURLToPath(import.meta.url), '..', '..');
export const CONDITION = 'wl-compiled';
/** In dependency order (not needed by esbuild, but it reads well in the log). */
export const serverPackages = ['packages/shared', 'prisma', 'apps/api', 'packages/console-server', 'apps/edge'];

/** The `[source, compiled]` pairs of a package's exports that have a compiled target. */
export function compiledExports(dir) {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  return Object.values(manifest.exports ?? {}).flatMap((target) =>
    typeof target === 'object' && target[CONDITION] ? [[target.default, target[CONDITION]]] : [],
  );
}

/** The newest modification time under a path, node_modules and dist left out (0 when missing). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let time = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry !== 'node_modules' && entry !== 'dist') time = Math.max(time, newest(join(path, entry)));
  }
  return time;
}

/** Whether some server package's sources (or the generated Prisma client) are newer than its build. */
export function serverBuildStale() {
  const generated = newest(join(root, 'prisma', 'generated'));
  return serverPackages.some((dir) => {
    const built = join(root, dir, 'dist', '.built');
    if (!existsSync(built)) return true;
    const sources = Math.max(newest(join(root, dir, 'src')), newest(join(root, dir, 'package.json')));
    return Math.max(sources, dir === 'prisma' ? generated : 0) > statSync(built).mtimeMs;
  });
}

export async function compileServer() {
  // Loaded here: `npm start` and `npm test` read serverBuildStale() before dependencies are installed.
  const { build } = await import('esbuild');
  for (const dir of serverPackages) {
    const outdir = join(root, dir, 'dist');
    rmSync(outdir, { recursive: true, force: true });
    const entryPoints = compiledExports(dir).map(([source, compiled]) => {
      const from = source.replace(/^\.\/src\//, '').replace(/\.ts$/, '');
      const to = compiled.replace(/^\.\/dist\//, '').replace(/\.js$/, '');
      if (from !== to) throw new Error(`${dir}: ${compiled} does not mirror ${source}`);
      return join(root, dir, source);
    });
    await build({
      entryPoints,
      outbase: join(root, dir, 'src'),
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      // Every bare import (npm packages and the other workspace packages) is resolved by Node.
      packages: 'external',
      sourcemap: 'linked',
      keepNames: true,
      logLevel: 'warning',
    });
    writeFileSync(join(outdir, '.built'), `${new Date().toISOString()}\n`);
    console.log(`compiled ${relative(root, outdir)} (${entryPoints.length} entry points)`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await compileServer();
}
