import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2ePort } from './support/env.ts';

const results = join(import.meta.dirname, '..', '..', '.test-results');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: join(results, 'playwright.json') }]],
  // Runs on other ports (parallel work on one machine) keep their traces apart.
  outputDir: join(results, e2ePort === 3100 ? 'playwright-artifacts' : `playwright-artifacts-${e2ePort}`),
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's chromium (or any other) when given; Playwright's own build otherwise.
      executablePath: process.env.CHROMIUM_PATH || undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'] } },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/support/serve.ts',
    cwd: join(import.meta.dirname, '..', '..'),
    url: `http://127.0.0.1:${e2ePort}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
