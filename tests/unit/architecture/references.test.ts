import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every citation of the requirements in the repository resolves inside it: `spec §N` (or a bare
 * `§N` beside a rule) names a section of docs/requirements, `DESIGN §N` a section of its
 * design.md, and nothing points at the brief's own files, which are not in the repository.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const THIS_FILE = 'tests/unit/architecture/references.test.ts';
const requirements = join(root, 'docs', 'requirements');
const TEXT_FILE = /\.(ts|tsx|mjs|cjs|md|prisma|sql|css|ya?ml)$|(^|\/)Dockerfile$/;
/** Other documents cited by section: a `§` after their names is theirs, not ours. */
const OTHER_DOCUMENT = /(RFC|PDF|ISO|ASVS|WCAG|OWASP)[^§]*(§[\d.]+\W*)*$/;
const DESIGN_BEFORE = /DESIGN(\.md)?\s*(§[\d.]+\W{1,3})?$/;

function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return (
    listed
      .split('\n')
      // The requirements themselves, and this test's planted citations, are not citations.
      .filter((file) => TEXT_FILE.test(file) && !file.startsWith('docs/requirements/') && !file.endsWith(THIS_FILE))
      .filter((file) => existsSync(join(root, file)))
  );
}

const specSections = new Map(
  readdirSync(requirements)
    .filter((name) => /^\d+-.*\.md$/.test(name))
    .map((name) => [name.split('-')[0] as string, readFileSync(join(requirements, name), 'utf8')]),
);
const design = readFileSync(join(requirements, 'design.md'), 'utf8');

const hasHeading = (text: string, section: string) =>
  new RegExp(`^#{1,3} §${section.replaceAll('.', '\\.')} `, 'm').test(text);

/** Whether a cited section exists: `§N` needs requirements file N, `§N.M` its heading. */
export function resolves(section: string, document: 'spec' | 'design'): boolean {
  if (document === 'design') return hasHeading(design, section);
  const top = section.split('.')[0] as string;
  const text = specSections.get(top);
  return text !== undefined && (section === top || hasHeading(text, section));
}

/** The citations of one file that name no section of docs/requirements, as `file:line: text`. */
export function danglingReferences(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/§\s?(\d+(?:\.\d+)*)/g)) {
      const before = line.slice(Math.max(0, (match.index ?? 0) - 40), match.index);
      if (OTHER_DOCUMENT.test(before)) continue;
      const document = DESIGN_BEFORE.test(before) ? 'design' : 'spec';
      if (!resolves(match[1] as string, document)) found.push(`${file}:${index + 1}: ${line.trim()}`);
    }
    if (/\b(SPEC|DESIGN|ENVIRONMENT)\.md\b/.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
  });
  return found;
}

describe('references to the requirements', () => {
  it('the sections exist: §1–§9 and DESIGN §1–§8', () => {
    expect([...specSections.keys()].sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    for (let section = 1; section <= 8; section += 1) expect(hasHeading(design, String(section))).toBe(true);
  });

  it('catch a dangling one (the check itself can fail)', () => {
    expect(danglingReferences('a.ts', '// spec §12: no such section')).toHaveLength(1);
    expect(danglingReferences('a.ts', '// DESIGN §9')).toHaveLength(1);
    expect(danglingReferences('a.ts', '// spec §3.99')).toHaveLength(1);
    expect(danglingReferences('a.ts', '// see SPEC.md')).toHaveLength(1);
    expect(danglingReferences('a.ts', '// spec §3/§9 and DESIGN §4 and §3.2 of RFC 6238 §5.2 are fine')).toEqual([]);
  });

  it('every citation in the repository resolves inside it', () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(500);
    const dangling = files.flatMap((file) => danglingReferences(file, readFileSync(join(root, file), 'utf8')));
    expect(dangling).toEqual([]);
  });
});
