import { describe, expect, it } from 'vitest';
import { callbackKey, signCallback, verifySignature } from './sandbox-callback-signature.ts';

const key = callbackKey('a-platform-secret-of-at-least-32-characters');
const body = '{"eventId":"x"}';
const now = 1_800_000_000;

describe('sandbox callback signature', () => {
  it('derives a key of its own from the secret (never the secret itself)', () => {
    expect(key).toHaveLength(32);
    expect(key.toString('utf8')).not.toContain('a-platform-secret');
    expect(callbackKey('another-platform-secret-of-32-characters!').equals(key)).toBe(false);
  });

  it('accepts its own signature within five minutes either way', () => {
    expect(verifySignature(key, signCallback(key, body, now), body, now)).toBe(true);
    expect(verifySignature(key, signCallback(key, body, now - 300), body, now)).toBe(true);
    expect(verifySignature(key, signCallback(key, body, now + 300), body, now)).toBe(true);
  });

  it('refuses a stale or future timestamp, another body, another key and malformed headers', () => {
    expect(verifySignature(key, signCallback(key, body, now - 301), body, now)).toBe(false);
    expect(verifySignature(key, signCallback(key, body, now + 301), body, now)).toBe(false);
    expect(verifySignature(key, signCallback(key, body, now), `${body} `, now)).toBe(false);
    expect(verifySignature(callbackKey('x'.repeat(40)), signCallback(key, body, now), body, now)).toBe(false);
    for (const header of [undefined, '', 't=abc,v1=00', `t=${now}`, `v1=${'0'.repeat(64)}`, ['t=1,v1=2']]) {
      expect(verifySignature(key, header, body, now)).toBe(false);
    }
    // A signature moved to another timestamp does not verify.
    const v1 = signCallback(key, body, now).split('v1=')[1];
    expect(verifySignature(key, `t=${now - 1},v1=${v1}`, body, now)).toBe(false);
  });
});
