import { describe, expect, it } from 'vitest';
import { formatFileSize, hostLabel } from './format.ts';

describe('console formats', () => {
  it('shows an internationalised host name in Unicode with its stored form beside it', () => {
    expect(hostLabel('xn--w-uga1v8h.localhost')).toBe('żółw.localhost (xn--w-uga1v8h.localhost)');
    expect(hostLabel('demo.localhost')).toBe('demo.localhost');
  });

  it('writes a file size for people, in the operator’s language', () => {
    expect(formatFileSize(512, 'pl')).toBe('512 B');
    expect(formatFileSize(17_300, 'pl')).toBe('16,9 KB');
    expect(formatFileSize(5 * 1024 * 1024, 'en')).toBe('5.0 MB');
  });
});
