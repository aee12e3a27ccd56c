// Stamps 'validation:required' on missing values for every schema (see the module).
import '../i18n/zod-messages.ts';
import { z } from 'zod';
import { assetRefSchema, languageSchema } from '../config/fields.ts';
import { type LegalDocuments, legalDocumentKinds, legalDocumentsSchema } from '../config/legal-documents.ts';
import { liveChatScriptUrlSchema } from '../config/live-chat.ts';
import { mailAddressSchema, mailFromNameSchema } from '../config/mail-sender.ts';
import { CAMPAIGN_NAME_TOKEN } from '../config/resolve-branding.ts';
import { hostPatternSchema } from '../hosts/host-name.ts';
import { idSchema } from '../schemas/fields.ts';
import {
  type ContrastCheck,
  contrastReport,
  hexColorSchema,
  type ThemeColors,
  type ThemeName,
  themeNameSchema,
} from '../theme/index.ts';
import { resolveThemeColors } from '../theme/theme-colors.ts';
import { isRecord } from '../values.ts';
import { consentMarkupError } from './consent-markup.ts';

/* ------------------------------------------------------------------------------------------ */
/* The snapshot a revision stores (prisma/src/host-config-snapshot.ts), without Prisma types.  */
/* ------------------------------------------------------------------------------------------ */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue | undefined };

/** Prisma's enum values of the theme (a Prisma enum cannot hold dashes). */
export const storedThemeNames = ['theme_default', 'theme_navy', 'theme_custom'] as const;
export type StoredThemeName = (typeof storedThemeNames)[number];

export function storedThemeName(theme: ThemeName): StoredThemeName {
  return theme.replace('-', '_') as StoredThemeName;
}

export function themeNameFromStored(theme: StoredThemeName): ThemeName {
  return theme.replace('_', '-') as ThemeName;
}

/** The keys of a revision snapshot (prisma's `snapshotFields` is this list, checked against the model). */
export const hostSnapshotFields = [
  'hostname',
  'tenantId',
  'language',
  'theme',
  'favicon',
  'siteTitle',
  'investmentRisks',
  'reg',
  'privacyPolicy',
  'campaignInvestButtonText',
  'formInvestButtonText',
  'consent2',
  'consent3',
  'equityPlaceholder',
  'debtPlaceholder',
  'logo',
  'logoInverse',
  'headline',
  'subheadline',
  'adminConfiguration',
  'investorPanelBlocked',
  'legalPersonsEnabled',
  'liveChatEnabled',
  'liveChatScriptUrl',
  'mailFromName',
  'mailFromAddress',
  'mailReplyTo',
  'supportEmail',
  'legalDocuments',
] as const;
export type HostSnapshotField = (typeof hostSnapshotFields)[number];

/**
 * A revision's `snapshot` as stored: the host-config columns of prisma's `snapshotFields`, theme
 * in Prisma's spelling (`theme_navy`), Json columns as they are. Structurally the same as
 * prisma's `HostConfigSnapshot`, so one is assignable to the other.
 */
export interface HostConfigSnapshot {
  hostname: string | null;
  tenantId: string;
  language: 'pl' | 'en';
  theme: StoredThemeName | null;
  favicon: string | null;
  siteTitle: JsonValue | null;
  investmentRisks: string | null;
  reg: string | null;
  privacyPolicy: string | null;
  campaignInvestButtonText: JsonValue | null;
  formInvestButtonText: JsonValue | null;
  consent2: JsonValue | null;
  consent3: JsonValue | null;
  equityPlaceholder: JsonValue | null;
  debtPlaceholder: JsonValue | null;
  logo: string | null;
  logoInverse: string | null;
  headline: JsonValue | null;
  subheadline: JsonValue | null;
  adminConfiguration: JsonValue;
  investorPanelBlocked: boolean;
  legalPersonsEnabled: boolean;
  liveChatEnabled: boolean;
  liveChatScriptUrl: string | null;
  mailFromName: string | null;
  mailFromAddress: string | null;
  mailReplyTo: string | null;
  supportEmail: string | null;
  /** The host's legal documents by kind and language (decision 043), as `legalDocumentsSchema` reads them. */
  legalDocuments: JsonValue | null;
}

