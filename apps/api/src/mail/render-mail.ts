import {
  brandingDefaults,
  type HostBranding,
  type Language,
  readableTextOn,
  resolveBranding,
  translate,
} from '@wl/shared';

/** The mails of the platform and the values each needs. */
export interface MailTemplates {
  'investor-login-link': { link: string };
  'advisor-activation': { link: string; firstName: string };
  'password-reset': { link: string };
  /**
   * An offer of one product (issue 19): who sends it, the campaign and product it is for (name,
   * code and terms, so two products' mails differ), and the advisor's message, shown once.
   */
  'offer-invitation': {
    link: string;
    advisorName: string;
    campaignName: string;
    productName: string;
    productCode: string;
    productTerms: string;
    message: string;
  };
  /**
   * A reminder about a stalled offer (issue 20, item 4; decision 072): the campaign and product it
   * is about, what the investor should do next in that stall (`nextStep`, already in the mail's
   * language) and the advisor who looks after the offer.
   */
  'offer-reminder': {
    link: string;
    advisorName: string;
    campaignName: string;
    productName: string;
    productCode: string;
    nextStep: string;
  };
  /** `advisorName`: who sends the KYC invitation; `message`: the advisor's own words. */
  'kyc-invitation': { link: string; advisorName: string; message: string };
  /** Sent from the console to check a host's sender and branding (decision 042); `operator`: who asked. */
  'test-mail': { link: string; operator: string };
  /** A console operator is invited (decision 046): `role` in words, `invitedBy` the inviting admin's e-mail. */
  'operator-invitation': { link: string; role: string; invitedBy: string };
  /** An admin reset a console operator's access (decision 046). */
  'operator-password-reset': { link: string; resetBy: string };
}
export type MailTemplate = keyof MailTemplates;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** A link in a mail is an absolute http(s) URL; a path is taken as one on the host's portal. */
function mailLink(origin: string, link: string): string {
  const url = link.startsWith('/') && !link.startsWith('//') ? `${origin}${link}` : link;
  if (!/^https?:\/\/[^\s"'<>]+$/i.test(url)) throw new Error(`Not a link a mail may carry: ${link}`);
  return url;
}

const keys: Record<MailTemplate, string> = {
  'investor-login-link': 'investorLoginLink',
  'advisor-activation': 'advisorActivation',
  'password-reset': 'passwordReset',
  'offer-invitation': 'offerInvitation',
  'offer-reminder': 'offerReminder',
  'kyc-invitation': 'kycInvitation',
  'test-mail': 'testMail',
  'operator-invitation': 'operatorInvitation',
  'operator-password-reset': 'operatorPasswordReset',
};

/**
 * A mail in the host's branding (logo, main colour, site title) and language. Every value that
 * comes from a person or a host is escaped; links are the only markup a mail carries.
 */
export function renderMail<T extends MailTemplate>(
  template: T,
  data: MailTemplates[T],
  context: {
    branding: HostBranding;
    language: Language;
    origin: string;
    redact?: boolean;
    supportEmail?: string | null;
    replyTo?: string | null;
    /** The title in the header and the texts instead of the host's (the console's own mails). */
    siteTitle?: string;
  },
): RenderedMail {
  const { language, origin } = context;
  const resolved = resolveBranding(context.branding, language, brandingDefaults(language));
  const siteTitle = context.siteTitle ?? resolved.texts.siteTitle;
  const values = { ...(data as Record<string, string>), siteTitle };
  const key = `mail:${keys[template]}`;
  const subject = translate(language, `${key}.subject`, values);
  const greeting = translate(language, `${key}.greeting`, values);
  const body = translate(language, `${key}.body`, values);
  const action = translate(language, `${key}.action`, values);
  const note = translate(language, `${key}.note`, values);
  const copyLink = translate(language, 'mail:copyLink', values);
  // With a Reply-To (decision 042) replies are welcome: the footer says where they go.
  const footer = context.replyTo
    ? translate(language, 'mail:footerReplies', { ...values, replyTo: context.replyTo })
    : translate(language, 'mail:footer', values);
  // The host's support address (decision 042): a mailto link in HTML, the address in plain text.
  const support = context.supportEmail ?? null;
  const supportLead = translate(language, 'mail:supportLead');
  const supportText = support ? `${supportLead} ${support}` : null;
  const supportHtml = support
    ? `<br>${escapeHtml(supportLead)} <a href="mailto:${escapeHtml(support)}" style="color:#374151">${escapeHtml(support)}</a>`
    : '';
  // The outbox's copy carries no working link (decision 032): the button and the address say it was removed.
  const link = context.redact ? translate(language, 'mail:linkRemoved') : mailLink(origin, data.link);
  const href = context.redact ? '#' : link;
  const main = resolved.colors.main;
  const logo = resolved.logo ? absolute(origin, resolved.logo) : null;
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${main};height:6px"></td></tr>
<tr><td style="padding:24px 32px 8px">${logo ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(siteTitle)}" height="40">` : `<strong style="font-size:18px">${escapeHtml(siteTitle)}</strong>`}</td></tr>
<tr><td style="padding:8px 32px;font-size:15px;line-height:1.5"><p>${escapeHtml(greeting)}</p><p style="white-space:pre-line">${escapeHtml(body)}</p></td></tr>
<tr><td style="padding:8px 32px 16px"><a href="${escapeHtml(href)}" style="display:inline-block;background:${main};color:${readableTextOn(main)};padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action)}</a></td></tr>
<tr><td style="padding:0 32px 24px;font-size:13px;color:#4b5563"><p>${escapeHtml(note)}</p><p>${escapeHtml(copyLink)}<br><span style="word-break:break-all">${escapeHtml(link)}</span></p></td></tr>
<tr><td style="padding:16px 32px;background:#f9fafb;font-size:12px;color:#6b7280">${escapeHtml(footer)}${supportHtml}</td></tr>
</table></td></tr></table></body></html>`;
  // The plain part has no button: the link follows the action, and the signature delimiter is "-- ".
  const text = `${greeting}\n\n${body}\n\n${action}:\n${link}\n\n${note}\n\n-- \n${footer}\n${supportText ? `${supportText}\n` : ''}`;
  return { subject, html, text };
}
