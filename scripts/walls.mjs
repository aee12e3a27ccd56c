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
 * Folders whose sub-folders are modules (one module layout per server package): besides no cycle
 * between files, no cycle between modules either (offers → pdf → offers through different
 * files is one too). Tests are left out: a module's test may use another's helpers.
 */
export const moduleRoots = ['apps/api/src', 'packages/console-server/src'];

const isTest = (path) => /\.test\.tsx?$/.test(path);

/** The module (first folder below a module root) a cruised file belongs to, or null. */
function moduleOf(path) {
  for (const root of moduleRoots) {
    if (!path.startsWith(`${root}/`)) continue;
    const [module, ...rest] = path.slice(root.length + 1).split('/');
    return rest.length > 0 ? `${root}/${module}` : null;
  }
  return null;
}

/**
 * The cycles of the module graph, one line each (`module-cycle: a → b → a`): each module that
 * can reach itself through other modules, named once by its smallest cycle from the first
 * module in alphabetical order.
 */
export function moduleCycles(modules) {
  const edges = new Map();
  for (const module of modules) {
    const from = moduleOf(module.source);
    if (!from || isTest(module.source)) continue;
    for (const dependency of module.dependencies) {
      const to = moduleOf(dependency.resolved);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
  const lines = new Set();
  for (const start of [...edges.keys()].sort()) {
    // Breadth first: the shortest way back to `start` through modules that sort after it.
    const previous = new Map([[start, null]]);
    const queue = [start];
    let found = null;
    while (queue.length > 0 && !found) {
      const node = queue.shift();
      for (const next of [...(edges.get(node) ?? [])].sort()) {
        if (next === start) {
          found = node;
          break;
        }
        if (next < start || previous.has(next)) continue;
        previous.set(next, node);
        queue.push(next);
      }
    }
    if (!found) continue;
    const path = [];
    for (let node = found; node !== null; node = previous.get(node)) path.unshift(node);
    lines.add(`module-cycle: ${[...path, start].join(' → ')}`);
  }
  return [...lines];
}

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
    lines.push(...moduleCycles(output.modules));
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
