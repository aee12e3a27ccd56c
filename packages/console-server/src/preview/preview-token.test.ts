import { describe, expect, it } from 'vitest';
import { PreviewTokens } from './preview-token.ts';

const payload = { h: '00000000-0000-4000-8000-000000000001', r: 1, v: 1, l: 'en', o: 'http://localhost:3000' } as const;

describe('PreviewTokens', () => {
  it('checks the tokens it signed', () => {
    const tokens = new PreviewTokens(() => 'one secret');
    expect(tokens.verify(tokens.sign(payload).token)).toMatchObject({ ok: true, payload });
  });

  it('refuses a token signed with another secret: the key is the instance’s, not the module’s', () => {
    const ours = new PreviewTokens(() => 'one secret');
    const theirs = new PreviewTokens(() => 'another secret');
    expect(ours.verify(theirs.sign(payload).token)).toEqual({ ok: false, reason: 'signature' });
    // Two edges given the same secret (two replicas) accept each other's tokens.
    expect(new PreviewTokens(() => 'one secret').verify(ours.sign(payload).token)).toMatchObject({ ok: true });
  });

  it('reads the secret at the first use, not when made', () => {
    let read = 0;
    const tokens = new PreviewTokens(() => {
      read += 1;
      return 'late secret';
    });
    expect(read).toBe(0);
    tokens.sign(payload);
    tokens.sign(payload);
    expect(read).toBe(1);
  });
});
