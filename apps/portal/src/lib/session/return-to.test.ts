import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetReturnTo,
  forgetReturnToOnSignOut,
  isReturnPath,
  peekReturnTo,
  RETURN_TO_MAX_AGE_MS,
  rememberReturnTo,
  returnPathOr,
  SIGN_OUT_QUIET_MS,
} from './return-to.ts';

afterEach(() => localStorage.clear());

describe('the page to return to after a sign-in', () => {
  it('keeps only paths of the signed-in area, never another site', () => {
    for (const path of ['/app', '/app/offers/1', '/app/investors?filter[status][in]=accepted']) {
      expect(isReturnPath(path), path).toBe(true);
    }
    for (const path of ['//evil.example/app', '/application', 'https://evil.example/app', '/app\\@evil', '/']) {
      expect(isReturnPath(path), path).toBe(false);
    }
    rememberReturnTo('//evil.example/app');
    expect(peekReturnTo()).toBeNull();
  });

  it('answers until forgotten, and for half an hour at most', () => {
    rememberReturnTo('/app/offers/1', 1000);
    expect(peekReturnTo(1000 + RETURN_TO_MAX_AGE_MS)).toBe('/app/offers/1');
    expect(returnPathOr('/app', 2000)).toBe('/app/offers/1');
    forgetReturnTo();
    expect(returnPathOr('/app', 3000)).toBe('/app');
    rememberReturnTo('/app/offers/2', 1000);
    expect(returnPathOr('/app', 1001 + RETURN_TO_MAX_AGE_MS)).toBe('/app');
    expect(localStorage.getItem('returnTo')).toBeNull();
  });

  it('forgets what is not its own', () => {
    localStorage.setItem('returnTo', 'not json');
    expect(peekReturnTo()).toBeNull();
    expect(localStorage.getItem('returnTo')).toBeNull();
  });
});

describe('a sign-out on purpose (issue 19)', () => {
  it('forgets the page, and remembers none while the session goes', () => {
    rememberReturnTo('/app/offers/1', 1000);
    forgetReturnToOnSignOut(2000);
    expect(peekReturnTo(2001)).toBeNull();
    // The app page being left, in this tab or another, as the session goes.
    rememberReturnTo('/app/offers/2', 2500);
    expect(peekReturnTo(2600)).toBeNull();
  });

  it('does not stop a page asked for later from being remembered', () => {
    forgetReturnToOnSignOut(1000);
    rememberReturnTo('/app/offers/3', 1000 + SIGN_OUT_QUIET_MS);
    expect(peekReturnTo(1001 + SIGN_OUT_QUIET_MS)).toBe('/app/offers/3');
  });

  it('leaves no mark behind once it is old', () => {
    forgetReturnToOnSignOut(1000);
    expect(peekReturnTo(1000 + SIGN_OUT_QUIET_MS)).toBeNull();
    expect(localStorage.getItem('returnTo')).toBeNull();
  });
});
