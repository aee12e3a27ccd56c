import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/**/*.test.ts',
            'prisma/**/*.test.ts',
            'apps/edge/**/*.test.ts',
            'apps/api/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          globalSetup: ['prisma/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/portal/vitest.config.ts',
      'apps/console/vitest.config.ts',
    ],
  },
});
