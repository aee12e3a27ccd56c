import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/precompress.mjs';

export default defineConfig({
  // The edge serves the built app under /console/ (packages/console-server/src/plugin.ts).
  base: '/console/',
  // precompress: a brotli and a gzip copy of each asset, which the edge sends by Accept-Encoding.
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and Mantine in chunks of their own (they change only with dependencies and stay
        // cached across releases); one 880 kB file otherwise, past Vite's 500 kB warning.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'mantine', test: /[\\/]node_modules[\\/]@mantine[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    // In development the API still comes from the edge; its session cookie (Path=/console) passes through.
    proxy: { '/console/trpc': { target: process.env.EDGE_URL ?? 'http://127.0.0.1:3000' } },
  },
});
