import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('uses bytes, kilobytes and megabytes with the decimal comma', () => {
    expect(formatFileSize(820)).toBe('820 B');
    expect(formatFileSize(12_595)).toBe('12,3 kB');
    expect(formatFileSize(4.5 * 1024 * 1024)).toBe('4,5 MB');
  });
});
