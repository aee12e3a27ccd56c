// The e2e server: the real edge, compiled (what `npm start` runs: `apps/edge/dist/server.js`,
// decision 050; this file runs with `--conditions=wl-compiled`), on a PostgreSQL cluster of its
// own, created fresh for every run so tests start from the seeded demo.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname } from 'node:path';
import { compileServer, serverBuildStale } from '../../../scripts/compile-server.mjs';
import { e2eDataDir, e2ePgPort, e2ePort } from './env.ts';

// A source newer than the build (an edit since `pnpm build`) would otherwise be tested stale.
if (serverBuildStale()) await compileServer();

rmSync(e2eDataDir, { recursive: true, force: true });
// The run's folder goes when the server has stopped (its database first, on SIGTERM): only a
// folder support/env.ts made (wl-e2e-… in the temp folder), never one given in E2E_PG_DATA.
const runDir = dirname(e2eDataDir);
const madeForThisRun = dirname(runDir) === tmpdir() && basename(runDir).startsWith('wl-e2e-');
process.once('exit', () => rmSync(madeForThisRun ? runDir : e2eDataDir, { recursive: true, force: true }));
process.env.PORT = String(e2ePort);
process.env.EMBEDDED_PG_DATA = e2eDataDir;
process.env.EMBEDDED_PG_PORT = String(e2ePgPort);
process.env.LOG_LEVEL ??= 'warn';
// Every test signs in from 127.0.0.1: the production limits would lock the suite out.
process.env.AUTH_RATE_LIMIT_PER_IP ??= '10000';
process.env.AUTH_RATE_LIMIT_PER_EMAIL ??= '10000';
delete process.env.DATABASE_URL;
delete process.env.WHITE_LABEL_API_URL;
await import('@wl/edge/server');
