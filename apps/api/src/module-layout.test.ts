import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One module layout (docs/architecture.md "Where to put new code"): a module that serves routes
 * has its Fastify plugin in `index.ts`, which only registers `routes/`; route files in `routes/`;
 * the rules and their Prisma queries in `services/`; beside them only what the whole module
 * shares: the rows it maps (`-record`, `-row`, `-view`), who sees what (`-scope`) and its
 * refusals (`-errors`). The libraries every module uses have no routes and no such shape.
 */

const root = import.meta.dirname;
const libraries = ['audit', 'core', 'files', 'mail', 'providers', 'testing'];
const sharedByModule = /-(record|row|view|scope|errors)\.ts$/;
const routeFile = /(-routes|schemas|route-options)\.ts$/;
const isTest = (name: string) => /\.test\.ts$/.test(name);

const folders = readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory());
const modules = folders.filter((name) => !libraries.includes(name));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
    (path) => path.endsWith('.ts') && !isTest(path),
  );
}

describe('the API modules', () => {
  it('are the libraries and the modules with routes, nothing in between', () => {
    for (const library of libraries) expect(folders).toContain(library);
    for (const module of modules) {
      expect(statSync(join(root, module, 'routes')).isDirectory(), `${module}/routes`).toBe(true);
      expect(statSync(join(root, module, 'index.ts')).isFile(), `${module}/index.ts`).toBe(true);
    }
  });

  it.each(modules)('%s has the one layout', (module) => {
    const misplaced = sourceFiles(join(root, module)).filter((path) => {
      const [first, ...rest] = path.split('/');
      if (rest.length === 0) return path !== 'index.ts' && !sharedByModule.test(path);
      if (first === 'routes') return !routeFile.test(path);
      return first !== 'services';
    });
    expect(misplaced).toEqual([]);
  });

  it.each(modules)('%s/index.ts only registers its routes', (module) => {
    const index = readFileSync(join(root, module, 'index.ts'), 'utf8');
    expect(index).not.toMatch(/\.(get|post|put|patch|delete|route)\(/);
    expect(index).toMatch(/register\(/);
  });
});
