/**
 * Docker cannot run on the project's machines, so the Dockerfile, docker-compose.yml and the
 * Caddyfile are checked by reading them: every path they copy or mount exists, every variable
 * they set is one the edge reads, ports and health paths agree with the code, and the two edge
 * replicas share what they must (secret, storage, database, trusted proxy).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { migrationsDirectory, repositoryRoot } from '@wl/db';
import { envSchema } from '@wl/edge/config';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONDITION, compiledExports, serverPackages } from '../../../scripts/compile-server.mjs';
import {
  copiesOf,
  dockerIgnores,
  envOf,
  finalWorkdir,
  inSubnet,
  interpolate,
  interpolatedNames,
  lastArgs,
  parseDockerfile,
  reverseProxies,
  type Stage,
} from './deploy-files.ts';

const read = (path: string) => readFileSync(join(repositoryRoot, path), 'utf8');
const readJson = (path: string) => JSON.parse(read(path)) as Record<string, unknown>;
const inRepository = (path: string) => existsSync(join(repositoryRoot, path));

/** Where the repository sits in the image: prisma/src/database.ts derives repositoryRoot from it. */
const APP_ROOT = '/app';
const POSTGRES_IMAGE_VARIABLES = new Set([
  'POSTGRES_USER',
  'POSTGRES_PASSWORD',
  'POSTGRES_DB',
  'POSTGRES_INITDB_ARGS',
  'POSTGRES_INITDB_WALDIR',
  'POSTGRES_HOST_AUTH_METHOD',
  'PGDATA',
]);
/** A value for the variables compose requires (`${VAR:?…}`), long enough for the schema. */
const REQUIRED_VARIABLES = { JWT_SECRET: 'x'.repeat(48) };

// --- what the code says ----------------------------------------------------------------------

