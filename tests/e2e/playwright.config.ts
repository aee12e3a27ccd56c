import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2ePort } from './support/env.ts';

const results = join(import.meta.dirname, '..', '..', '.test-results');

/** CHROMIUM_PATH when given, else a Chromium on the PATH (Debian's), else Playwright's own build. */
function chromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || undefined;
    } catch {
      // not this one
    }
  }
  return undefined;
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // `npm test` runs the two projects side by side, each on its own edge and database: one report each.
  reporter: [['list'], ['json', { outputFile: join(results, process.env.E2E_REPORT ?? 'playwright.json') }]],
  // Runs on other ports (parallel work on one machine) keep their traces apart.
  outputDir: join(results, e2ePort === 3100 ? 'playwright-artifacts' : `playwright-artifacts-${e2ePort}`),
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    // Recording a trace costs about a quarter of a test's time (measured): only the retry of a
    // failed test records one (CI retries once; locally add `--retries=1` or `--trace on`).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium(),
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
    command: 'node --conditions=wl-compiled --enable-source-maps --import tsx tests/e2e/support/serve.ts',
    cwd: join(import.meta.dirname, '..', '..'),
    url: `http://127.0.0.1:${e2ePort}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
