import { build, type Plugin } from 'vite';

/*
 * Few chunks for the pages people arrive at (issue 18, item 7). Left to itself the bundler splits
 * the modules the entry and a page share with other pages into dozens of small chunks (Button,
 * InputBase, a hook each): about 50 requests before the sign-in page could paint, which a phone on
 * a slow line pays in round trips rather than bytes (decision 076).
 *
 * The modules to group are those the entry and the pages really use, after tree-shaking: the module
 * graph alone would name every module behind a barrel (`@mantine/core`, `@wl/shared/config`). So
 * the build runs twice. A first pass, not written, records the modules rendered into the chunks
 * each arrival route loads; the real build then makes of them:
 * - `first-load`: what the entry and the sign-in route (`/`) load — every page needs it;
 * - one chunk per `deferred` group: what the first screens load after their first render or on
 *   first use (the notifications' container; the sign-in rules and two-factor step), so that
 *   loading it does not pull a route's chunk;
 * - `route-<name>`: what only one other arrival route needs;
 * - `routes-shared`: what two or more of them need beyond the groups above.
 * The pages themselves stay chunks of their own (the router loads them by name), and so do the
 * screens opened later, which load these groups for what they share with them.
 */

const COLLECTING = 'WL_ARRIVAL_CHUNKS_COLLECTING';
const ENTRY = '';

/** What the first pass hands the real build (the config file is loaded anew for each pass). */
const handover = globalThis as { __wlArrivalModules?: Map<string, Set<string>> };

/** A group of `output.codeSplitting.groups`. */
export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}

/** The parts of an output chunk the plan reads. */
export interface PlannedChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  modules: Record<string, unknown>;
}

const endsWithModule = (id: string | null, module: string) => id?.endsWith(`/${module}`) === true;

/**
 * Per root (the entry under `''`, then each key of `roots`), the modules rendered into the chunks it
 * loads: its chunks and their static imports, page modules left out.
 */
export function modulesLoaded(chunks: PlannedChunk[], roots: Record<string, string[]>): Map<string, Set<string>> {
  const pages = Object.values(roots).flat();
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: PlannedChunk[]) => {
    const modules = new Set<string>();
    const seen = new Set<string>();
    const queue = [...start];
    for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      for (const id of Object.keys(chunk.modules)) {
        if (!pages.some((page) => endsWithModule(id, page))) modules.add(id);
      }
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported) queue.push(imported);
      }
    }
    return modules;
  };
  const loaded = new Map<string, Set<string>>([[ENTRY, closure(chunks.filter((chunk) => chunk.isEntry))]]);
  for (const [root, modules] of Object.entries(roots)) {
    const start = chunks.filter((chunk) => modules.some((module) => endsWithModule(chunk.facadeModuleId, module)));
    if (start.length !== modules.length) throw new Error(`arrival-chunks: a module of ${root} has no chunk of its own`);
    loaded.set(root, closure(start));
  }
  return loaded;
}

/** A route pattern as a chunk name: `/kyc-form` → `route-kyc-form`. */
export function routeChunkName(route: string): string {
  return `route-${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`;
}

/** Which group each module goes to (see the top of the file); a module not named stays where the bundler puts it. */
export function planGroups(
  loaded: Map<string, Set<string>>,
  routes: string[],
  firstRoute: string,
  deferred: string[],
): Map<string, string> {
  const owner = new Map<string, string>();
  const claim = (group: string, modules: Iterable<string> = []) => {
    for (const id of modules) if (!owner.has(id)) owner.set(id, group);
  };
  claim('first-load', loaded.get(ENTRY));
  claim('first-load', loaded.get(firstRoute));
  for (const name of deferred) claim(name, loaded.get(name));
  const users = new Map<string, string[]>();
  for (const route of routes.filter((route) => route !== firstRoute)) {
    for (const id of loaded.get(route) ?? []) {
      if (!owner.has(id)) users.set(id, [...(users.get(id) ?? []), route]);
    }
  }
  for (const [id, [only, ...more]] of users)
    owner.set(id, more.length === 0 ? routeChunkName(only as string) : 'routes-shared');
  return owner;
}

/**
 * The plugin that plans the chunks, and the groups to give `output.codeSplitting` (they match once
 * the first pass has run, and nothing during it). `firstPass`: this config is the unwritten first
 * pass, where plugins that read or write the output directory must not run.
 */
export function arrivalChunks(
  routes: Record<string, string[]>,
  { firstRoute = '/', deferred = {} as Record<string, string[]> } = {},
): { plugins: Plugin[]; groups: ChunkGroup[]; firstPass: boolean } {
  if (process.env[COLLECTING]) {
    const record: Plugin = {
      name: 'wl-arrival-chunks-record',
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        handover.__wlArrivalModules = modulesLoaded(chunks, { ...routes, ...deferred });
      },
    };
    return { plugins: [record], groups: [], firstPass: true };
  }
  let owner = new Map<string, string>();
  const names = [
    'first-load',
    ...Object.keys(deferred),
    'routes-shared',
    ...Object.keys(routes)
      .filter((route) => route !== firstRoute)
      .map(routeChunkName),
  ];
  const plan: Plugin = {
    name: 'wl-arrival-chunks',
    apply: 'build',
    async configResolved(config) {
      process.env[COLLECTING] = '1';
      try {
        await build({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'silent',
          build: { write: false, emptyOutDir: false },
        });
      } finally {
        delete process.env[COLLECTING];
      }
      const loaded = handover.__wlArrivalModules;
      if (!loaded) throw new Error('arrival-chunks: the first pass recorded no modules');
      owner = planGroups(loaded, Object.keys(routes), firstRoute, Object.keys(deferred));
    },
  };
  return {
    plugins: [plan],
    groups: names.map((name) => ({ name, test: (id) => owner.get(id) === name, priority: 1 })),
    firstPass: false,
  };
}
