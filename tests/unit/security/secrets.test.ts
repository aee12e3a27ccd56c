/**
 * No secrets in the repository or the bundles (issue #9, ASVS V14.3): every tracked file and
 * every file of the built portal and console is searched for private keys, cloud and service
 * keys, signed JWTs, passwords in URLs and JWT secrets, allowing only the documented development
 * values (test and bench secrets, `postgres:postgres` of the embedded test server, `user:pass`
 * examples). The bundles must also hold nothing of the server: no environment variable names of
 * secrets, no column names of hashes, no demo passwords, and not the local JWT secret.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '@wl/db';
import { describe, expect, it } from 'vitest';

interface Finding {
  file: string;
  line: number;
  kind: string;
  text: string;
}

/** Patterns of secrets and what is allowed to match them (documented development values). */
const patterns: { kind: string; pattern: RegExp; allowed?: (match: RegExpExecArray) => boolean }[] = [
  { kind: 'private key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/g },
  { kind: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: 'GitHub token', pattern: /\bgh[pousr]_[A-Za-z0-9]{36,}\b/g },
  { kind: 'Slack token', pattern: /\bxox[abprs]-[A-Za-z0-9-]{10,}/g },
  { kind: 'Stripe key', pattern: /\b[rs]k_live_[A-Za-z0-9]{16,}/g },
  { kind: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { kind: 'signed JWT', pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,}/g },
  {
    kind: 'password in a URL',
    pattern: /\b[a-z][a-z0-9+.-]*:\/\/([^\s/:@'"`]+):([^\s@/'"`]+)@/gi,
    // Documented examples, the embedded test server's, and compose interpolation.
    allowed: ([, user, password = '']) =>
      (user === 'user' && ['pass', 'password'].includes(password)) ||
      (user === 'postgres' && (password === 'postgres' || password.startsWith('${'))),
  },
  {
    kind: 'JWT secret',
    pattern: /\b(?:JWT_SECRET|jwtSecret)\s*[:=]\s*['"`]([^'"`\s]{8,})['"`]/g,
    // Only the test and bench secrets the suites sign their own tokens with.
    allowed: ([, value = '']) => /^(test|bench)-/.test(value),
  },
];

function scan(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  for (const { kind, pattern, allowed } of patterns) {
    for (const match of text.matchAll(pattern)) {
      if (allowed?.(match as RegExpExecArray)) continue;
      const line = text.slice(0, match.index).split('\n').length;
      findings.push({ file, line, kind, text: match[0].slice(0, 24) });
    }
  }
  return findings;
}

function trackedFiles(): string[] | null {
  try {
    const out = execFileSync('git', ['ls-files', '-z'], { cwd: repositoryRoot, maxBuffer: 64 * 1024 * 1024 });
    return out.toString('utf8').split('\0').filter(Boolean);
  } catch {
    return null;
  }
}

function isText(bytes: Buffer): boolean {
  return !bytes.subarray(0, 8000).includes(0);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile());
}

const tracked = trackedFiles();

describe('the repository', () => {
  it.skipIf(tracked === null)('tracks no file that holds a secret', () => {
    const findings: Finding[] = [];
    for (const file of tracked ?? []) {
      const path = join(repositoryRoot, file);
      if (!existsSync(path)) continue; // deleted in the working tree
      const bytes = readFileSync(path);
      if (bytes.length > 5_000_000 || !isText(bytes)) continue;
      findings.push(...scan(file, bytes.toString('utf8')));
    }
    expect(findings).toEqual([]);
    expect(tracked?.length).toBeGreaterThan(100);
  });

  it.skipIf(tracked === null)('tracks no key files, environment files or local data', () => {
    const forbidden = (tracked ?? []).filter(
      (file) =>
        (/(^|\/)\.env(\.[^/]*)?$/.test(file) && !file.endsWith('.example')) ||
        /\.(pem|key|p12|pfx|jks|keystore)$/i.test(file) ||
        /(^|\/)id_(rsa|dsa|ecdsa|ed25519)$/.test(file) ||
        file.startsWith('.data/'),
    );
    expect(forbidden).toEqual([]);
  });

  it('ignores the local data directory that holds the development JWT secret', () => {
    const ignored = readFileSync(join(repositoryRoot, '.gitignore'), 'utf8').split('\n');
    expect(ignored.map((line) => line.trim())).toContain('.data/');
  });

  it('finds what it looks for (the scanner is not blind)', () => {
    const key = ['-----BEGIN', 'RSA PRIVATE KEY-----'].join(' ');
    const sample = [
      key,
      `aws = "AKIA${'ABCDEFGHIJKLMNOP'}"`,
      `SMTP_URL=smtp://mailer:${'hunter2'}@mail.example.com`,
      `JWT_SECRET: '${'prod'}-0123456789abcdefghijklmnopqrstuvwxyz'`,
      `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.${'dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'}`,
      'postgres://postgres:postgres@localhost:5432/db',
      "JWT_SECRET: 'test-secret-of-the-edge-at-least-32-chars'",
    ].join('\n');
    expect(scan('sample', sample).map((finding) => finding.kind)).toEqual([
      'private key',
      'AWS access key id',
      'signed JWT',
      'password in a URL',
      'JWT secret',
    ]);
  });
});

const localJwtSecretFile = join(repositoryRoot, '.data', 'jwt-secret');
const bundles = [
  { name: 'portal', dir: join(repositoryRoot, 'apps', 'portal', 'dist') },
  { name: 'console', dir: join(repositoryRoot, 'apps', 'console', 'dist') },
];

/** What only the server knows: none of it may reach a browser. */
const serverOnly = [
  'JWT_SECRET',
  'DATABASE_URL',
  'S3_SECRET_ACCESS_KEY',
  'S3_ACCESS_KEY_ID',
  'SMTP_URL',
  'passwordHash',
  'tokenHash',
  'totpSecret',
  'test-secret-of-the',
  'Demo!2026pass',
  'postgresql://',
  'postgres://',
];

describe.each(bundles)('the built $name', ({ name, dir }) => {
  // Skipped only where the app is not built (a fresh clone before `pnpm build`; the e2e suite builds it).
  it.skipIf(!existsSync(join(dir, 'index.html')))(`(${dir}) holds no secret and nothing of the server`, () => {
    const files = filesUnder(dir);
    expect(files.length, name).toBeGreaterThan(1);
    const findings: Finding[] = [];
    const serverStrings: { file: string; value: string }[] = [];
    const localSecret = existsSync(localJwtSecretFile) ? readFileSync(localJwtSecretFile, 'utf8').trim() : null;
    for (const path of files) {
      const bytes = readFileSync(path);
      if (!isText(bytes)) continue;
      const text = bytes.toString('utf8');
      const file = path.slice(repositoryRoot.length + 1);
      findings.push(...scan(file, text));
      for (const value of serverOnly) if (text.includes(value)) serverStrings.push({ file, value });
      if (localSecret && localSecret.length >= 32 && text.includes(localSecret)) {
        serverStrings.push({ file, value: '.data/jwt-secret' });
      }
    }
    expect(findings).toEqual([]);
    expect(serverStrings).toEqual([]);
    // No source maps are shipped: they would publish the sources, comments and all.
    expect(files.filter((path) => path.endsWith('.map'))).toEqual([]);
  });
});
