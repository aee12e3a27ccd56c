// `pnpm bench` (part 3): the sign-in route's first-load JavaScript below 200 KB gzip (issue 18;
// DESIGN §7 asked 250). Sums the gzip sizes of the JavaScript the browser loads for `/`: the entry
// chunk, the sign-in page's lazy chunk, and every chunk they import statically (Vite's manifest).
// Beside it, every arrival page's first load: the entry's and what the edge names in its page
// (`route-preloads.json`), which is what a phone downloads before it can paint that page.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repositoryRoot } from '@wl/db';
import { writeReadmeBlock } from './readme-block.ts';

const GOAL_KB = 200;
const SIGN_IN_PAGE = 'src/features/auth/pages/advisor-login-page.tsx';
const dist = process.env.PORTAL_DIST ?? join(repositoryRoot, 'apps', 'portal', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('The portal is not built (no dist/.vite/manifest.json): run `pnpm build` first.');
  process.exit(1);
}

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey || !manifest[SIGN_IN_PAGE]) throw new Error('The manifest has no entry or no sign-in page chunk');

const files = new Set<string>();
function collect(key: string): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect(entryKey);
collect(SIGN_IN_PAGE);

const sizes = [...files].map((file) => {
  const bytes = readFileSync(join(dist, file));
  return { file, rawKb: bytes.length / 1024, gzipKb: gzipSync(bytes, { level: 9 }).length / 1024 };
});
const total = sizes.reduce((sum, size) => sum + size.gzipKb, 0);
const round = (value: number) => Math.round(value * 10) / 10;
const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

const entryFiles = new Set<string>();
(function collectEntry(key: string): void {
  const chunk = manifest[key];
  if (!chunk || entryFiles.has(chunk.file)) return;
  entryFiles.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectEntry(imported);
})(entryKey);
const preloads = JSON.parse(readFileSync(join(dist, 'route-preloads.json'), 'utf8')) as Record<string, string[]>;
const routes = Object.entries(preloads).map(([route, routeFiles]) => {
  const loaded = new Set([...entryFiles, ...routeFiles.filter((file) => file.endsWith('.js'))]);
  return {
    route,
    files: loaded.size,
    beyondEntryGzipKb: round(
      [...loaded].filter((file) => !entryFiles.has(file)).reduce((sum, file) => sum + gzipKb(file), 0),
    ),
    totalGzipKb: round([...loaded].reduce((sum, file) => sum + gzipKb(file), 0)),
  };
});
const output = {
  measuredAt: new Date().toISOString(),
  route: '/',
  goalGzipKb: GOAL_KB,
  totalGzipKb: round(total),
  chunks: sizes.map((size) => ({ file: size.file, rawKb: round(size.rawKb), gzipKb: round(size.gzipKb) })),
  passed: total < GOAL_KB,
  routes,
};
writeFileSync(join(repositoryRoot, 'bench', 'results', 'portal.json'), `${JSON.stringify(output, null, 2)}\n`);

const table = [
  '| sign-in route (`/`), first-load JavaScript | gzip | goal |',
  '| --- | --- | --- |',
  ...output.chunks
    .filter((chunk) => chunk.gzipKb >= 2)
    .sort((a, b) => b.gzipKb - a.gzipKb)
    .map((chunk) => `| ${chunk.file.replace(/-[\w-]{8}\.js$/, '.js')} | ${chunk.gzipKb} KB | |`),
  `| ${output.chunks.filter((chunk) => chunk.gzipKb < 2).length} smaller chunks | ${round(
    output.chunks.filter((chunk) => chunk.gzipKb < 2).reduce((sum, chunk) => sum + chunk.gzipKb, 0),
  )} KB | |`,
  `| **total** | **${output.totalGzipKb} KB** | < ${GOAL_KB} KB |`,
  '',
  '| arrival page, first-load JavaScript (the entry and what its page names) | files | beyond the entry, gzip | total, gzip |',
  '| --- | --- | --- | --- |',
  ...routes.map(
    (route) => `| \`${route.route}\` | ${route.files} | ${route.beyondEntryGzipKb} KB | ${route.totalGzipKb} KB |`,
  ),
].join('\n');
writeReadmeBlock('portal', `Measured ${output.measuredAt.slice(0, 10)}:`, table, 'offers');
console.log(`\n${table}\n`);
if (!output.passed) {
  console.error('Budget missed: sign-in route first-load JS');
  process.exit(1);
}
console.log('Portal budget met.');
