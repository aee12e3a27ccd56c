import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // The edge serves the built app under /console/ (packages/console-server/src/plugin.ts).
  base: '/console/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5174,
    // In development the API still comes from the edge; its session cookie (Path=/console) passes through.
    proxy: { '/console/trpc': { target: process.env.EDGE_URL ?? 'http://127.0.0.1:3000' } },
  },
});
