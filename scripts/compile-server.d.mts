export const root: string;
/** The package.json `exports` condition of the compiled server build. */
export const CONDITION: string;
export const serverPackages: string[];
/** The `[source, compiled]` pairs of a package's exports that have a compiled target. */
export function compiledExports(dir: string): [string, string][];
/** Whether some server package's sources (or the generated Prisma client) are newer than its build. */
export function serverBuildStale(): boolean;
export function compileServer(): Promise<void>;
