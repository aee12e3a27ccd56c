import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostLookupCandidates, hostPatternSchema, normalizeHost } from './host-name.ts';

describe('normalizeHost', () => {
  it.each([
    ['demo.localhost', 'demo.localhost'],
    ['DEMO.LocalHost:3000', 'demo.localhost'],
    ['demo.localhost.', 'demo.localhost'],
    ['[::1]:3000', '[::1]'],
    ['127.0.0.1:80', '127.0.0.1'],
    ['', null],
    [undefined, null],
    ['bad host', null],
    ['evil.com/<script>', null],
    ['-x.example', null],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeHost(raw)).toBe(expected);
  });

  it('never returns upper case or a port', () => {
    fc.assert(
      fc.property(fc.domain(), fc.integer({ min: 1, max: 65535 }), (domain, port) => {
        const host = normalizeHost(`${domain.toUpperCase()}:${port}`);
        expect(host).toBe(domain.toLowerCase());
      }),
    );
  });
});

describe('hostLookupCandidates', () => {
  it('goes from the exact name to the nearest wildcard upwards, never a bare TLD', () => {
    expect(hostLookupCandidates('a.b.example.com')).toEqual(['a.b.example.com', '*.b.example.com', '*.example.com']);
    expect(hostLookupCandidates('example.com')).toEqual(['example.com']);
    expect(hostLookupCandidates('localhost')).toEqual(['localhost']);
  });
});

describe('hostPatternSchema', () => {
  it.each(['acme.localhost', '*.example.com', 'Broker.Example.PL'])('accepts %j', (value) => {
    expect(hostPatternSchema.safeParse(value).success).toBe(true);
  });
  it.each(['*.com', '*', 'a..b', 'exa mple.com', '*.*.example.com', 'x_y.com', '-a.com'])('refuses %j', (value) => {
    expect(hostPatternSchema.safeParse(value).success).toBe(false);
  });
});
