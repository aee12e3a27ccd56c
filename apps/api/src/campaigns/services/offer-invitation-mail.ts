import type { Prisma } from '@wl/db';
import {
  brandingDefaults,
  type CampaignData,
  campaignTranslation,
  inviteMessage,
  type Language,
  languages,
  resolveBranding,
  translate,
} from '@wl/shared';
import { formatMoney, formatNumber } from '@wl/shared/format';
import type { TenantContext } from '../../core/tenant-context.ts';
import { recipientLanguage } from '../../mail/mail-language.ts';
import type { MailTemplates } from '../../mail/render-mail.ts';
import { campaignData } from '../campaign-record.ts';

type ProductRow = Prisma.ProductGetPayload<object>;

/**
 * What the invitation mail of an offer says, and in which language (issue 19, decision 063):
 *
 * - the investor reads it, not the advisor: in the language of the screen the investor last used,
 *   else the host's (the advisor's screen says nothing about the investor's);
 * - it names the campaign (its name in that language), the product (name, code, terms) and the
 *   advisor who looks after the offer, so two products' invitations never read alike;
 * - the advisor's message is shown once (the host's invite text is no longer put before it: the
 *   form pre-fills the message with that very sentence).
 */
export async function offerInvitationMail(
  tx: Prisma.TransactionClient,
  tenant: TenantContext,
  invitation: { offerId: string; link: string; message: string },
): Promise<{ data: MailTemplates['offer-invitation']; language: Language }> {
  const offer = await tx.offer.findUniqueOrThrow({
    where: { id: invitation.offerId },
    select: {
      campaign: true,
      product: true,
      investor: { select: { userId: true } },
      ownerAdvisor: { select: { user: { select: { firstName: true, surname: true, email: true } } } },
    },
  });
  const language = await recipientLanguage(tx, tenant, offer.investor.userId);
  const data = campaignData(offer.campaign);
  const advisor = offer.ownerAdvisor.user;
  return {
    language,
    data: {
      link: invitation.link,
      advisorName: `${advisor.firstName} ${advisor.surname}`.trim() || advisor.email,
      campaignName: campaignTranslation(data, language).name,
      productName: offer.product.name,
      productCode: offer.product.code,
      productTerms: productTerms(offer.product, language),
      message: invitationMessage(invitation.message, tenant, offer.campaign.name, data, language),
    },
  };
}

/** "8,50 % a year, for 24 months, from 1 000,00 PLN": what tells one product's mail from another's. */
export function productTerms(product: ProductRow, language: Language): string {
  return translate(language, 'mail:offerInvitation.terms', {
    rate: formatNumber(product.interestPerYear.toString()),
    duration: translate(language, `common:duration.${product.durationUnit}`, { count: product.duration }),
    minimum: formatMoney(product.investmentValueMin.toString(), product.currency),
  });
}

const sameWords = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/**
 * The advisor's message as the investor reads it. The invitation form pre-fills it with the
 * host's invite text (spec §4) in the advisor's screen language, with the campaign's name in it;
 * sent unchanged, it is the host's sentence, so the investor gets that sentence in their own
 * language. Words the advisor wrote (or changed) go as written: nobody translates them.
 */
export function invitationMessage(
  message: string,
  tenant: Pick<TenantContext, 'branding'>,
  storedName: string,
  data: CampaignData,
  language: Language,
): string {
  const inviteTextIn = (textLanguage: Language, campaignName: string) =>
    inviteMessage(
      resolveBranding(tenant.branding, textLanguage, brandingDefaults(textLanguage)).texts.inviteText,
      campaignName,
    );
  const names = [storedName, ...languages.map((nameLanguage) => campaignTranslation(data, nameLanguage).name)];
  const prefilled = languages.some((textLanguage) =>
    names.some((name) => sameWords(message, inviteTextIn(textLanguage, name))),
  );
  return prefilled ? inviteTextIn(language, campaignTranslation(data, language).name) : message;
}
