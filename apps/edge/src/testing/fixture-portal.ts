import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { precompressDirectory } from '../../../../scripts/precompress.mjs';

/** A minimal portal build (as Vite emits it) so edge tests do not depend on building the portal. */
export function writeFixturePortal(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wl-portal-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'images'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html lang="pl">\n<head><meta charset="UTF-8" /><!--wl-head--><script type="module" src="/assets/index-abc123.js"></script></head>\n<body><div id="root"></div></body>\n</html>\n',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("portal");');
  // Big enough to be worth compressing: the build's brotli and gzip copies beside it.
  writeFileSync(
    join(dir, 'assets', 'vendor-def456.js'),
    `export const words = ${JSON.stringify('portal '.repeat(500))};`,
  );
  precompressDirectory(join(dir, 'assets'));
  writeFileSync(join(dir, 'images', 'demo-logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}
