/**
 * Small readers of the deployment files (Docker cannot run on the project's machines, so the
 * test reads them instead of building them): the Dockerfile's instructions by stage, Compose's
 * `${VAR}` interpolation, the Caddyfile's reverse_proxy block and .dockerignore patterns.
 * Each covers the syntax our files use, not the whole of its format.
 */
import { posix } from 'node:path';

export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

export interface Stage {
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** Instructions grouped by `FROM`, continuation lines joined and comments dropped. */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const start = index + 1;
    let logical = (lines[index] ?? '').trim();
    if (logical === '' || logical.startsWith('#')) continue;
    while (logical.endsWith('\\') && index + 1 < lines.length) {
      index += 1;
      logical = `${logical.slice(0, -1).trimEnd()} ${(lines[index] ?? '').trim()}`;
    }
    const [keyword = '', ...rest] = logical.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(' '), line: start };
    if (instruction.keyword === 'FROM') {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args);
      if (!match?.[1]) throw new Error(`Dockerfile line ${start}: unreadable FROM`);
      stages.push({ image: match[1], name: match[2], instructions: [] });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`Dockerfile line ${start}: ${instruction.keyword} before FROM`);
      stage.instructions.push(instruction);
    }
  }
  return stages;
}

export interface Copy {
  from: string | undefined;
  sources: string[];
  /** Absolute, resolved against the stage's WORKDIR at that point. */
  destination: string;
  line: number;
}

/** The COPY instructions of a stage (shell form), with their destinations made absolute. */
export function copiesOf(stage: Stage): Copy[] {
  const copies: Copy[] = [];
  let workdir = '/';
  for (const { keyword, args, line } of stage.instructions) {
    if (keyword === 'WORKDIR') workdir = posix.resolve(workdir, args);
    if (keyword !== 'COPY') continue;
    const words = args.split(/\s+/);
    const flags = words.filter((word) => word.startsWith('--'));
    const paths = words.filter((word) => !word.startsWith('--'));
    const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
    const destination = paths.pop();
    if (!destination || paths.length === 0)
      throw new Error(`Dockerfile line ${line}: COPY needs a source and a destination`);
    copies.push({ from, sources: paths, destination: posix.resolve(workdir, destination), line });
  }
  return copies;
}

/** `ENV A=1 B=2` of a stage, later ones winning. */
export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { keyword, args } of stage.instructions) {
    if (keyword !== 'ENV') continue;
    for (const pair of args.split(/\s+/)) {
      const equals = pair.indexOf('=');
      if (equals <= 0) throw new Error(`ENV ${args}: only KEY=value pairs are read`);
      env[pair.slice(0, equals)] = pair.slice(equals + 1).replace(/^"(.*)"$/, '$1');
    }
  }
  return env;
}

/** The stage's WORKDIR at its end. */
export function finalWorkdir(stage: Stage): string {
  return stage.instructions
    .filter((instruction) => instruction.keyword === 'WORKDIR')
    .reduce((workdir, instruction) => posix.resolve(workdir, instruction.args), '/');
}

export function lastArgs(stage: Stage, keyword: string): string | undefined {
  return stage.instructions.filter((instruction) => instruction.keyword === keyword).at(-1)?.args;
}

/**
 * Compose's interpolation: `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}`,
 * `${VAR?error}` and `$$`. An unset required variable throws with its message.
 */
export function interpolate(value: string, variables: Record<string, string | undefined>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g,
    (
      whole,
      name: string | undefined,
      colon: string | undefined,
      kind: string | undefined,
      rest: string | undefined,
    ) => {
      if (whole === '$$') return '$';
      const current = variables[name as string];
      const missing = current === undefined || (colon === ':' && current === '');
      if (!missing) return current;
      if (kind === '-') return rest ?? '';
      if (kind === '?') throw new Error(`${name}: ${rest}`);
      return '';
    },
  );
}

/** Names of the variables a Compose value interpolates. */
export function interpolatedNames(value: string): string[] {
  return [...value.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] as string);
}

export interface ReverseProxy {
  siteAddress: string;
  upstreams: string[];
  /** Subdirectives inside its block, name → arguments. */
  options: Map<string, string[]>;
}

/** The `reverse_proxy` blocks of a Caddyfile, each with the site address it sits in. */
export function reverseProxies(text: string): ReverseProxy[] {
  const lines = text
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
    .filter(Boolean);
  const found: ReverseProxy[] = [];
  let site = '';
  let depth = 0;
  let current: ReverseProxy | undefined;
  for (const line of lines) {
    const words = line.split(/\s+/);
    if (depth === 0 && line.endsWith('{')) site = line.slice(0, -1).trim();
    else if (depth === 1 && words[0] === 'reverse_proxy') {
      current = { siteAddress: site, upstreams: words.slice(1).filter((word) => word !== '{'), options: new Map() };
      found.push(current);
    } else if (depth === 2 && current && words[0] && words[0] !== '}') {
      current.options.set(words[0], words.slice(1));
    }
    if (line.endsWith('{')) depth += 1;
    if (line === '}') {
      depth -= 1;
      if (depth < 2) current = undefined;
    }
  }
  return found;
}

/** Whether a .dockerignore pattern list leaves `path` (relative to the context) out. */
export function dockerIgnores(patterns: string[], path: string): boolean {
  const segments = path.split('/');
  const candidates = segments.map((_, index) => segments.slice(0, index + 1).join('/'));
  let ignored = false;
  for (const raw of patterns) {
    const negated = raw.startsWith('!');
    const pattern = (negated ? raw.slice(1) : raw).replace(/^\/+|\/+$/g, '');
    const source = pattern
      .split(/(\*\*\/|\*|\?)/)
      .map((part) => {
        if (part === '**/') return '(?:.*/)?';
        if (part === '*') return '[^/]*';
        if (part === '?') return '[^/]';
        return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    const expression = new RegExp(`^${source}$`);
    if (candidates.some((candidate) => expression.test(candidate))) ignored = !negated;
  }
  return ignored;
}

/** Whether an IPv4 address lies in a CIDR block. */
export function inSubnet(address: string, cidr: string): boolean {
  const [base = '', bits = '32'] = cidr.split('/');
  const toNumber = (ip: string) => ip.split('.').reduce((sum, octet) => sum * 256 + Number(octet), 0);
  const size = 2 ** (32 - Number(bits));
  return Math.floor(toNumber(address) / size) === Math.floor(toNumber(base) / size);
}
