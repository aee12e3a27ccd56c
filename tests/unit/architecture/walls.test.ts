import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The walls of `pnpm lint` (scripts/walls.mjs, rules in .dependency-cruiser.cjs) fire: the real
 * script, run in a folder laid out like the repository with one planted violation of each rule,
 * reports each and exits 1; in a folder without one it exits 0.
 */

const script = fileURLToPath(new URL('../../../scripts/walls.mjs', import.meta.url));
const folders: string[] = [];
let root = '';

function plant(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'wl-walls-'));
  folders.push(folder);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), source);
  }
  return folder;
}

async function walls(cwd: string): Promise<{ code: number; lines: string[] }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script], { cwd });
    return { code: 0, lines: stdout.split('\n') };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, lines: failed.stdout.split('\n') };
  }
}

beforeAll(() => {
  root = plant({
    // A portal feature importing another feature (by alias and by relative path).
    'apps/portal/src/features/offers/offers-page.ts':
      "import { session } from '@/features/auth/session.ts';\nexport const page = session;\n",
    'apps/portal/src/features/auth/session.ts': 'export const session = 1;\n',
    'apps/portal/src/features/auth/login.ts':
      "import { page } from '../offers/offers-page.ts';\nexport const login = page;\n",
    // Shared UI importing a feature.
    'apps/portal/src/components/badge.ts':
      "import { session } from '@/features/auth/session.ts';\nexport const badge = session;\n",
    // The console importing server code.
    'apps/console/src/lib/trpc.ts':
      "import { handler } from '../../../api/src/offers/handler.ts';\nexport const trpc = handler;\n",
    // A cycle inside the API.
    'apps/api/src/offers/handler.ts':
      "import { contract } from '../contracts/start.ts';\nexport const handler = contract;\n",
    'apps/api/src/contracts/start.ts':
      "import { handler } from '../offers/handler.ts';\nexport const contract = () => handler;\n",
    // A cycle between API modules through different files (no file cycle): offers → pdf → offers.
    'apps/api/src/offers/contract.ts': "import { render } from '../pdf/render.ts';\nexport const contract = render;\n",
    'apps/api/src/pdf/render.ts': 'export const render = 1;\n',
    'apps/api/src/pdf/routes.ts':
      "import { contract } from '../offers/contract.ts';\nexport const routes = contract;\n",
    // Shared importing an app.
    'packages/shared/src/rules.ts':
      "import { handler } from '../../../apps/api/src/offers/handler.ts';\nexport const rule = handler;\n",
    // A test reaching into another package's files.
    'tests/unit/offers.test.ts':
      "import { handler } from '../../apps/api/src/offers/handler.ts';\nexport const test = handler;\n",
  });
});

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the walls of pnpm lint', () => {
  it('report a planted violation of each rule', async () => {
    const { code, lines } = await walls(root);
    expect(code).toBe(1);
    const has = (rule: string, from: string, to: string) =>
      lines.some((line) => line.startsWith(`✘ ${rule}: ${from}`) && line.includes(to));
    expect(
      has('feature-imports-no-feature', 'apps/portal/src/features/offers/offers-page.ts', 'features/auth/session.ts'),
    ).toBe(true);
    expect(
      has('feature-imports-no-feature', 'apps/portal/src/features/auth/login.ts', 'features/offers/offers-page.ts'),
    ).toBe(true);
    expect(has('shared-ui-imports-no-feature', 'apps/portal/src/components/badge.ts', 'features/auth/session.ts')).toBe(
      true,
    );
    expect(has('client-imports-no-server', 'apps/console/src/lib/trpc.ts', 'apps/api/src/offers/handler.ts')).toBe(
      true,
    );
    expect(has('no-cycles', 'apps/api/src/', 'apps/api/src/')).toBe(true);
    expect(lines).toContain('✘ module-cycle: apps/api/src/offers → apps/api/src/pdf → apps/api/src/offers');
    expect(has('shared-imports-no-app', 'packages/shared/src/rules.ts', 'apps/api/src/offers/handler.ts')).toBe(true);
    expect(has('no-reaching-into-other-packages', 'tests/unit/offers.test.ts', 'apps/api/src/offers/handler.ts')).toBe(
      true,
    );
  });

  it('report nothing for imports within a feature, from a feature to shared code, or through a package name', async () => {
    const clean = plant({
      'apps/portal/src/lib/format.ts': 'export const format = 1;\n',
      'apps/portal/src/features/offers/list.ts':
        "import { format } from '@/lib/format.ts';\nexport const list = format;\n",
      'apps/portal/src/features/offers/page.ts': "import { list } from './list.ts';\nexport const page = list;\n",
      'apps/api/src/offers/handler.ts': "import { z } from 'zod';\nexport const handler = z;\n",
      // One module using another, one way only, and a test using another module's helper.
      'apps/api/src/pdf/routes.ts': "import { handler } from '../offers/handler.ts';\nexport const routes = handler;\n",
      'apps/api/src/offers/handler.test.ts':
        "import { routes } from '../pdf/routes.ts';\nexport const test = routes;\n",
    });
    expect(await walls(clean)).toEqual({ code: 0, lines: ['The walls hold: no import crosses them.', ''] });
  });
});