const jsonSchema = z.json() as z.ZodType<JsonValue>;

/** Reads a revision's `snapshot` Json (shape only; the values are checked by the draft). */
export const hostConfigSnapshotSchema = z.object({
  hostname: z.string().nullable(),
  tenantId: z.string(),
  language: languageSchema,
  theme: z.enum(storedThemeNames).nullable(),
  favicon: z.string().nullable(),
  siteTitle: jsonSchema.nullable(),
  investmentRisks: z.string().nullable(),
  reg: z.string().nullable(),
  privacyPolicy: z.string().nullable(),
  campaignInvestButtonText: jsonSchema.nullable(),
  formInvestButtonText: jsonSchema.nullable(),
  consent2: jsonSchema.nullable(),
  consent3: jsonSchema.nullable(),
  equityPlaceholder: jsonSchema.nullable(),
  debtPlaceholder: jsonSchema.nullable(),
  logo: z.string().nullable(),
  logoInverse: z.string().nullable(),
  headline: jsonSchema.nullable(),
  subheadline: jsonSchema.nullable(),
  adminConfiguration: jsonSchema,
  investorPanelBlocked: z.boolean(),
  legalPersonsEnabled: z.boolean(),
  // Revisions published before the setting existed (decision 041) read as "off".
  liveChatEnabled: z.boolean().default(false),
  liveChatScriptUrl: z.string().nullable().default(null),
  // Revisions published before the host's own sender existed (decision 042) read as the defaults.
  mailFromName: z.string().nullable().default(null),
  mailFromAddress: z.string().nullable().default(null),
  mailReplyTo: z.string().nullable().default(null),
  supportEmail: z.string().nullable().default(null),
  // Revisions published before legal documents existed (decision 043) have none.
  legalDocuments: jsonSchema.nullable().default(null),
}) satisfies z.ZodType<HostConfigSnapshot, unknown>;

/* ------------------------------------------------------------------------------------------ */
/* Field rules of the editor.                                                                  */
/* ------------------------------------------------------------------------------------------ */

const MAX_TEXT = 5000;
const CONSOLE_KEY = (key: string) => `console:checks.${key}`;

/**
 * A text per language as the editor sends it. Blank languages are dropped; a text with no
 * language left is null, which means "fall back" (spec §4: admin → landing → translated
 * default). No host text is mandatory, because every one of them has a translated default.
 */
function localizedText(check?: (value: string, ctx: z.core.$RefinementCtx, language: 'pl' | 'en') => void) {
  const language = z.string().trim().max(MAX_TEXT).optional();
  return z
    .strictObject({ pl: language, en: language })
    .nullable()
    .optional()
    .superRefine((value, ctx) => {
      if (!value || !check) return;
      for (const lang of ['pl', 'en'] as const) {
        const text = value[lang];
        if (text) check(text, ctx, lang);
      }
    })
    .transform((value) => {
      if (!value) return null;
      const out: { pl?: string; en?: string } = {};
      if (value.pl) out.pl = value.pl;
      if (value.en) out.en = value.en;
      return out.pl === undefined && out.en === undefined ? null : out;
    });
}

function consentCheck(value: string, ctx: z.core.$RefinementCtx, language: 'pl' | 'en'): void {
  const error = consentMarkupError(value);
  if (error) ctx.addIssue({ code: 'custom', message: error.key, params: error.params, path: [language] });
}

const TOKEN = /\{+[^{}]*\}+/g;

/** The invite text may contain `{campaignName}` (any number of times) and no other token. */
function inviteCheck(value: string, ctx: z.core.$RefinementCtx, language: 'pl' | 'en'): void {
  for (const match of value.matchAll(TOKEN)) {
    if (match[0] !== CAMPAIGN_NAME_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        message: CONSOLE_KEY('inviteToken'),
        params: { token: match[0], expected: CAMPAIGN_NAME_TOKEN },
        path: [language],
      });
      return;
    }
  }
}

