import { describe, expect, it } from 'vitest';
import { modulesLoaded, type PlannedChunk, planGroups, routeChunkName } from '../../arrival-chunks.ts';

const chunk = (
  fileName: string,
  modules: string[],
  imports: string[] = [],
  facade: string | null = null,
): PlannedChunk => ({
  fileName,
  isEntry: fileName === 'index.js',
  facadeModuleId: facade,
  imports,
  modules: Object.fromEntries(modules.map((id) => [id, {}])),
});

// A first pass: the entry, the sign-in page, two arrival pages and what they share.
const chunks = [
  chunk('index.js', ['/p/src/main.tsx', '/p/src/router.tsx'], ['react.js']),
  chunk('react.js', ['/nm/react/index.js']),
  chunk('login.js', ['/p/src/pages/login.tsx'], ['button.js', 'index.js'], '/p/src/pages/login.tsx'),
  chunk('button.js', ['/nm/mantine/Button.mjs']),
  chunk(
    'campaign.js',
    ['/p/src/pages/campaign.tsx', '/p/src/campaign-only.ts'],
    ['table.js', 'button.js'],
    '/p/src/pages/campaign.tsx',
  ),
  chunk('kyc.js', ['/p/src/pages/kyc.tsx'], ['table.js', 'phone.js'], '/p/src/pages/kyc.tsx'),
  chunk('table.js', ['/nm/mantine/Table.mjs']),
  chunk('phone.js', ['/nm/libphonenumber/metadata.js']),
  chunk('notices.js', ['/p/src/notices.tsx', '/nm/mantine/Transition.mjs'], [], '/p/src/notices.tsx'),
];
const routes = { '/': ['src/pages/login.tsx'], '/campaign': ['src/pages/campaign.tsx'], '/kyc': ['src/pages/kyc.tsx'] };

describe('arrival chunks (decision 076)', () => {
  it('records what each route loads, through static imports, without the pages themselves', () => {
    const loaded = modulesLoaded(chunks, { ...routes, later: ['src/notices.tsx'] });
    expect([...(loaded.get('') ?? [])].sort()).toEqual(['/nm/react/index.js', '/p/src/main.tsx', '/p/src/router.tsx']);
    expect([...(loaded.get('/campaign') ?? [])].sort()).toEqual([
      '/nm/mantine/Button.mjs',
      '/nm/mantine/Table.mjs',
      '/p/src/campaign-only.ts',
    ]);
    expect([...(loaded.get('later') ?? [])].sort()).toEqual(['/nm/mantine/Transition.mjs']);
  });

  it('puts the first screen in one group, then the deferred ones, one group per route and the shared rest', () => {
    const loaded = modulesLoaded(chunks, { ...routes, later: ['src/notices.tsx'] });
    const owner = planGroups(loaded, Object.keys(routes), '/', ['later']);
    expect(owner.get('/p/src/router.tsx')).toBe('first-load');
    expect(owner.get('/nm/mantine/Button.mjs')).toBe('first-load'); // the sign-in page uses it: not the campaign's
    expect(owner.get('/nm/mantine/Transition.mjs')).toBe('later');
    expect(owner.get('/p/src/campaign-only.ts')).toBe('route-campaign');
    expect(owner.get('/nm/libphonenumber/metadata.js')).toBe('route-kyc');
    expect(owner.get('/nm/mantine/Table.mjs')).toBe('routes-shared');
    expect(owner.has('/p/src/pages/login.tsx')).toBe(false);
  });

  it('fails the build when a page has no chunk of its own (renamed or no longer lazy)', () => {
    expect(() => modulesLoaded(chunks, { '/gone': ['src/pages/gone.tsx'] })).toThrow(/gone/);
  });

  it('names route chunks after their pattern', () => {
    expect(routeChunkName('/kyc-form')).toBe('route-kyc-form');
    expect(routeChunkName('/app')).toBe('route-app');
  });
});
