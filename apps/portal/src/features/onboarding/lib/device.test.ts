import { describe, expect, it } from 'vitest';
import { identityMode } from './device.ts';

describe('identityMode', () => {
  it('treats a touch device or a narrow screen as a phone', () => {
    expect(identityMode({ coarsePointer: true, narrowScreen: false })).toBe('phone');
    expect(identityMode({ coarsePointer: false, narrowScreen: true })).toBe('phone');
    expect(identityMode({ coarsePointer: true, narrowScreen: true })).toBe('phone');
  });

  it('treats a mouse on a wide screen as a computer', () => {
    expect(identityMode({ coarsePointer: false, narrowScreen: false })).toBe('desktop');
  });
});
