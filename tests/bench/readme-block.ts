import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '@wl/db';

/**
 * Writes a bench's figures into docs/performance.md (where the README points for them) between
 * `<!-- bench:<name>:start -->` and `…:end -->` (placed after `<!-- bench:<after>:end -->` the
 * first time), then lets Biome align the table, so a bench run leaves a page `pnpm lint` accepts.
 */
export function writeReadmeBlock(name: string, heading: string, table: string, after?: string): void {
  const readmePath = join(repositoryRoot, 'docs', 'performance.md');
  if (!existsSync(readmePath)) return;
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${heading}\n\n${table}\n${end}`;
  const readme = readFileSync(readmePath, 'utf8');
  let next: string;
  if (readme.includes(start)) next = readme.replace(new RegExp(`${start}[\\s\\S]*${end}`), () => block);
  else if (after) next = readme.replace(`<!-- bench:${after}:end -->`, (marker) => `${marker}\n\n${block}`);
  else return;
  writeFileSync(readmePath, next);
  spawnSync('pnpm', ['exec', 'biome', 'format', '--write', 'docs/performance.md'], {
    cwd: repositoryRoot,
    stdio: 'ignore',
  });
}
