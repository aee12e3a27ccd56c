// Stamps 'validation:required' on missing values for every schema (see the module).
import '../i18n/zod-messages.ts';
import { z } from 'zod';
import { normalizeThemeColors } from './theme-colors.ts';
import { HEX_COLOR, themeNames } from './themes.ts';

/** A colour as `#rgb` or `#rrggbb` (themes.ts), stored in lower case. */
export const hexColorSchema = z
  .string()
  .trim()
  .regex(HEX_COLOR, { message: 'validation:color' })
  .transform((value) => value.toLowerCase());

export const themeNameSchema = z.enum(themeNames);

/** `themeColors` of the admin configuration: "main,hover,highlight", three valid colours. */
export const themeColorsSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const normalized = normalizeThemeColors(value);
    if (normalized === undefined) {
      ctx.addIssue({ code: 'custom', message: 'validation:themeColors' });
      return z.NEVER;
    }
    return normalized;
  });
