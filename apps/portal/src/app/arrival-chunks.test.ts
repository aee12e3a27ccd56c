import { describe, expect, it } from 'vitest';
import {
  moduleSizes,
  modulesLoaded,
  type PlannedChunk,
  planGroups,
  routeChunkName,
  SMALL_SHARED_BYTES,
  SMALL_SHARED_GROUP,
  sharedChunkName,
} from '../../arrival-chunks.ts';

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
/** Every module as large as a shared chunk worth a request of its own: no group is merged. */
const large = (loaded: Map<string, Set<string>>) =>
  new Map([...loaded.values()].flatMap((modules) => [...modules].map((id) => [id, SMALL_SHARED_BYTES] as const)));

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

  it('puts the first screen in one group, then the deferred ones, one group per route and one per set of routes sharing the rest', () => {
    const loaded = modulesLoaded(chunks, { ...routes, later: ['src/notices.tsx'] });
    const owner = planGroups(loaded, Object.keys(routes), '/', ['later'], large(loaded));
    expect(owner.get('/p/src/router.tsx')).toBe('first-load');
    expect(owner.get('/nm/mantine/Button.mjs')).toBe('first-load'); // the sign-in page uses it: not the campaign's
    expect(owner.get('/nm/mantine/Transition.mjs')).toBe('later');
    expect(owner.get('/p/src/campaign-only.ts')).toBe('route-campaign');
    expect(owner.get('/nm/libphonenumber/metadata.js')).toBe('route-kyc');
    expect(owner.get('/nm/mantine/Table.mjs')).toBe('shared-campaign.kyc');
    expect(owner.has('/p/src/pages/login.tsx')).toBe(false);
  });

  it('gives what a deferred group shares with a route to their shared group, not to the deferred one', () => {
    // The sign-in rules (deferred) and the KYC form both use zod; the campaign page does not.
    const loaded = new Map([
      ['', new Set(['/p/src/main.tsx'])],
      ['/', new Set<string>()],
      ['rules', new Set(['/nm/zod/index.js', '/p/src/rules.ts'])],
      ['/campaign', new Set(['/p/src/offer.tsx', '/nm/mantine/Modal.mjs'])],
      ['/kyc', new Set(['/nm/zod/index.js', '/nm/mantine/Modal.mjs'])],
    ]);
    const owner = planGroups(loaded, ['/', '/campaign', '/kyc'], '/', ['rules'], large(loaded));
    expect(owner.get('/p/src/rules.ts')).toBe('rules');
    expect(owner.get('/nm/zod/index.js')).toBe('shared-kyc.rules');
    expect(owner.get('/nm/mantine/Modal.mjs')).toBe('shared-campaign.kyc');
    expect(owner.get('/p/src/offer.tsx')).toBe('route-campaign');
    // A group every page loads after its first render takes its modules first, whole.
    const painted = planGroups(loaded, ['/', '/campaign', '/kyc'], '/', ['rules'], large(loaded), ['rules']);
    expect(painted.get('/nm/zod/index.js')).toBe('rules');
  });

  it('puts a small shared group into the smallest larger group all its users load, else into the one chunk of small groups', () => {
    const loaded = new Map([
      ['', new Set<string>()],
      ['/', new Set<string>()],
      ['/a', new Set(['big-abc', 'small-ab', 'small-ac-only'])],
      ['/b', new Set(['big-abc', 'small-ab', 'big-bc'])],
      ['/c', new Set(['big-abc', 'big-bc', 'small-ac-only'])],
    ]);
    const sizes = new Map([
      ['big-abc', SMALL_SHARED_BYTES],
      ['big-bc', SMALL_SHARED_BYTES * 2],
      ['small-ab', 100],
      ['small-ac-only', 100],
    ]);
    const owner = planGroups(loaded, ['/', '/a', '/b', '/c'], '/', [], sizes);
    expect(owner.get('small-ab')).toBe('shared-a.b.c'); // /a and /b both load shared-a.b.c
    expect(owner.get('small-ac-only')).toBe('shared-a.b.c');
    expect(owner.get('big-bc')).toBe('shared-b.c');
    expect(owner.get('big-abc')).toBe('shared-a.b.c');
    // Without sizes every shared group counts as small: none is a larger one to join, so they
    // make one chunk together; a group only one route uses is not shared and stays its own.
    const unsized = planGroups(loaded, ['/', '/a', '/b', '/c'], '/', []);
    expect(unsized.get('small-ab')).toBe(SMALL_SHARED_GROUP);
    expect(unsized.get('small-ac-only')).toBe(SMALL_SHARED_GROUP);
    expect(unsized.get('big-bc')).toBe(SMALL_SHARED_GROUP);
    expect(unsized.get('big-abc')).toBe(SMALL_SHARED_GROUP);
  });

  it('leaves a route’s own modules in its route chunk, however small', () => {
    const loaded = new Map([
      ['', new Set<string>()],
      ['/', new Set<string>()],
      ['/a', new Set(['only-a', 'ab'])],
      ['/b', new Set(['ab'])],
    ]);
    const owner = planGroups(
      loaded,
      ['/', '/a', '/b'],
      '/',
      [],
      new Map([
        ['only-a', 10],
        ['ab', 10],
      ]),
    );
    expect(owner.get('only-a')).toBe('route-a');
    expect(owner.get('ab')).toBe(SMALL_SHARED_GROUP);
  });

  it('reads the first pass’s module sizes', () => {
    const sized: PlannedChunk = { ...chunk('x.js', []), modules: { '/a.ts': { renderedLength: 12 }, '/b.ts': {} } };
    expect(moduleSizes([sized])).toEqual(
      new Map([
        ['/a.ts', 12],
        ['/b.ts', 0],
      ]),
    );
  });

  it('fails the build when a page has no chunk of its own (renamed or no longer lazy)', () => {
    expect(() => modulesLoaded(chunks, { '/gone': ['src/pages/gone.tsx'] })).toThrow(/gone/);
  });

  it('names route chunks after their pattern', () => {
    expect(routeChunkName('/kyc-form')).toBe('route-kyc-form');
    expect(routeChunkName('/app')).toBe('route-app');
  });

  it('names a shared chunk after the set of routes that share it, in any order', () => {
    expect(sharedChunkName(['/kyc-form', '/app'])).toBe('shared-app.kyc-form');
    expect(sharedChunkName(['/app', '/kyc-form'])).toBe('shared-app.kyc-form');
  });
});
