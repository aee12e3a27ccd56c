import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const apiDir = join(import.meta.dirname, '..', '..');

/** A module-resolution hook that tells the process about every pdfkit module resolved. */
const hooks = `
  let port;
  export function initialize(data) { port = data.port; }
  export async function resolve(specifier, context, next) {
    const resolved = await next(specifier, context);
    if (resolved.url.includes('/pdfkit/')) port.postMessage(resolved.url);
    return resolved;
  }
`;

describe('pdfkit', () => {
  it('is loaded with the first PDF, not with the API (decision 080)', () => {
    const script = `
      import { register } from 'node:module';
      import { MessageChannel } from 'node:worker_threads';
      const { port1, port2 } = new MessageChannel();
      let resolved = 0;
      port1.on('message', () => { resolved += 1; });
      port1.unref();
      register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)}, { data: { port: port2 }, transferList: [port2] });
      const settle = () => new Promise((done) => setTimeout(done, 200));
      await import('./src/index.ts');
      await settle();
      const atStart = resolved > 0;
      const { loadPdfKit } = await import('./src/core/branded-pdf.ts');
      await loadPdfKit();
      await settle();
      console.log(JSON.stringify({ atStart, afterFirstPdf: resolved > 0 }));
    `;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: apiDir,
      encoding: 'utf8',
    });
    expect(JSON.parse(output.trim().split('\n').at(-1) ?? '{}')).toEqual({ atStart: false, afterFirstPdf: true });
  }, 60_000);
});