interface WorkspacePackage {
  dir: string;
  name: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

function workspacePackages(): WorkspacePackage[] {
  const { packages } = parse(read('pnpm-workspace.yaml')) as { packages: string[] };
  const dirs = packages.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(repositoryRoot, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
  return dirs
    .filter((dir) => inRepository(`${dir}/package.json`))
    .map((dir) => {
      const manifest = readJson(`${dir}/package.json`);
      return {
        dir,
        name: manifest.name as string,
        dependencies: (manifest.dependencies ?? {}) as Record<string, string>,
        devDependencies: (manifest.devDependencies ?? {}) as Record<string, string>,
      };
    });
}

/** @wl/edge and the workspace packages it depends on at run time, transitively. */
function edgeRuntimePackages(all: WorkspacePackage[]): WorkspacePackage[] {
  const byName = new Map(all.map((pkg) => [pkg.name, pkg]));
  const found = new Map<string, WorkspacePackage>();
  const visit = (name: string) => {
    const pkg = byName.get(name);
    if (!pkg || found.has(name)) return;
    found.set(name, pkg);
    for (const [dependency, range] of Object.entries(pkg.dependencies)) {
      if (range.startsWith('workspace:')) visit(dependency);
    }
  };
  visit('@wl/edge');
  return [...found.values()];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(repositoryRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.split('/').includes('testing'))
    .map((file) => `${dir}/${file}`);
}

/** Every variable the image's code reads: the edge's schema plus direct process.env reads. */
function edgeEnvironmentNames(runtimePackages: WorkspacePackage[]): Set<string> {
  const names = new Set(Object.keys(envSchema.shape));
  for (const pkg of runtimePackages) {
    for (const file of sourceFiles(`${pkg.dir}/src`)) {
      for (const match of read(file).matchAll(/process\.env(?:\.|\[['"])([A-Z][A-Z0-9_]*)/g)) {
        names.add(match[1] as string);
      }
    }
  }
  return names;
}

/** Paths the edge registers in its health routes. */
function healthRoutes(): Set<string> {
  const source = read('apps/edge/src/routes/health.ts');
  return new Set([...source.matchAll(/app\.(?:get|head)\(\s*'([^']+)'/g)].map((match) => match[1] as string));
}

const defaults = envSchema.parse({});

// --- the files -------------------------------------------------------------------------------

interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: (string | number)[];
  volumes?: string[];
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: { test?: string | string[] };
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
}

interface Compose {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string }[] } } | null>;
}

function environmentOf(service: ComposeService): Record<string, string> {
  const raw = service.environment ?? {};
  const entries = Array.isArray(raw)
    ? raw.map((item) => {
        const equals = item.indexOf('=');
        return [item.slice(0, equals), item.slice(equals + 1)] as const;
      })
    : Object.entries(raw).map(([key, value]) => [key, value === null ? '' : String(value)] as const);
  return Object.fromEntries(entries);
}

function networksOf(service: ComposeService): Record<string, { ipv4_address?: string }> {
  const raw = service.networks ?? ['default'];
  return Array.isArray(raw)
    ? Object.fromEntries(raw.map((name) => [name, {}]))
    : Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, value ?? {}]));
}

/** An edge's environment as its container sees it: the image's ENV, then compose's, interpolated. */
function edgeEnvironment(edge: ComposeService): Record<string, string> {
  const composed = Object.entries(environmentOf(edge)).map(([key, value]) => [
    key,
    interpolate(value, REQUIRED_VARIABLES),
  ]);
  return { ...envOf(runtime), ...Object.fromEntries(composed) };
}

function buildContext(service: ComposeService): { context: string; dockerfile: string } | undefined {
  if (service.build === undefined) return undefined;
  if (typeof service.build === 'string') return { context: service.build, dockerfile: 'Dockerfile' };
  return { context: service.build.context ?? '.', dockerfile: service.build.dockerfile ?? 'Dockerfile' };
}

let stages: Stage[];
let runtime: Stage;
let compose: Compose;
let edges: [string, ComposeService][];
let proxy: ComposeService;
let packages: WorkspacePackage[];
let runtimePackages: WorkspacePackage[];

beforeAll(() => {
  stages = parseDockerfile(read('Dockerfile'));
  const last = stages.at(-1);
  if (!last) throw new Error('The Dockerfile has no stage');
  runtime = last;
  compose = parse(read('docker-compose.yml'), { merge: true }) as Compose;
  edges = Object.entries(compose.services).filter(([, service]) => buildContext(service)?.context === '.');
  const proxyService = compose.services.proxy;
  if (!proxyService) throw new Error('docker-compose.yml has no `proxy` service');
  proxy = proxyService;
  packages = workspacePackages();
  runtimePackages = edgeRuntimePackages(packages);
});

function stageNamed(name: string): Stage {
  const stage = stages.find((candidate) => candidate.name === name);
  if (!stage) throw new Error(`The Dockerfile has no stage "${name}"`);
  return stage;
}

describe('Dockerfile', () => {
  it('is multi-stage, and every COPY --from names an earlier stage', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    stages.forEach((stage, index) => {
      const earlier = new Set(stages.slice(0, index).map((candidate) => candidate.name));
      for (const copy of copiesOf(stage)) {
        if (copy.from) expect(earlier, `line ${copy.line}: --from=${copy.from}`).toContain(copy.from);
      }
      const base = stages.slice(0, index).find((candidate) => candidate.name === stage.image);
      if (!base) expect(stage.image, 'external images are pinned to a tag').toMatch(/:[\w.-]+$/);
    });
  });

  it('runs the Node major of package.json engines and the pnpm of packageManager', () => {
    const root = readJson('package.json');
    const nodeMajor = /(\d+)/.exec(String((root.engines as Record<string, string>).node))?.[1];
    for (const stage of stages.filter((candidate) => candidate.image.startsWith('node:'))) {
      expect(stage.image).toMatch(new RegExp(`^node:${nodeMajor}\\b`));
    }
    const pnpm = String(root.packageManager).replace(/^pnpm@/, '');
    const installs = stages.flatMap((stage) =>
      stage.instructions.filter((instruction) => instruction.args.includes('install -g pnpm')),
    );
    expect(installs.length).toBeGreaterThan(0);
    for (const install of installs) expect(install.args).toContain(`pnpm@${pnpm}`);
  });

  it('copies only paths that exist in the repository and that .dockerignore lets through', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    for (const copy of stages.flatMap(copiesOf).filter((candidate) => !candidate.from)) {
      for (const source of copy.sources.filter((path) => path !== '.')) {
        expect(inRepository(source), `line ${copy.line}: ${source} exists`).toBe(true);
        expect(dockerIgnores(ignored, source), `line ${copy.line}: ${source} is not ignored`).toBe(false);
      }
    }
    for (const path of ['node_modules', 'apps/portal/node_modules', '.data', '.test-results', '.git', '.env']) {
      expect(dockerIgnores(ignored, path), `${path} stays out of the build context`).toBe(true);
    }
    for (const dist of [defaults.PORTAL_DIST, defaults.CONSOLE_DIST]) {
      expect(dockerIgnores(ignored, relative(repositoryRoot, dist)), `${dist} stays out`).toBe(true);
    }
  });

