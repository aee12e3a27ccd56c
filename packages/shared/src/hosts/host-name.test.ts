import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiHostName, displayHostName, hostLookupCandidates, hostPatternSchema, normalizeHost } from './host-name.ts';

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

describe('internationalised host names (issue 17, item 11)', () => {
  it('are accepted in Unicode and kept in their ASCII form, as browsers send them', () => {
    expect(hostPatternSchema.parse('Żółw.localhost')).toBe('xn--w-uga1v8h.localhost');
    expect(hostPatternSchema.parse('*.zażółć.pl')).toBe('*.xn--za-6ja4f8n1l.pl');
    expect(hostPatternSchema.parse('xn--w-uga1v8h.localhost')).toBe('xn--w-uga1v8h.localhost');
    // What the edge looks up for the browser's Host header is the same name.
    expect(normalizeHost('xn--w-uga1v8h.localhost:3000')).toBe('xn--w-uga1v8h.localhost');
    expect(hostPatternSchema.safeParse('żółw .pl').success).toBe(false);
    expect(hostPatternSchema.safeParse(`${'ż'.repeat(70)}.pl`).success).toBe(false);
  });

  it('are shown in Unicode, and ASCII names stay as they are', () => {
    expect(displayHostName('xn--w-uga1v8h.localhost')).toBe('żółw.localhost');
    expect(displayHostName('demo.localhost')).toBe('demo.localhost');
    expect(displayHostName('xn--broken-.pl')).toBe(displayHostName('xn--broken-.pl'));
    expect(asciiHostName(' Demo.Localhost ')).toBe('demo.localhost');
  });
});
