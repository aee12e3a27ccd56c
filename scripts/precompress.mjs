// A Vite plugin of the portal's and the console's builds (issue 18, item 7): every hashed asset
// gets a brotli (`.br`) and a gzip (`.gz`) copy beside it, compressed once at build with the
// strongest settings, so the edge sends the smallest one the browser accepts without compressing
// per request (@fastify/static's `preCompressed`). Node's own zlib: no dependency.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|map|wasm)$/;
/** Below this, headers cost more than compression saves. */
const MIN_BYTES = 1024;

/** Writes `.br` and `.gz` beside each compressible file of `dir` (recursively); their count. */
export function precompressDirectory(dir) {
  let written = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) {
      written += precompressDirectory(path);
      continue;
    }
    if (!COMPRESSIBLE.test(name) || stat.size < MIN_BYTES) continue;
    const bytes = readFileSync(path);
    const brotli = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gzip = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    // A copy no smaller than the original would only cost a file: the original is sent instead.
    if (brotli.length < bytes.length) {
      writeFileSync(`${path}.br`, brotli);
      written++;
    }
    if (gzip.length < bytes.length) {
      writeFileSync(`${path}.gz`, gzip);
      written++;
    }
  }
  return written;
}

/** The Vite plugin: after the bundle is written, precompress `<outDir>/assets`. */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'wl-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      try {
        statSync(assets);
      } catch {
        return;
      }
      precompressDirectory(assets);
    },
  };
}
