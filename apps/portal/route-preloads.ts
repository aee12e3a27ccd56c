import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The pages people arrive at from outside (a typed address, a mailed link, a bookmark), by the
 * route pattern the edge serves them under, and the page modules `src/app/router.tsx` loads for
 * them lazily. The edge names these modules' chunks in the page it sends for that route, so the
 * browser fetches them beside the entry instead of after it has run (issue 18, item 7).
 */
export const routePageModules: Record<string, string[]> = {
  '/': ['src/features/auth/pages/advisor-login-page.tsx'],
  '/campaign': ['src/features/investor-offers/public/pages/campaign-page.tsx'],
  '/invest': ['src/features/investor-offers/public/pages/invest-page.tsx'],
  '/kyc-form': ['src/features/kyc/pages/public-kyc-page.tsx'],
  '/app': ['src/app/app-scope.tsx', 'src/app/routes/dashboard-page.tsx'],
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The files a chunk needs, its own and its static imports', with their stylesheets. */
function closure(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`route-preloads: ${key} is not in the build's manifest (moved or renamed?)`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * Writes `dist/route-preloads.json` after the build: for each route of {@link routePageModules},
 * the files its page needs that `index.html` does not load already, from Vite's manifest. A page
 * module missing from the manifest fails the build.
 */
export function routePreloads(): Plugin {
  let outDir = 'dist';
  return {
    name: 'wl-route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
      if (!entry) throw new Error('route-preloads: the manifest has no entry');
      const loaded = closure(manifest, entry);
      const routes: Record<string, string[]> = {};
      for (const [route, modules] of Object.entries(routePageModules)) {
        const files = new Set<string>();
        for (const module of modules) closure(manifest, module, files);
        routes[route] = [...files].filter((file) => !loaded.has(file));
      }
      writeFileSync(join(outDir, 'route-preloads.json'), `${JSON.stringify(routes, null, 2)}\n`);
    },
  };
}
