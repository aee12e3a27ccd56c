import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { investmentColumns } from '@wl/shared/schemas';
import { describe, expect, it } from 'vitest';

/**
 * Issue 19: at 1600 px the Lost and Archived columns were off the right edge (seven columns of at
 * least 15rem did not fit beside the menu), reachable only by a sideways scroll bar at the bottom
 * of a long board. The browser's layout is not in this test environment, so this is the sum the
 * browser makes, from the board's own stylesheet: every column at its narrowest, and the gaps,
 * within what a 1600 px window leaves the page.
 */
const css = readFileSync(join(import.meta.dirname, 'investments-kanban.module.css'), 'utf8');

const REM = 16;
/** Mantine's default spacing scale (the portal's theme does not change it). */
const spacing = { xs: 10, sm: 12, md: 16, lg: 20, xl: 32 } as Record<string, number> & { lg: number };
/** The signed-in shell's menu (app-layout.tsx `navbar.width`). */
const NAVBAR = 260;
/** The screen's side padding from the `sm` breakpoint up (investments-screen.tsx `px`). */
const PAGE_PADDING = 2 * spacing.lg;
/** A classic (non-overlay) vertical scroll bar of the page. */
const SCROLLBAR = 17;

function boardRule(): string {
  const match = /\.board\s*\{([^}]*)\}/.exec(css);
  if (!match?.[1]) throw new Error('no .board rule');
  return match[1];
}

function declaration(rule: string, property: string): string {
  const match = new RegExp(`(?:^|;|\\s)${property}\\s*:\\s*([^;]+);`).exec(rule);
  if (!match?.[1]) throw new Error(`no ${property} in .board`);
  return match[1].trim();
}

describe('the kanban board at 1600 px', () => {
  it('fits all seven columns, Lost and Archived included, beside the menu', () => {
    const rule = boardRule();
    const min = /minmax\(\s*([\d.]+)rem/.exec(declaration(rule, 'grid-auto-columns'));
    const gap = /--mantine-spacing-(\w+)/.exec(declaration(rule, 'gap'));
    expect(min?.[1]).toBeDefined();
    expect(gap?.[1]).toBeDefined();
    const columns = investmentColumns.length;
    expect(columns).toBe(7);
    const needed = columns * Number(min?.[1]) * REM + (columns - 1) * (spacing[gap?.[1] ?? ''] ?? Number.NaN);
    const available = 1600 - NAVBAR - PAGE_PADDING - SCROLLBAR;
    expect(needed).toBeLessThanOrEqual(available);
  });

  it('still scrolls sideways on a narrower screen rather than squeezing the cards', () => {
    expect(declaration(boardRule(), 'overflow-x')).toBe('auto');
  });
});
