import { colord } from 'colord';
import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, LIGHT_TEXT } from './contrast.ts';
import {
  AA_LARGE_TEXT,
  AA_NORMAL_TEXT,
  applyContrastSuggestions,
  type ContrastReport,
  contrastCheckIds,
  contrastReport,
} from './contrast-report.ts';
import { builtInThemes, type ThemeColors } from './themes.ts';

function colors(value: string): ThemeColors {
  const [main, hover, highlight] = value.split(',') as [string, string, string];
  return { main, hover, highlight };
}

function byId(report: ContrastReport) {
  return Object.fromEntries(report.checks.map((check) => [check.id, check]));
}

describe('contrastReport', () => {
  it.each([
    ['theme-default', builtInThemes['theme-default']],
    ['theme-navy', builtInThemes['theme-navy']],
    ['custom teal', colors('#0f766e,#115e59,#f0fdfa')],
    ['custom rust', colors('#7c2d12,#9a3412,#fff7ed')],
  ])('%s passes every check with no suggestion', (_name, theme) => {
    const report = contrastReport(theme);
    expect(report.checks.map((check) => check.id)).toEqual([...contrastCheckIds]);
    for (const check of report.checks) {
      expect(check.pass, check.id).toBe(true);
      expect(check.ratio).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    }
    expect(report.ok).toBe(true);
    expect(report.suggestions).toEqual([]);
  });

  it('says what is drawn on what, with the ratio and both AA thresholds', () => {
    const checks = byId(contrastReport(colors('#0f766e,#115e59,#f0fdfa')));
    expect(checks.textOnMain).toMatchObject({
      foreground: LIGHT_TEXT,
      background: '#0f766e',
      threshold: 4.5,
      largeThreshold: 3,
      labelKey: 'console:checks.contrast.textOnMain',
      adjusts: 'main',
    });
    expect(checks.textOnHighlight).toMatchObject({
      foreground: DARK_TEXT,
      background: '#f0fdfa',
      adjusts: 'highlight',
    });
    expect(checks.mainOnWhite).toMatchObject({ foreground: '#0f766e', background: '#ffffff' });
    expect(checks.mainOnHighlight).toMatchObject({ foreground: '#0f766e', background: '#f0fdfa' });
    expect(checks.textOnMain?.ratio).toBeCloseTo(contrastRatio('#ffffff', '#0f766e'), 1);
    // Rounded down: a ratio shown as passing really passes.
    expect(checks.textOnMain?.ratio).toBeLessThanOrEqual(contrastRatio('#ffffff', '#0f766e'));
  });

  it('a yellow main colour fails as text on white, with a darker yellow that passes', () => {
    const report = contrastReport(colors('#ffff00,#111827,#f9fafb'));
    const checks = byId(report);
    expect(report.ok).toBe(false);
    expect(checks.mainOnWhite).toMatchObject({ pass: false, passLarge: false });
    expect(checks.mainOnHighlight?.pass).toBe(false);
    expect(checks.textOnMain?.pass).toBe(true);
    expect(report.suggestions).toHaveLength(1);
    const [suggestion] = report.suggestions;
    expect(suggestion).toMatchObject({ role: 'main', from: '#ffff00', fixes: ['mainOnWhite', 'mainOnHighlight'] });
    expect(suggestion?.to).toMatch(/^#[0-9a-f]{6}$/);
    const fixed = contrastReport(applyContrastSuggestions(colors('#ffff00,#111827,#f9fafb'), report.suggestions));
    expect(fixed.ok).toBe(true);
    // Same hue, only darker.
    const from = colord('#ffff00').toHsl();
    const to = colord(suggestion?.to as string).toHsl();
    expect(Math.abs(to.h - from.h)).toBeLessThanOrEqual(2);
    expect(to.l).toBeLessThan(from.l);
  });

  it('suggests the nearest passing colour, not just any', () => {
    const report = contrastReport(colors('#3b82f6,#2563eb,#eff6ff'));
    const main = report.suggestions.find((suggestion) => suggestion.role === 'main');
    expect(main).toBeDefined();
    const { h, s, l } = colord(main?.to as string).toHsl();
    // One step (0.5 %) lighter would fail again.
    const lighter = colord({ h, s, l: l + 1 }).toHex();
    expect(contrastReport({ ...colors('#3b82f6,#2563eb,#eff6ff'), main: lighter }).checks.every((c) => c.pass)).toBe(
      false,
    );
  });

  it.each([
    ['mid-grey hover', '#000000,#777777,#f9fafb', 'hover'],
    ['mid-tone highlight', '#000000,#111827,#e0457b', 'highlight'],
    ['light main', '#93c5fd,#111827,#ffffff', 'main'],
  ] as const)('%s: the suggestion itself passes', (_name, value, role) => {
    const report = contrastReport(colors(value));
    expect(report.ok).toBe(false);
    const suggestion = report.suggestions.find((s) => s.role === role);
    expect(suggestion, JSON.stringify(report)).toBeDefined();
    const fixed = contrastReport(applyContrastSuggestions(colors(value), report.suggestions));
    for (const id of suggestion?.fixes ?? []) {
      expect(byId(fixed)[id]?.pass, id).toBe(true);
    }
    expect(fixed.ok).toBe(true);
  });

  it('marks a pair that passes for large text only', () => {
    // #ea580c on white: about 3.5:1.
    const checks = byId(contrastReport(colors('#ea580c,#111827,#ffffff')));
    expect(checks.mainOnWhite?.ratio).toBeGreaterThanOrEqual(AA_LARGE_TEXT);
    expect(checks.mainOnWhite).toMatchObject({ pass: false, passLarge: true });
  });

  it('accepts #rgb and upper case, reporting #rrggbb', () => {
    const report = contrastReport({ main: '#FF0', hover: '#000', highlight: '#FFF' });
    expect(byId(report).mainOnWhite?.foreground).toBe('#ffff00');
    expect(report.suggestions[0]?.from).toBe('#ffff00');
  });

  it('gives no suggestion for a colour that no lightness can fix, and keeps reporting the failure', () => {
    // A dark highlight: no main colour reads on both white and it.
    const report = contrastReport(colors('#777777,#111827,#444444'));
    expect(report.ok).toBe(false);
    for (const suggestion of report.suggestions) {
      const fixed = byId(contrastReport(applyContrastSuggestions(colors('#777777,#111827,#444444'), [suggestion])));
      for (const id of suggestion.fixes) expect(fixed[id]?.pass).toBe(true);
    }
  });
});
