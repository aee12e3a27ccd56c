import type { Language } from '../config/fields.ts';
import { legalDocumentKinds, legalDocumentPath, legalLinkField } from '../config/legal-documents.ts';
import {
  type BrandingDefaults,
  brandingTextKeys,
  DEFAULT_FAVICON,
  LINK_PLACEHOLDER,
  resolveLink,
  resolveText,
} from '../config/resolve-branding.ts';
import { brandingDefaults } from '../i18n/core.ts';
import {
  adminRefFields,
  adminTextFields,
  draftThemeColors,
  type HostDraft,
  type HostDraftInput,
} from './host-draft.ts';

/*
 * The two layers of a host's texts and links (spec §4: admin configuration → landing data →
 * translated default), as the editor shows them (issue 17, item 2): per field and language, what
 * visitors get and which layer it comes from.
 */

/** `document`: an uploaded legal document, which wins over the link layers (decision 043). */
export type LayerSource = 'document' | 'admin' | 'landing' | 'default';

/**
 * Texts with both layers: the admin configuration's value wins over the landing data's. Every
 * admin text except the invite text, which has no landing layer.
 */
export const layeredTextFields = adminTextFields.filter(
  (field): field is Exclude<(typeof adminTextFields)[number], 'inviteText'> => field !== 'inviteText',
);
export type LayeredTextField = (typeof layeredTextFields)[number];

/** Links and the favicon: the admin configuration's value wins over the landing data's (each has both layers). */
export const layeredRefFields = adminRefFields;
export type LayeredRefField = (typeof layeredRefFields)[number];

type Text = { pl?: string | undefined; en?: string | undefined } | null | undefined;

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function adminOf(draft: HostDraftInput): Record<string, unknown> {
  return (draft.admin ?? {}) as Record<string, unknown>;
}

/** What visitors get for a two-layer text in one language, and the layer that gives it. */
export function effectiveText(
  draft: HostDraftInput,
  field: LayeredTextField,
  language: Language,
  defaults: BrandingDefaults = brandingDefaults(language),
): { value: string; source: LayerSource } {
  const admin = adminOf(draft)[field] as Text;
  const landing = draft[field] as Text;
  if (present(admin?.[language])) return { value: admin[language] as string, source: 'admin' };
  if (present(landing?.[language])) return { value: landing[language] as string, source: 'landing' };
  return { value: defaults[field], source: 'default' };
}

/** What visitors get for a link or the favicon, and the layer that gives it. */
export function effectiveRef(draft: HostDraftInput, field: LayeredRefField): { value: string; source: LayerSource } {
  const kind = legalDocumentKinds.find((candidate) => legalLinkField[candidate] === field);
  const files = kind ? draft.legalDocuments?.[kind] : undefined;
  const documentLanguage = files?.[draft.language] ? draft.language : files?.pl ? 'pl' : files?.en ? 'en' : null;
  if (kind && documentLanguage) return { value: legalDocumentPath(kind, documentLanguage), source: 'document' };
  const admin = adminOf(draft)[field] as string | null | undefined;
  const landing = draft[field];
  const value = resolveLink(admin, landing);
  const source: LayerSource = present(admin) ? 'admin' : present(landing) ? 'landing' : 'default';
  if (source === 'default') return { value: field === 'favicon' ? DEFAULT_FAVICON : LINK_PLACEHOLDER, source };
  return { value, source };
}

/**
 * Everything of a draft that visitors can tell apart, resolved: every text in both languages,
 * links, images, colours, language and flags. Two drafts with equal visible values look the same
 * on every page, whatever their layers hold.
 */
export function visibleValues(draft: HostDraftInput): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const admin = adminOf(draft);
  for (const language of ['pl', 'en'] as const) {
    const defaults = brandingDefaults(language);
    for (const key of brandingTextKeys) {
      const landing = key === 'inviteText' ? null : (draft[key] as Text);
      out[`${key}.${language}`] = resolveText(admin[key] as Text as never, landing as never, language, defaults[key]);
    }
  }
  for (const field of layeredRefFields) out[field] = effectiveRef(draft, field).value;
  out.logo = present(draft.logo) ? draft.logo : null;
  out.logoInverse = present(draft.logoInverse) ? draft.logoInverse : null;
  out.colors = draftThemeColors(draft as HostDraft);
  for (const field of [
    'investorPanelHeaderColor',
    'investorPanelDescriptionColor',
    'advisorPanelHeaderColor',
    'advisorPanelDescriptionColor',
  ]) {
    out[field] = admin[field] ?? null;
  }
  // Each legal document by its content: a new file is a new version investors accept (decision 043).
  out.legalDocuments = legalDocumentKinds.flatMap((kind) =>
    (['pl', 'en'] as const).map((language) => draft.legalDocuments?.[kind]?.[language]?.sha256 ?? null),
  );
  out.language = draft.language;
  out.investorPanelBlocked = draft.investorPanelBlocked;
  out.legalPersonsEnabled = draft.legalPersonsEnabled;
  // What the portal loads: an off chat's kept URL changes nothing visitors get.
  out.liveChat = draft.liveChatEnabled ? (draft.liveChatScriptUrl?.trim() ?? null) : null;
  // What a mail's recipient sees of the sender.
  out.mailSender = [draft.mailFromName, draft.mailFromAddress, draft.mailReplyTo, draft.supportEmail].map(
    (value) => value?.trim() || null,
  );
  return out;
}

/** The visible values that differ between two drafts (`siteTitle.en`, `colors`, …), in order. */
export function visibleChanges(before: HostDraftInput, after: HostDraftInput): string[] {
  const a = visibleValues(before);
  const b = visibleValues(after);
  return Object.keys(b).filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}
