/** Writes `.br` and `.gz` beside each compressible file of `dir` (recursively); their count. */
export function precompressDirectory(dir: string): number;
/** The Vite plugin: after the bundle is written, precompress `<outDir>/assets`. */
export function precompress(): {
  name: string;
  apply: 'build';
  configResolved(config: { root: string; build: { outDir: string } }): void;
  closeBundle(): void;
};
