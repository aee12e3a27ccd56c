import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
  test: {
    name: 'portal',
    environment: 'happy-dom',
    // Scripts a screen adds (the host's live-chat widget) are not fetched in unit tests; happy-dom
    // treats them as loaded instead of printing a refusal with a stack in a green run.
    environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
    include: ['src/**/*.test.{ts,tsx}'],
    // A screen's wait (findBy…) gives up after 5 s (src/testing/setup.ts); the test itself may take
    // longer on a loaded machine than the 5 s default, which timed whole screens out under load.
    testTimeout: 20_000,
    setupFiles: ['./src/testing/setup.ts'],
  },
});