  it('installs with the frozen lockfile after copying every workspace manifest, then builds', () => {
    const build = stageNamed('build');
    const runs = build.instructions.filter((instruction) => instruction.keyword === 'RUN');
    const install = runs.find((run) => /pnpm install\b/.test(run.args));
    expect(install?.args).toContain('--frozen-lockfile');
    const copiedBefore = copiesOf(build)
      .filter((copy) => copy.line < (install?.line ?? 0))
      .flatMap((copy) => copy.sources);
    for (const manifest of [
      'package.json',
      'pnpm-lock.yaml',
      'pnpm-workspace.yaml',
      ...packages.map((pkg) => `${pkg.dir}/package.json`),
    ]) {
      expect(copiedBefore, `${manifest} before the install`).toContain(manifest);
    }
    expect(runs.some((run) => /^pnpm build\b/.test(run.args))).toBe(true);
    expect(readJson('package.json').scripts).toHaveProperty('build');
  });

  it('gives the runtime only the production dependencies of the edge and its workspace packages', () => {
    const prodDeps = stageNamed('prod-deps');
    const install = prodDeps.instructions.find((instruction) => /pnpm install\b/.test(instruction.args));
    expect(install?.args).toMatch(/--prod\b/);
    expect(install?.args).toContain('--frozen-lockfile');
    expect(install?.args).toContain('--filter "@wl/edge..."');
    const copied = copiesOf(prodDeps).flatMap((copy) => copy.sources);
    for (const pkg of runtimePackages) expect(copied).toContain(`${pkg.dir}/package.json`);
    expect(copiesOf(runtime).some((copy) => copy.from === 'prod-deps' && copy.destination === APP_ROOT)).toBe(true);
  });

  it('puts the compiled server, migrations and built apps where the code looks for them', () => {
    const copied = new Map(copiesOf(runtime).map((copy) => [copy.destination, copy]));
    const expectCopied = (path: string, from?: string) => {
      const copy = copied.get(posix.join(APP_ROOT, path));
      expect(copy, `${path} is copied to ${APP_ROOT}/${path}`).toBeDefined();
      expect(copy?.from, `${path} comes from ${from ?? 'the context'}`).toBe(from);
      if (copy && !from) expect(copy.sources).toEqual([path]);
      if (copy && from) expect(copy.sources).toEqual([posix.join(APP_ROOT, path)]);
    };
    // The compiled server (decision 050): every runtime package's dist/, and no TypeScript source.
    for (const pkg of runtimePackages) {
      expectCopied(`${pkg.dir}/dist`, 'build');
      expect(copied.has(posix.join(APP_ROOT, pkg.dir, 'src')), `${pkg.dir}/src stays out of the image`).toBe(false);
      expect(compiledExports(pkg.dir).length, `${pkg.dir} exports compiled entry points`).toBeGreaterThan(0);
    }
    expect(runtimePackages.map((pkg) => pkg.dir).sort()).toEqual([...serverPackages].sort());
    expectCopied(relative(repositoryRoot, migrationsDirectory));
    expectCopied(relative(repositoryRoot, defaults.PORTAL_DIST), 'build');
    expectCopied(relative(repositoryRoot, defaults.CONSOLE_DIST), 'build');
  });

