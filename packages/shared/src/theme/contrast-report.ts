import { colord } from 'colord';
import { contrastRatio, readableTextOn } from './contrast.ts';
import type { ThemeColors } from './themes.ts';

/** WCAG 2 AA: normal text needs 4.5:1; large text (≥ 24 px, or ≥ 18.66 px bold) and UI parts 3:1. */
export const AA_NORMAL_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;

/** The page background the portal draws links and headings in the main colour on. */
export const PAGE_BACKGROUND = '#ffffff';

export type ColorRole = keyof ThemeColors;

export const contrastCheckIds = [
  'textOnMain',
  'textOnHover',
  'textOnHighlight',
  'mainOnWhite',
  'mainOnHighlight',
] as const;
export type ContrastCheckId = (typeof contrastCheckIds)[number];

export interface ContrastCheck {
  id: ContrastCheckId;
  /** `console:checks.contrast.<id>`: what is drawn on what. */
  labelKey: string;
  foreground: string;
  background: string;
  /** Rounded down to two decimals, so a shown 4.50 really passes. */
  ratio: number;
  /** The AA threshold this pair must meet (normal text). */
  threshold: number;
  /** The AA threshold of large text and UI components. */
  largeThreshold: number;
  pass: boolean;
  /** Passes at least for large text and UI parts. */
  passLarge: boolean;
  /** The colour a suggestion changes to fix this check. */
  adjusts: ColorRole;
}

export interface ContrastSuggestion {
  role: ColorRole;
  from: string;
  /** The nearest colour of the same hue (lightness changed) that passes the checks below. */
  to: string;
  /** The failing checks this colour fixes. */
  fixes: ContrastCheckId[];
}

export interface ContrastReport {
  checks: ContrastCheck[];
  /** Every check passes AA for normal text. */
  ok: boolean;
  suggestions: ContrastSuggestion[];
}

interface Pair {
  id: ContrastCheckId;
  adjusts: ColorRole;
  /** Foreground and background for the colours given. */
  pair: (colors: ThemeColors) => [string, string];
}

/**
 * What the portal draws with the theme: buttons and headers filled with main/hover/highlight
 * with white or near-black text on them (`readableTextOn`), and the main colour as link and
 * heading text on the white page and on the highlight background.
 */
const pairs: Pair[] = [
  { id: 'textOnMain', adjusts: 'main', pair: (c) => [readableTextOn(c.main), c.main] },
  { id: 'textOnHover', adjusts: 'hover', pair: (c) => [readableTextOn(c.hover), c.hover] },
  { id: 'textOnHighlight', adjusts: 'highlight', pair: (c) => [readableTextOn(c.highlight), c.highlight] },
  { id: 'mainOnWhite', adjusts: 'main', pair: (c) => [c.main, PAGE_BACKGROUND] },
  { id: 'mainOnHighlight', adjusts: 'main', pair: (c) => [c.main, c.highlight] },
];

function ratioOf(foreground: string, background: string): number {
  return Math.floor(contrastRatio(foreground, background) * 100) / 100;
}

function check(pair: Pair, colors: ThemeColors): ContrastCheck {
  const [foreground, background] = pair.pair(colors);
  const ratio = ratioOf(foreground, background);
  return {
    id: pair.id,
    labelKey: `console:checks.contrast.${pair.id}`,
    foreground,
    background,
    ratio,
    threshold: AA_NORMAL_TEXT,
    largeThreshold: AA_LARGE_TEXT,
    pass: ratio >= AA_NORMAL_TEXT,
    passLarge: ratio >= AA_LARGE_TEXT,
    adjusts: pair.adjusts,
  };
}

/** A colour as `#rrggbb` (colord writes `#rrggbbaa` only for transparent colours). */
function toHex6(color: string): string {
  return colord(color).toHex().slice(0, 7);
}

/**
 * The nearest colour to `colors[role]` of the same hue and saturation whose lightness makes every
 * check of `ids` pass (the other colours unchanged); when none does, the one passing the most.
 * Lightness is searched in steps of 0.5 % outward from the current one.
 */
function nearestPassing(colors: ThemeColors, role: ColorRole, ids: readonly ContrastCheckId[]): string | undefined {
  const { h, s, l } = colord(colors[role]).toHsl();
  const relevant = pairs.filter((pair) => ids.includes(pair.id));
  let best: { hex: string; passed: number } | undefined;
  for (let step = 1; step <= 200; step++) {
    for (const direction of [-1, 1]) {
      const lightness = l + (direction * step) / 2;
      if (lightness < 0 || lightness > 100) continue;
      const hex = toHex6(colord({ h, s, l: lightness }).toHex());
      const candidate = { ...colors, [role]: hex };
      const passed = relevant.filter((pair) => check(pair, candidate).pass).length;
      if (passed === relevant.length) return hex;
      if (!best || passed > best.passed) best = { hex, passed };
    }
  }
  return best && best.passed > 0 ? best.hex : undefined;
}

/**
 * WCAG contrast of a theme's three colours as the portal uses them, with, for each colour whose
 * checks fail, the nearest passing colour of the same hue as a suggested fix.
 */
export function contrastReport(colors: ThemeColors): ContrastReport {
  const normalized: ThemeColors = {
    main: toHex6(colors.main),
    hover: toHex6(colors.hover),
    highlight: toHex6(colors.highlight),
  };
  const checks = pairs.map((pair) => check(pair, normalized));
  const suggestions: ContrastSuggestion[] = [];
  for (const role of ['main', 'hover', 'highlight'] as const) {
    const failing = checks.filter((c) => c.adjusts === role && !c.pass).map((c) => c.id);
    if (failing.length === 0) continue;
    // The suggestion must keep the checks of this colour that pass today passing too.
    const own = checks.filter((c) => c.adjusts === role).map((c) => c.id);
    const to = nearestPassing(normalized, role, own);
    if (!to || to === normalized[role]) continue;
    const fixed = { ...normalized, [role]: to };
    const fixes = pairs.filter((pair) => failing.includes(pair.id) && check(pair, fixed).pass).map((pair) => pair.id);
    if (fixes.length > 0) suggestions.push({ role, from: normalized[role], to, fixes });
  }
  return { checks, ok: checks.every((c) => c.pass), suggestions };
}

/** The colours with every suggestion applied (what a "fix all" button would set). */
export function applyContrastSuggestions(colors: ThemeColors, suggestions: readonly ContrastSuggestion[]): ThemeColors {
  const out = { ...colors };
  for (const suggestion of suggestions) out[suggestion.role] = suggestion.to;
  return out;
}
