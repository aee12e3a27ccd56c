import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePageModules, routePreloads } from '../../route-preloads.ts';

const router = readFileSync(join(import.meta.dirname, 'router.tsx'), 'utf8');

describe('route preloads (issue 18)', () => {
  it('name only pages the router loads lazily, so a renamed page cannot be preloaded in vain', () => {
    for (const modules of Object.values(routePageModules)) {
      for (const module of modules) {
        const specifiers = [module.replace(/^src\//, '@/'), module.replace(/^src\/app\//, './')];
        expect(
          specifiers.some((specifier) => router.includes(`import('${specifier}')`)),
          module,
        ).toBe(true);
      }
    }
  });

  it("list each route's chunks and stylesheets that index.html does not load already", () => {
    const root = mkdtempSync(join(tmpdir(), 'wl-route-preloads-'));
    mkdirSync(join(root, 'dist', '.vite'), { recursive: true });
    const manifest = {
      'src/main.tsx': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_button.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_button.js': { file: 'assets/Button.js', css: ['assets/Button.css'] },
      '_card.js': { file: 'assets/Card.js', imports: ['_react.js'], css: ['assets/Card.css'] },
      'src/features/auth/pages/advisor-login-page.tsx': {
        file: 'assets/advisor-login-page.js',
        imports: ['_card.js', '_button.js'],
      },
      ...Object.fromEntries(
        Object.values(routePageModules)
          .flat()
          .filter((module) => module !== 'src/features/auth/pages/advisor-login-page.tsx')
          .map((module) => [module, { file: `assets/${module.split('/').at(-1)?.replace('.tsx', '.js')}` }]),
      ),
    };
    writeFileSync(join(root, 'dist', '.vite', 'manifest.json'), JSON.stringify(manifest));
    const plugin = routePreloads() as unknown as {
      configResolved(config: { root: string; build: { outDir: string } }): void;
      closeBundle(): void;
    };
    plugin.configResolved({ root, build: { outDir: 'dist' } });
    plugin.closeBundle();
    const routes = JSON.parse(readFileSync(join(root, 'dist', 'route-preloads.json'), 'utf8'));
    expect(routes['/']).toEqual(['assets/advisor-login-page.js', 'assets/Card.js', 'assets/Card.css']);
    expect(routes['/app']).toEqual(['assets/app-scope.js', 'assets/dashboard-page.js']);
  });

  it('fails the build when a listed page is not in the manifest', () => {
    const root = mkdtempSync(join(tmpdir(), 'wl-route-preloads-'));
    mkdirSync(join(root, 'dist', '.vite'), { recursive: true });
    writeFileSync(
      join(root, 'dist', '.vite', 'manifest.json'),
      JSON.stringify({ 'src/main.tsx': { file: 'assets/index.js', isEntry: true } }),
    );
    const plugin = routePreloads() as unknown as {
      configResolved(config: { root: string; build: { outDir: string } }): void;
      closeBundle(): void;
    };
    plugin.configResolved({ root, build: { outDir: 'dist' } });
    expect(() => plugin.closeBundle()).toThrow(/advisor-login-page\.tsx is not in the build's manifest/);
  });
});