/** Favicon and logos: an image file name, an https URL or a path on the same host. */
const imageRefSchema = assetRefSchema.refine((value) => !/^http:/i.test(value), {
  message: CONSOLE_KEY('httpsRequired'),
});

/** Links (investment risks, regulations, privacy policy): https URL, same-host path or a file name. */
export const hostLinkSchema = imageRefSchema;

/** An optional value the editor may send blank: blank and missing are null, anything else is checked. */
function blankable<T extends z.ZodType<string, string>>(schema: T) {
  return z
    .string()
    .nullable()
    .optional()
    .transform((value) => (value && value.trim() !== '' ? value : null))
    .pipe(schema.nullable());
}

function optionalRef() {
  return blankable(imageRefSchema);
}

/** `#rgb` or `#rrggbb`, always written out as `#rrggbb`. */
export const draftColorSchema = hexColorSchema.transform((value) =>
  value.length === 4 ? `#${value[1]}${value[1]}${value[2]}${value[2]}${value[3]}${value[3]}` : value,
);

export const customColorsSchema = z.strictObject({
  main: draftColorSchema,
  hover: draftColorSchema,
  highlight: draftColorSchema,
});
export type CustomColors = z.infer<typeof customColorsSchema>;

function optionalColor() {
  return blankable(draftColorSchema);
}

/** The texts of the landing-page layer (spec §3) the editor shows per language. */
export const landingTextFields = [
  'siteTitle',
  'headline',
  'subheadline',
  'campaignInvestButtonText',
  'formInvestButtonText',
  'consent2',
  'consent3',
  'equityPlaceholder',
  'debtPlaceholder',
] as const;

/** The texts of the admin-configuration layer (spec §3): overrides of the landing texts. */
export const adminTextFields = [
  'siteTitle',
  'inviteText',
  'campaignInvestButtonText',
  'formInvestButtonText',
  'consent2',
  'consent3',
  'equityPlaceholder',
  'debtPlaceholder',
] as const;

export const adminRefFields = ['favicon', 'investmentRisks', 'reg', 'privacyPolicy'] as const;

export const panelColorFields = [
  'investorPanelHeaderColor',
  'investorPanelDescriptionColor',
  'advisorPanelHeaderColor',
  'advisorPanelDescriptionColor',
] as const;

/**
 * The admin-configuration layer as the editor edits it: every spec §3 field except
 * `themeColors`, which the draft holds as `customColors` next to the theme.
 */
export const draftAdminSchema = z.strictObject({
  favicon: optionalRef(),
  investmentRisks: optionalRef(),
  reg: optionalRef(),
  privacyPolicy: optionalRef(),
  siteTitle: localizedText(),
  inviteText: localizedText(inviteCheck),
  campaignInvestButtonText: localizedText(),
  formInvestButtonText: localizedText(),
  consent2: localizedText(consentCheck),
  consent3: localizedText(consentCheck),
  equityPlaceholder: localizedText(),
  debtPlaceholder: localizedText(),
  investorPanelHeaderColor: optionalColor(),
  investorPanelDescriptionColor: optionalColor(),
  advisorPanelHeaderColor: optionalColor(),
  advisorPanelDescriptionColor: optionalColor(),
});
export type DraftAdmin = z.output<typeof draftAdminSchema>;

/**
 * The editable host config: the landing-page layer (the host's own columns), the admin
 * configuration layer (`admin`), the theme or three custom colours, and the feature flags.
 * Every value of the snapshot has a field here, so a revision loads into the editor and a
 * draft publishes as a snapshot without losing anything.
 */
