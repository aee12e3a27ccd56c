import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function withFile<T>(bytes: Buffer, run: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'wl-pdf-'));
  const path = join(dir, 'file.pdf');
  writeFileSync(path, bytes);
  try {
    return run(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF as poppler's pdftotext reads it (layout kept, so label and value share a line). */
export function pdfText(bytes: Buffer): string {
  return withFile(bytes, (path) =>
    execFileSync('/usr/bin/pdftotext', ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }),
  );
}

/** The document information as pdfinfo prints it (`Title:`, `Author:` …). */
export function pdfInfo(bytes: Buffer): Record<string, string> {
  const text = withFile(bytes, (path) =>
    execFileSync('/usr/bin/pdfinfo', ['-enc', 'UTF-8', path], { encoding: 'utf8' }),
  );
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.match(/^([^:]+):\s*(.*)$/))
      .filter((match): match is RegExpMatchArray => match !== null)
      .map((match) => [match[1] as string, match[2] as string]),
  );
}