  it('starts the compiled edge with plain node: no TypeScript loader in the image', () => {
    const command = JSON.parse(lastArgs(runtime, 'CMD') ?? '[]') as string[];
    expect(command.slice(0, 4)).toEqual([
      'node',
      `--conditions=${CONDITION}`,
      '--enable-source-maps',
      // Decision 074: the heap capped, so V8 collects before the process grows far past what it holds.
      '--max-old-space-size=512',
    ]);
    const entry = posix.resolve(finalWorkdir(runtime), command[4] ?? '');
    expect(entry).toBe(posix.join(APP_ROOT, 'apps/edge/dist/server.js'));
    expect(compiledExports('apps/edge')).toContainEqual(['./src/server.ts', './dist/server.js']);
    expect(command.join(' ')).not.toMatch(/tsx|--import|--loader/);
    // tsx is for development only: the production install leaves it out.
    expect(readJson('apps/edge/package.json').dependencies).not.toHaveProperty('tsx');
  });

  it('runs as a user other than root, who owns the local storage directory', () => {
    const user = lastArgs(runtime, 'USER');
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const userLine = runtime.instructions.find((instruction) => instruction.keyword === 'USER')?.line ?? 0;
    const cmdLine = runtime.instructions.find((instruction) => instruction.keyword === 'CMD')?.line ?? 0;
    expect(userLine).toBeLessThan(cmdLine);
    const storageDir = envOf(runtime).STORAGE_DIR;
    expect(storageDir).toBeDefined();
    const runs = runtime.instructions.filter(
      (instruction) => instruction.keyword === 'RUN' && instruction.line < userLine,
    );
    expect(runs.some((run) => run.args.includes(`chown ${user}:${user} ${storageDir}`))).toBe(true);
  });

  it('sets only variables the code reads, valid for the edge, and exposes its PORT', () => {
    const env = envOf(runtime);
    const known = edgeEnvironmentNames(runtimePackages);
    for (const name of Object.keys(env)) expect(known, `ENV ${name}`).toContain(name);
    const parsed = envSchema.parse({ ...env, ...REQUIRED_VARIABLES });
    expect(lastArgs(runtime, 'EXPOSE')).toBe(String(parsed.PORT));
    expect(parsed.PORT).toBe(defaults.PORT);
  });

  it('checks its health on a route the edge registers, on its PORT', () => {
    const healthcheck = lastArgs(runtime, 'HEALTHCHECK') ?? '';
    expect(healthcheck).toMatch(/\bCMD\b/);
    const path = /127\.0\.0\.1:[^/]*(\/[a-z]+)/.exec(healthcheck)?.[1];
    expect(healthRoutes()).toContain(path);
    expect(healthcheck).toContain('process.env.PORT');
  });
});