export const hostDraftSchema = z
  .strictObject({
    /** Null for the default row (answers for localhost and unknown hosts). */
    hostname: hostPatternSchema.nullable(),
    tenantId: idSchema,
    language: languageSchema,
    /** Null: no theme, theme-default applies (spec §4). */
    theme: themeNameSchema.nullable(),
    /** The three colours of theme-custom (stored as the admin configuration's `themeColors`). */
    customColors: customColorsSchema.nullable(),
    favicon: optionalRef(),
    logo: optionalRef(),
    logoInverse: optionalRef(),
    investmentRisks: optionalRef(),
    reg: optionalRef(),
    privacyPolicy: optionalRef(),
    siteTitle: localizedText(),
    headline: localizedText(),
    subheadline: localizedText(),
    campaignInvestButtonText: localizedText(),
    formInvestButtonText: localizedText(),
    consent2: localizedText(consentCheck),
    consent3: localizedText(consentCheck),
    equityPlaceholder: localizedText(),
    debtPlaceholder: localizedText(),
    admin: draftAdminSchema,
    investorPanelBlocked: z.boolean(),
    legalPersonsEnabled: z.boolean(),
    // Drafts saved before the setting existed (decision 041) read as "off".
    liveChatEnabled: z.boolean().default(false),
    /** Kept while the chat is off, so switching it back on needs no retyping (the editor sends blank as null). */
    liveChatScriptUrl: liveChatScriptUrlSchema.nullable().default(null),
    /** The host's mail sender (decision 042); null: the site title and the platform's MAIL_FROM. */
    mailFromName: mailFromNameSchema.nullable().default(null),
    mailFromAddress: mailAddressSchema.nullable().default(null),
    mailReplyTo: mailAddressSchema.nullable().default(null),
    supportEmail: mailAddressSchema.nullable().default(null),
    /** Uploaded legal documents (decision 043); versions are the server's, set at publish. */
    legalDocuments: legalDocumentsSchema.nullable().default(null).transform(withoutEmptyKinds),
  })
  .superRefine((draft, ctx) => {
    if (draft.liveChatEnabled && draft.liveChatScriptUrl === null) {
      ctx.addIssue({ code: 'custom', message: CONSOLE_KEY('liveChatUrlRequired'), path: ['liveChatScriptUrl'] });
    }
    if (draft.theme === 'theme-custom' && !draft.customColors) {
      ctx.addIssue({ code: 'custom', message: CONSOLE_KEY('customColorsRequired'), path: ['customColors'] });
    }
    if (draft.theme !== 'theme-custom' && draft.customColors) {
      ctx.addIssue({ code: 'custom', message: CONSOLE_KEY('customColorsUnused'), path: ['customColors'] });
    }
  });
export type HostDraft = z.output<typeof hostDraftSchema>;
export type HostDraftInput = z.input<typeof hostDraftSchema>;

/**
 * Saving a draft: the version the operator started from. The server refuses the save when the
 * host's version moved on meanwhile (another operator published), instead of overwriting.
 */
export const saveHostDraftSchema = z.strictObject({
  hostConfigId: idSchema,
  expectedVersion: z.number().int().positive(),
  draft: hostDraftSchema,
});
export type SaveHostDraft = z.output<typeof saveHostDraftSchema>;
export type SaveHostDraftInput = z.input<typeof saveHostDraftSchema>;

/** Kinds with no language left are dropped; no document at all is null. */
function withoutEmptyKinds(value: LegalDocuments | null): LegalDocuments | null {
  if (!value) return null;
  const out: LegalDocuments = {};
  for (const kind of legalDocumentKinds) {
    const files = value[kind];
    if (files && (files.pl || files.en)) out[kind] = files;
  }
  return Object.keys(out).length === 0 ? null : out;
}

/** The key the server answers a stale `expectedVersion` with (see {@link isStaleVersion}). */
export const STALE_VERSION_KEY = 'console:checks.staleVersion';

/** Whether a save must be refused: the host was published at another version since it was loaded. */
export function isStaleVersion(expectedVersion: number, currentVersion: number): boolean {
  return expectedVersion !== currentVersion;
}

