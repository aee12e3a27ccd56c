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
 * - one chunk per `afterFirstRender` group: what every page loads once it has painted (the
 *   notifications' container), taken before the routes', so a route that uses some of it loads
 *   it whole rather than in pieces;
 * - one chunk per `deferred` group: what the first screen loads on first use (the sign-in rules
 *   and two-factor step); what a route shares with it goes to their shared chunk, so the route
 *   does not load the rest (the rules' zod);
 * - `route-<name>`: what only one other arrival route needs;
 * - `shared-<names>`: what exactly those two or more of them (routes and deferred groups) need
 *   beyond the first load, one chunk per set, so that a route loads nothing only others use (one
 *   chunk for everything shared, and deferred groups claiming first, made the campaign page load
 *   the sign-in rules' zod and the KYC form's checks); a small one joins a larger one its users all
 *   load, or, when there is none, `shared-small`, one chunk of such groups (a route loads a few
 *   hundred bytes it does not use rather than three or four requests more).
 * The pages themselves stay chunks of their own (the router loads them by name), and so do the
 * screens opened later, which load these groups for what they share with them.
 */

const COLLECTING = 'WL_ARRIVAL_CHUNKS_COLLECTING';
const ENTRY = '';

/** What the first pass hands the real build (the config file is loaded anew for each pass). */
const handover = globalThis as { __wlArrivalModules?: Map<string, Set<string>>; __wlModuleSizes?: Map<string, number> };

/**
 * A shared chunk smaller than this (rendered bytes, about 4 KB gzip) joins a larger one its users
 * all load: a round trip on a phone's slow line costs more than its bytes.
 */
export const SMALL_SHARED_BYTES = 12_000;

/** The chunk of the small shared groups that have no larger group all their users load. */
export const SMALL_SHARED_GROUP = 'shared-small';

/** A group of `output.codeSplitting.groups`. */
export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  /** Only the modules the plan names: not the modules they import, which the plan places itself. */
  includeDependenciesRecursively: boolean;
}

/** The parts of an output chunk the plan reads. */
export interface PlannedChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  modules: Record<string, { renderedLength?: number }>;
}

/** Each module's rendered size in the first pass. */
export function moduleSizes(chunks: PlannedChunk[]): Map<string, number> {
  return new Map(
    chunks.flatMap((chunk) => Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength ?? 0])),
  );
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

/**
 * The group of what exactly these routes (or deferred groups) share: `['/app', '/kyc-form']` →
 * `shared-app.kyc-form`.
 */
export function sharedChunkName(routes: string[]): string {
  return `shared-${routes
    .map((route) => routeChunkName(route).slice('route-'.length))
    .sort()
    .join('.')}`;
}

/** Every set of two or more of `items`, in a stable order. */
function setsOfTwoOrMore<T>(items: T[]): T[][] {
  const sets: T[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) {
    const set = items.filter((_, index) => mask & (1 << index));
    if (set.length >= 2) sets.push(set);
  }
  return sets;
}

/** Which group each module goes to (see the top of the file); a module not named stays where the bundler puts it. */
export function planGroups(
  loaded: Map<string, Set<string>>,
  routes: string[],
  firstRoute: string,
  deferred: string[],
  sizes: Map<string, number> = new Map(),
  afterFirstRender: string[] = [],
): Map<string, string> {
  const owner = new Map<string, string>();
  const claim = (group: string, modules: Iterable<string> = []) => {
    for (const id of modules) if (!owner.has(id)) owner.set(id, group);
  };
  claim('first-load', loaded.get(ENTRY));
  claim('first-load', loaded.get(firstRoute));
  for (const name of afterFirstRender) claim(name, loaded.get(name));
  // A deferred group is a user like a route: what it shares with a route goes to their shared
  // chunk, so the route does not load the rest of the deferred group (the sign-in rules' zod).
  const users = new Map<string, string[]>();
  for (const user of [...deferred, ...routes.filter((route) => route !== firstRoute)]) {
    for (const id of loaded.get(user) ?? []) {
      if (!owner.has(id)) users.set(id, [...(users.get(id) ?? []), user]);
    }
  }
  const ownGroup = (user: string) => (deferred.includes(user) ? user : routeChunkName(user));
  const sharedBy = new Map<string, string[]>();
  for (const [id, sharers] of users) {
    const group = sharers.length === 1 ? ownGroup(sharers[0] as string) : sharedChunkName(sharers);
    owner.set(id, group);
    if (sharers.length > 1) sharedBy.set(group, sharers);
  }
  // A small shared group joins the smallest set of users above it that has a chunk of its own
  // worth a request: its users all load that chunk anyway; the others sharing it load a little
  // more (the small group's modules, and what they import from chunks those others would not load
  // otherwise: none in today's build, where `route-preloads.json` shows it).
  const groupSizes = new Map<string, number>();
  for (const [id, group] of owner) groupSizes.set(group, (groupSizes.get(group) ?? 0) + (sizes.get(id) ?? 0));
  const small = (group: string) => (groupSizes.get(group) ?? 0) < SMALL_SHARED_BYTES;
  const target = new Map<string, string>();
  for (const [group, sharers] of sharedBy) {
    if (!small(group)) continue;
    const above = [...sharedBy]
      .filter(([other, others]) => !small(other) && sharers.every((user) => others.includes(user)))
      .sort(([, a], [, b]) => a.length - b.length)[0];
    // None above (what four of the five arrival routes share, a few hundred bytes each): the small
    // groups without one make a single chunk, so a route loads one file for them, not three or four.
    target.set(group, above ? above[0] : SMALL_SHARED_GROUP);
  }
  for (const [id, group] of owner) {
    const into = target.get(group);
    if (into) owner.set(id, into);
  }
  return owner;
}

/**
 * The plugin that plans the chunks, and the groups to give `output.codeSplitting` (they match once
 * the first pass has run, and nothing during it). `firstPass`: this config is the unwritten first
 * pass, where plugins that read or write the output directory must not run.
 */
export function arrivalChunks(
  routes: Record<string, string[]>,
  {
    firstRoute = '/',
    deferred = {} as Record<string, string[]>,
    afterFirstRender = {} as Record<string, string[]>,
  } = {},
): { plugins: Plugin[]; groups: ChunkGroup[]; firstPass: boolean } {
  if (process.env[COLLECTING]) {
    const record: Plugin = {
      name: 'wl-arrival-chunks-record',
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        handover.__wlArrivalModules = modulesLoaded(chunks, { ...routes, ...deferred, ...afterFirstRender });
        handover.__wlModuleSizes = moduleSizes(chunks);
      },
    };
    return { plugins: [record], groups: [], firstPass: true };
  }
  let owner = new Map<string, string>();
  const others = Object.keys(routes).filter((route) => route !== firstRoute);
  const names = [
    'first-load',
    ...Object.keys(afterFirstRender),
    ...Object.keys(deferred),
    ...setsOfTwoOrMore([...Object.keys(deferred), ...others]).map(sharedChunkName),
    ...others.map(routeChunkName),
    SMALL_SHARED_GROUP,
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
      owner = planGroups(
        loaded,
        Object.keys(routes),
        firstRoute,
        Object.keys(deferred),
        handover.__wlModuleSizes,
        Object.keys(afterFirstRender),
      );
    },
  };
  return {
    plugins: [plan],
    groups: names.map((name) => ({
      name,
      test: (id) => owner.get(id) === name,
      priority: 1,
      includeDependenciesRecursively: false,
    })),
    firstPass: false,
  };
}
