import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/',
  plugins: [react()],
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
        // The dependencies every page needs in one long-cached chunk, so a deploy of app code does
        // not re-download them. The heavy ones of single features (tables, drag and drop, dates,
        // forms) stay in their routes' chunks, out of the sign-in page's first load.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@mantine[\\/](core|hooks|notifications|modals|store)|@floating-ui|i18next|react-i18next|@tanstack[\\/](react-query|query-core)|clsx|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|aria-hidden|react-number-format|react-textarea-autosize|@wl[\\/]shared|zod)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