/** The colours the portal would paint a draft in (custom colours win, spec §4). */
export function draftThemeColors(draft: Pick<HostDraft, 'theme' | 'customColors'>): ThemeColors {
  const { main, hover, highlight } = resolveThemeColors(
    draft.customColors
      ? `${draft.customColors.main},${draft.customColors.hover},${draft.customColors.highlight}`
      : null,
    draft.theme,
  );
  return { main, hover, highlight };
}

/** The colours the portal paints a published snapshot in (the edge's rule: custom colours win). */
export function snapshotThemeColors(snapshot: Pick<HostConfigSnapshot, 'theme' | 'adminConfiguration'>): ThemeColors {
  const admin = snapshot.adminConfiguration;
  const custom = isRecord(admin) && typeof admin.themeColors === 'string' ? admin.themeColors : null;
  const { main, hover, highlight } = resolveThemeColors(
    custom,
    snapshot.theme ? themeNameFromStored(snapshot.theme) : null,
  );
  return { main, hover, highlight };
}

/**
 * The contrast checks a publish must override with a reason (decision 037): those the new colours
 * fail, when the colours change at all (unchanged colours had their decision when they went live).
 * `live` null: nothing is live yet (a pending host going live, decision 038), so every failing
 * check counts.
 */
export function contrastChecksToOverride(live: ThemeColors | null, next: ThemeColors): ContrastCheck[] {
  const roles = ['main', 'hover', 'highlight'] as const;
  if (live && roles.every((role) => live[role].toLowerCase() === next[role].toLowerCase())) return [];
  return contrastReport(next).checks.filter((check) => !check.pass);
}

/* ------------------------------------------------------------------------------------------ */
/* Conversions.                                                                                */
/* ------------------------------------------------------------------------------------------ */

/** A stored per-language text as the editor holds it; anything of another shape is dropped. */
function textFromJson(value: unknown): { pl?: string; en?: string } | null {
  if (!isRecord(value)) return null;
  const out: { pl?: string; en?: string } = {};
  if (typeof value.pl === 'string') out.pl = value.pl;
  if (typeof value.en === 'string') out.en = value.en;
  return out.pl === undefined && out.en === undefined ? null : out;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function colorsFromThemeColors(value: unknown): CustomColors | null {
  if (typeof value !== 'string') return null;
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length !== 3) return null;
  const [main, hover, highlight] = parts as [string, string, string];
  return { main, hover, highlight };
}

/**
 * A revision (or the live row's snapshot) as the editor's draft input. Values keep their stored
 * text even when they fail today's rules, so the editor shows the error and the operator fixes
 * it; values of the wrong shape (a number where a text belongs, unknown admin keys) are dropped.
 * Parse the result with {@link hostDraftSchema} before saving.
 */
export function draftFromSnapshot(snapshot: HostConfigSnapshot): HostDraftInput {
  const admin = isRecord(snapshot.adminConfiguration) ? snapshot.adminConfiguration : {};
  const draftAdmin: Record<string, unknown> = {};
  for (const field of adminRefFields) draftAdmin[field] = stringOrNull(admin[field]);
  for (const field of adminTextFields) draftAdmin[field] = textFromJson(admin[field]);
  for (const field of panelColorFields) draftAdmin[field] = stringOrNull(admin[field]);
  const customColors = colorsFromThemeColors(admin.themeColors);
  return {
    hostname: snapshot.hostname,
    tenantId: snapshot.tenantId,
    language: snapshot.language,
    theme: snapshot.theme ? themeNameFromStored(snapshot.theme) : null,
    customColors,
    favicon: snapshot.favicon,
    logo: snapshot.logo,
    logoInverse: snapshot.logoInverse,
    investmentRisks: snapshot.investmentRisks,
    reg: snapshot.reg,
    privacyPolicy: snapshot.privacyPolicy,
    siteTitle: textFromJson(snapshot.siteTitle),
    headline: textFromJson(snapshot.headline),
    subheadline: textFromJson(snapshot.subheadline),
    campaignInvestButtonText: textFromJson(snapshot.campaignInvestButtonText),
    formInvestButtonText: textFromJson(snapshot.formInvestButtonText),
    consent2: textFromJson(snapshot.consent2),
    consent3: textFromJson(snapshot.consent3),
    equityPlaceholder: textFromJson(snapshot.equityPlaceholder),
    debtPlaceholder: textFromJson(snapshot.debtPlaceholder),
    admin: draftAdmin as HostDraftInput['admin'],
    investorPanelBlocked: snapshot.investorPanelBlocked,
    legalPersonsEnabled: snapshot.legalPersonsEnabled,
    liveChatEnabled: snapshot.liveChatEnabled,
    liveChatScriptUrl: snapshot.liveChatScriptUrl,
    mailFromName: snapshot.mailFromName,
    mailFromAddress: snapshot.mailFromAddress,
    mailReplyTo: snapshot.mailReplyTo,
    supportEmail: snapshot.supportEmail,
    legalDocuments: legalDocumentsSchema.safeParse(snapshot.legalDocuments).data ?? null,
  };
}

