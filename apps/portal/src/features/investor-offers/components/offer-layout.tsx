import { Stack } from '@mantine/core';
import type { CampaignOffer } from '@wl/shared/schemas';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import classes from './offer-layout.module.css';
import { AdvisorCard, CampaignAbout, OfferHeader } from './offer-overview.tsx';
import { OfferTerms } from './offer-terms.tsx';

/**
 * One offer on one screen: the heading, then the campaign, the terms and the advisor beside what
 * the investor can do (`aside`). On a phone it is one column with the actions right after the
 * terms, or first (`asideFirst`: an investment in progress, whose next step matters most).
 */
export function OfferLayout({
  offer,
  aside,
  asideFirst = false,
  invitedEmail,
}: {
  offer: CampaignOffer;
  aside: ReactNode;
  asideFirst?: boolean;
  /** The invitee, shown on public links (whose visitor is not signed in). */
  invitedEmail?: string;
}) {
  return (
    <Stack gap="lg">
      <OfferHeader offer={offer} {...(invitedEmail ? { invitedEmail } : {})} />
      <div className={clsx(classes.layout, asideFirst && classes.asideFirst)}>
        <div className={classes.about}>
          <CampaignAbout offer={offer} />
        </div>
        <div className={classes.terms}>
          <OfferTerms terms={offer.product.terms} />
        </div>
        <div className={classes.advisor}>
          <AdvisorCard offer={offer} />
        </div>
        <Stack gap="md" className={classes.aside}>
          {aside}
        </Stack>
      </div>
    </Stack>
  );
}
