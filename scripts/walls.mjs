// The walls between the parts (rules in .dependency-cruiser.cjs, pictured in docs/architecture.md),
// checked with dependency-cruiser. Part of `pnpm lint`: run from a folder laid out like the
// repository (its root, or the walls' own test's folder of planted violations), it prints each
// violation on one line and exits 1 when there is one.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';

/**
 * What is cruised, part by part: the two browser apps resolve their own `@/` alias (so each is
 * cruised on its own), the server side and the tests together.
 */
export const parts = [
  { name: 'portal', roots: ['apps/portal/src'], alias: { '@': 'apps/portal/src' } },
  { name: 'console', roots: ['apps/console/src'], alias: {} },
  {
    name: 'server, shared and tests',
    roots: ['apps/api/src', 'apps/edge/src', 'packages', 'prisma', 'tests', 'scripts'],
    alias: {},
  },
];

/**
 * The violations of the rules in the current folder, as `rule: from → to` lines (a cycle names
 * its modules in order). dependency-cruiser names the modules relative to the current folder.
 */
export async function findViolations() {
  const baseDir = process.cwd();
  const config = await extractDepcruiseConfig(resolve(import.meta.dirname, '../.dependency-cruiser.cjs'));
  const lines = [];
  for (const part of parts) {
    const roots = part.roots.filter((root) => existsSync(resolve(baseDir, root)));
    if (roots.length === 0) continue;
    const alias = Object.fromEntries(Object.entries(part.alias).map(([key, path]) => [key, resolve(baseDir, path)]));
    const { output } = await cruise(
      roots,
      { ...config.options, baseDir, validate: true, ruleSet: { forbidden: config.forbidden } },
      { alias, extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    );
    for (const violation of output.summary.violations) {
      const cycle = violation.cycle?.map((step) => step.name ?? step).join(' → ');
      lines.push(`${violation.rule.name}: ${violation.from} → ${cycle ?? violation.to}`);
    }
  }
  return [...new Set(lines)];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const violations = await findViolations();
  for (const line of violations) process.stdout.write(`✘ ${line}\n`);
  if (violations.length > 0) {
    process.stdout.write(`${violations.length} import(s) cross a wall (rules in .dependency-cruiser.cjs)\n`);
    process.exit(1);
  }
  process.stdout.write('The walls hold: no import crosses them.\n');
}