describe('docker-compose.yml', () => {
  it('runs PostgreSQL, two edge replicas built from the Dockerfile and a proxy', () => {
    expect(compose.services.postgres?.image).toMatch(/^postgres:\d+/);
    expect(edges.map(([name]) => name)).toEqual(['edge-1', 'edge-2']);
    for (const [, edge] of edges) {
      const build = buildContext(edge);
      expect(inRepository(posix.join(build?.context ?? '', build?.dockerfile ?? ''))).toBe(true);
    }
    expect(proxy.image).toMatch(/^caddy:\d/);
  });

  it('sets on the edges only variables the edge reads, valid for its schema', () => {
    const known = edgeEnvironmentNames(runtimePackages);
    for (const [name, edge] of edges) {
      const raw = environmentOf(edge);
      for (const variable of Object.keys(raw)) expect(known, `${name}: ${variable}`).toContain(variable);
      const result = envSchema.safeParse(edgeEnvironment(edge));
      expect(result.error?.issues ?? [], name).toEqual([]);
    }
    for (const variable of Object.keys(environmentOf(compose.services.postgres ?? {}))) {
      expect(POSTGRES_IMAGE_VARIABLES, `postgres: ${variable}`).toContain(variable);
    }
  });

  it('connects every edge to the compose PostgreSQL with its user, password and database', () => {
    const postgres = environmentOf(compose.services.postgres ?? {});
    for (const [name, edge] of edges) {
      const url = new URL(interpolate(environmentOf(edge).DATABASE_URL ?? '', {}));
      expect(url.hostname, name).toBe('postgres');
      expect(url.port || '5432').toBe('5432');
      expect(url.username).toBe(interpolate(postgres.POSTGRES_USER ?? 'postgres', {}));
      expect(url.password).toBe(interpolate(postgres.POSTGRES_PASSWORD ?? '', {}));
      expect(url.pathname).toBe(`/${interpolate(postgres.POSTGRES_DB ?? '', {})}`);
      expect(edge.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } });
    }
    expect(compose.services.postgres?.healthcheck?.test).toBeDefined();
    expect(compose.services.postgres?.ports).toBeUndefined();
  });

  it('gives both edges one JWT secret, required from the environment and never written here', () => {
    const secrets = new Set(edges.map(([, edge]) => environmentOf(edge).JWT_SECRET));
    expect(secrets.size).toBe(1);
    const [secret = ''] = secrets;
    expect(secret).toMatch(/^\$\{JWT_SECRET:\?[^}]+\}$/);
    expect(() => interpolate(secret, {})).toThrow(/JWT_SECRET/);
  });

  it('shares the files between the edges: one named volume at STORAGE_DIR', () => {
    const mounts = edges.map(([name, edge]) => {
      const env = edgeEnvironment(edge);
      const driver = env.STORAGE_DRIVER ?? defaults.STORAGE_DRIVER;
      expect(driver, name).toBe('local');
      const volume = (edge.volumes ?? []).find((mount) => mount.split(':')[1] === env.STORAGE_DIR);
      expect(volume, `${name} mounts a volume at ${env.STORAGE_DIR}`).toBeDefined();
      return volume as string;
    });
    expect(new Set(mounts).size).toBe(1);
    const [volumeName = ''] = (mounts[0] ?? '').split(':');
    expect(Object.keys(compose.volumes ?? {}), 'a named volume, not a host folder').toContain(volumeName);
  });

  it('trusts only the proxy, which alone publishes ports', () => {
    const proxyNetworks = networksOf(proxy);
    const [networkName, proxyNetwork] = Object.entries(proxyNetworks).find(([, value]) => value.ipv4_address) ?? [];
    const address = proxyNetwork?.ipv4_address as string;
    expect(address).toBeDefined();
    const subnet = compose.networks?.[networkName as string]?.ipam?.config?.[0]?.subnet as string;
    expect(inSubnet(address, subnet), `${address} in ${subnet}`).toBe(true);
    for (const [name, edge] of edges) {
      expect(environmentOf(edge).TRUST_PROXY, name).toBe(address);
      expect(Object.keys(networksOf(edge)), name).toContain(networkName);
      expect(edge.ports, `${name} is reached through the proxy only`).toBeUndefined();
    }
    const published = (proxy.ports ?? []).map((port) => String(port).split(':').at(-1));
    expect(published).toEqual(expect.arrayContaining(['80', '443']));
    expect(proxy.depends_on).toMatchObject(
      Object.fromEntries(edges.map(([name]) => [name, { condition: 'service_healthy' }])),
    );
  });

  it('mounts the Caddyfile from deploy/ and passes only the variables it reads', () => {
    const mount = (proxy.volumes ?? []).find((volume) => volume.split(':')[1] === '/etc/caddy/Caddyfile');
    const hostPath = mount?.split(':')[0] ?? '';
    expect(hostPath).toBe('./deploy/Caddyfile');
    expect(inRepository(hostPath)).toBe(true);
    const placeholders = new Set([...read(hostPath).matchAll(/\{\$([A-Z_][A-Z0-9_]*)/g)].map((match) => match[1]));
    for (const variable of Object.keys(environmentOf(proxy))) expect(placeholders).toContain(variable);
  });

  it('interpolates only variables the deployment notes document', () => {
    const names = new Set(interpolatedNames(read('docker-compose.yml')));
    const notes = read('docs/operations.md');
    for (const name of names) expect(notes, `docs/operations.md mentions ${name}`).toContain(name);
  });
});

