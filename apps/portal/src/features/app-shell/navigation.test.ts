import { describe, expect, it } from 'vitest';
import { activeNavigationKey, navigationFor } from './navigation.ts';

const keys = (items: { key: string }[]) => items.map((item) => item.key);

describe('navigationFor (spec §6 roles)', () => {
  it('gives an advisor the advisor screens', () => {
    expect(keys(navigationFor('advisor', ['advisor']))).toEqual([
      'dashboard',
      'offers',
      'investments',
      'funnel',
      'followUp',
      'onboardingRequests',
      'documents',
    ]);
  });

  it('adds network investments for a coordinator, and both network investments and advisors for an admin', () => {
    expect(keys(navigationFor('advisor', ['coordinator']))).toContain('networkInvestments');
    expect(keys(navigationFor('advisor', ['coordinator']))).not.toContain('advisors');
    expect(keys(navigationFor('advisor', ['admin']))).toContain('advisors');
    // Issue 19: the admin could open the network investments but had no menu entry for them.
    expect(keys(navigationFor('advisor', ['admin']))).toContain('networkInvestments');
    expect(navigationFor('advisor', ['admin']).find((item) => item.key === 'advisors')?.href).toBe('/app/advisors');
  });

  it('gives an investor their offers, onboarding and documents, never an advisors or investors path', () => {
    const items = navigationFor('investor', ['admin']);
    expect(keys(items)).toEqual(['dashboard', 'offers', 'portfolio', 'onboarding', 'onboardingRequests', 'documents']);
    expect(items.some((item) => /advisors|investors/.test(item.href))).toBe(false);
    expect(keys(items)).not.toContain('funnel');
    expect(keys(items)).not.toContain('followUp');
  });
});

describe('activeNavigationKey', () => {
  const items = navigationFor('advisor', ['coordinator', 'admin']);
  it.each([
    ['/app', 'dashboard'],
    ['/app/', 'dashboard'],
    ['/app/offers/123', 'offers'],
    ['/app/investors', 'investments'],
    ['/app/investors/network', 'networkInvestments'],
    ['/app/funnel', 'funnel'],
    ['/app/follow-up', 'followUp'],
    ['/app/advisors/new', 'advisors'],
    ['/app/preview/1', null],
  ])('%s → %s', (path, key) => {
    expect(activeNavigationKey(items, path)).toBe(key);
  });
});
