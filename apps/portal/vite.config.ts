import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/precompress.mjs';
import { arrivalChunks } from './arrival-chunks.ts';
import { routePageModules, routePreloads } from './route-preloads.ts';

const arrivals = arrivalChunks(routePageModules, {
  afterFirstRender: { 'after-first-load': ['src/components/notifications-host.tsx'] },
  deferred: {
    'sign-in-later': ['src/features/auth/lib/sign-in-rules.ts', 'src/features/auth/components/two-factor-step.tsx'],
  },
});

export default defineConfig({
  base: '/',
  // precompress: a brotli and a gzip copy of each asset, which the edge sends by Accept-Encoding;
  // routePreloads: dist/route-preloads.json, the chunks the edge names in a route's page.
  // The first pass of arrival-chunks.ts writes nothing: nothing to compress or to list.
  plugins: [react(), ...(arrivals.firstPass ? [] : [precompress(), routePreloads()]), ...arrivals.plugins],
  resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks a route loads (`pnpm bench` sums the sign-in route's).
    manifest: true,
    // The vendor chunk (React, React Router, Mantine, i18next, zod) is ~530 kB raw / ~165 kB gzip
    // and changes only when dependencies do; a chunk past this limit means something grew or a
    // feature leaked out of its lazy route chunk.
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        // React and the router in one long-cached chunk (every page needs them, they change only
        // with dependencies). Everything else is split by use: what the sign-in page needs loads
        // with it; tables, drag and drop, dates and forms stay in the chunks of their routes.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            // What the entry and each arrival page load: a few requests instead of dozens (arrival-chunks.ts).
            ...arrivals.groups,
          ],
        },
      },
    },
  },
});