describe('deploy/Caddyfile', () => {
  it('forwards every request, with its Host, to both edges on their PORT', () => {
    const proxies = reverseProxies(read('deploy/Caddyfile'));
    expect(proxies).toHaveLength(1);
    const [reverseProxy] = proxies;
    const expected = edges.map(([name, edge]) => {
      return `${name}:${envSchema.parse(edgeEnvironment(edge)).PORT}`;
    });
    expect(reverseProxy?.upstreams).toEqual(expected);
    expect(reverseProxy?.options.get('header_up')).toEqual(['Host', '{host}']);
    expect(reverseProxy?.siteAddress).toBe('{$SITE_ADDRESS::80}');
  });

  it('compresses pages and JSON on the way out (the assets come precompressed from the edge)', () => {
    const site = read('deploy/Caddyfile').split('{$SITE_ADDRESS::80} {')[1] ?? '';
    expect(site).toMatch(/^\s*encode\s+zstd\s+gzip\s*$/m);
  });

  it('health-checks a route the edge registers', () => {
    const [reverseProxy] = reverseProxies(read('deploy/Caddyfile'));
    const [path] = reverseProxy?.options.get('health_uri') ?? [];
    expect(healthRoutes()).toContain(path);
  });
});

describe('on-demand TLS (decision 039)', () => {
  const caddyfile = () => read('deploy/Caddyfile');

  it("asks an edge's internal listener, at the path it answers, on the private network only", () => {
    const ask = caddyfile().match(/^\s*ask\s+(\S+)\s*$/m)?.[1];
    expect(ask, 'the Caddyfile has an on_demand_tls ask URL').toBeDefined();
    const url = new URL(ask as string);
    const edge = edges.find(([name]) => name === url.hostname);
    expect(edge, `the ask URL names an edge service (${url.hostname})`).toBeDefined();
    const environment = envSchema.parse(edgeEnvironment((edge as [string, ComposeService])[1]));
    expect(String(environment.INTERNAL_PORT)).toBe(url.port);
    // Reachable from the proxy's container, so not on the edge's loopback.
    expect(environment.INTERNAL_HOST).toBe('0.0.0.0');
    const routes = read('apps/edge/src/internal/internal-app.ts');
    expect(routes).toContain(`app.get('${url.pathname}'`);
    // Published by nobody: the proxy publishes its own ports only, the edges none.
    const published = (proxy.ports ?? []).map((port) => String(port).split(':').at(-1)?.split('/')[0]);
    expect(published).not.toContain(url.port);
    for (const [name, service] of edges) expect(service.ports, name).toBeUndefined();
  });

  it('every edge has the same internal listener (any may be asked after a change of the URL)', () => {
    const listeners = edges.map(([, service]) => {
      const environment = envSchema.parse(edgeEnvironment(service));
      return `${environment.INTERNAL_HOST}:${environment.INTERNAL_PORT}`;
    });
    expect(new Set(listeners).size).toBe(1);
  });

  it('turns on demand TLS on with TLS_MODE=on_demand, and the demo default is plain HTTP', () => {
    const text = caddyfile();
    expect(text).toMatch(/\(plain\)\s*\{\s*\}/);
    expect(text).toMatch(/\(on_demand\)\s*\{\s*tls\s*\{\s*on_demand\s*\}\s*\}/);
    expect(text).toContain('import {$TLS_MODE:plain}');
    // The defaults compose interpolates: plain HTTP on every host name.
    const defaults = interpolate(`${environmentOf(proxy).SITE_ADDRESS} ${environmentOf(proxy).TLS_MODE}`, {});
    expect(defaults).toBe(':80 plain');
  });
});
