import { describe, expect, it } from 'vitest';
import {
  developmentOrigins,
  parseHostHeader,
  publicOriginOf,
  publicOriginSchema,
  publicOriginSettings,
} from './public-origin.ts';

describe('parseHostHeader (issue #15 finding 2)', () => {
  it.each([
    ['demo.localhost', { hostname: 'demo.localhost', port: null }],
    ['Demo.LOCALHOST:3000', { hostname: 'demo.localhost', port: 3000 }],
    ['demo.localhost.', { hostname: 'demo.localhost', port: null }],
    ['127.0.0.1:80', { hostname: '127.0.0.1', port: 80 }],
    ['[::1]:3000', { hostname: '[::1]', port: 3000 }],
    ['[2001:DB8::1]', { hostname: '[2001:db8::1]', port: null }],
    ['localhost:65535', { hostname: 'localhost', port: 65535 }],
  ])('takes %s', (raw, expected) => {
    expect(parseHostHeader(raw)).toEqual(expected);
  });

  it.each([
    'demo.localhost:80@attacker.example',
    'demo.localhost:"',
    'demo.localhost:9999/x?q=',
    'demo.localhost:',
    'demo.localhost:0',
    'demo.localhost:65536',
    'demo.localhost: 80',
    'user@demo.localhost',
    'demo.localhost/path',
    'demo localhost',
    'demo..localhost',
    '.demo.localhost',
    '-demo.localhost',
    'demo-.localhost',
    'demo_x.localhost',
    '[::1',
    '[::1]x',
    '[zz::1]',
    '[]',
    '',
    `${'a'.repeat(64)}.example`,
    `${'a.'.repeat(140)}pl`,
  ])('refuses %s', (raw) => {
    expect(parseHostHeader(raw)).toBeNull();
  });

  it('refuses missing headers', () => {
    expect(parseHostHeader(undefined)).toBeNull();
    expect(parseHostHeader(null)).toBeNull();
  });

  it('judges a huge header at once (linear, capped)', () => {
    const started = performance.now();
    expect(parseHostHeader(`${'a'.repeat(1_000_000)}:1`)).toBeNull();
    expect(parseHostHeader(`${'a.'.repeat(500_000)}`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('publicOriginSchema', () => {
  it.each(['https://broker.pl', 'http://demo.localhost:3000', ' HTTPS://Broker.PL '])('takes %s', (value) => {
    expect(publicOriginSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    'https://broker.pl/',
    'https://broker.pl/path',
    'https://user@broker.pl',
    'https://broker.pl?x=1',
    'https://broker.pl#x',
    'ftp://broker.pl',
    'javascript:alert(1)',
    'https://[::1]',
    'https://broker.pl:99999',
    'broker.pl',
  ])('refuses %s', (value) => {
    const result = publicOriginSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation:publicOrigin');
  });
});

describe('publicOriginOf', () => {
  const production = { scheme: 'https', port: null, defaultOrigin: 'https://platform.example' } as const;
  const development = { scheme: 'http', port: 3100, defaultOrigin: 'http://localhost:3100' } as const;

  it("takes the row's own origin first", () => {
    expect(publicOriginOf({ hostname: 'acme.pl', publicOrigin: 'https://www.acme.pl' }, production)).toBe(
      'https://www.acme.pl',
    );
  });

  it.each([
    [{ hostname: 'acme.pl' }, production, 'https://acme.pl'],
    [{ hostname: 'acme.localhost' }, development, 'http://acme.localhost:3100'],
    [{ hostname: '*.acme.pl' }, production, 'https://www.acme.pl'],
    [{ hostname: null }, production, 'https://platform.example'],
    [{ hostname: null }, development, 'http://localhost:3100'],
    [{ hostname: 'acme.pl' }, developmentOrigins, 'http://acme.pl'],
  ])('falls back from configuration: %o → %s', (row, settings, expected) => {
    expect(publicOriginOf(row, settings)).toBe(expected);
  });
});

describe('publicOriginSettings', () => {
  it('takes PUBLIC_ORIGIN, its scheme and port', () => {
    expect(
      publicOriginSettings({ publicOrigin: 'https://platform.example:8443', production: true, port: 3000 }),
    ).toEqual({ scheme: 'https', port: 8443, defaultOrigin: 'https://platform.example:8443' });
  });

  it('defaults to http://localhost:<port> in development', () => {
    expect(publicOriginSettings({ publicOrigin: undefined, production: false, port: 3100 })).toEqual({
      scheme: 'http',
      port: 3100,
      defaultOrigin: 'http://localhost:3100',
    });
  });

  it('is required in production', () => {
    expect(() => publicOriginSettings({ publicOrigin: undefined, production: true, port: 3000 })).toThrow(
      /PUBLIC_ORIGIN/,
    );
  });
});
