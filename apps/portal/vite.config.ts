import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The vendor chunk (React, React Router, Mantine, i18next, zod) is ~530 kB raw / ~165 kB gzip
    // and changes only when dependencies do; a chunk past this limit means something grew or a
    // feature leaked out of its lazy route chunk.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Dependencies in one long-cached chunk, so a deploy of app code does not re-download them.
        codeSplitting: { groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/ }] },
      },
    },
  },
});