/**
 * A validated draft as the snapshot a revision stores (and the columns publish writes). The
 * admin configuration keeps only the fields that are set, in spec §3 order, with the custom
 * colours as `themeColors` ("main,hover,highlight"), so it also passes `adminConfigurationSchema`.
 */
export function snapshotFromDraft(draft: HostDraft): HostConfigSnapshot {
  const admin: Record<string, JsonValue> = {};
  const set = (field: string, value: JsonValue | null | undefined) => {
    if (value !== null && value !== undefined) admin[field] = value;
  };
  set('investmentRisks', draft.admin.investmentRisks);
  set('reg', draft.admin.reg);
  set('privacyPolicy', draft.admin.privacyPolicy);
  set('inviteText', draft.admin.inviteText);
  set('campaignInvestButtonText', draft.admin.campaignInvestButtonText);
  set('formInvestButtonText', draft.admin.formInvestButtonText);
  set('consent2', draft.admin.consent2);
  set('consent3', draft.admin.consent3);
  set('equityPlaceholder', draft.admin.equityPlaceholder);
  set('debtPlaceholder', draft.admin.debtPlaceholder);
  set('favicon', draft.admin.favicon);
  set('siteTitle', draft.admin.siteTitle);
  const colors = draft.customColors;
  set('themeColors', colors ? `${colors.main},${colors.hover},${colors.highlight}` : null);
  for (const field of panelColorFields) set(field, draft.admin[field]);
  return {
    hostname: draft.hostname,
    tenantId: draft.tenantId,
    language: draft.language,
    theme: draft.theme ? storedThemeName(draft.theme) : null,
    favicon: draft.favicon,
    siteTitle: draft.siteTitle,
    investmentRisks: draft.investmentRisks,
    reg: draft.reg,
    privacyPolicy: draft.privacyPolicy,
    campaignInvestButtonText: draft.campaignInvestButtonText,
    formInvestButtonText: draft.formInvestButtonText,
    consent2: draft.consent2,
    consent3: draft.consent3,
    equityPlaceholder: draft.equityPlaceholder,
    debtPlaceholder: draft.debtPlaceholder,
    logo: draft.logo,
    logoInverse: draft.logoInverse,
    headline: draft.headline,
    subheadline: draft.subheadline,
    adminConfiguration: admin,
    investorPanelBlocked: draft.investorPanelBlocked,
    legalPersonsEnabled: draft.legalPersonsEnabled,
    liveChatEnabled: draft.liveChatEnabled,
    liveChatScriptUrl: draft.liveChatScriptUrl,
    mailFromName: draft.mailFromName,
    mailFromAddress: draft.mailFromAddress,
    mailReplyTo: draft.mailReplyTo,
    supportEmail: draft.supportEmail,
    legalDocuments: draft.legalDocuments as JsonValue | null,
  };
}
