import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from './error-message.tsx';

/** Where a visitor with a broken link gets a new one (a route of the same kind of link). */
export type NewLink = { to: string; labelKey: 'invalidLink.newSignInLink' | 'invalidLink.newPasswordLink' };

/**
 * A link from a mail whose token cannot be one (cut when copied, or mangled): not a missing page
 * but a broken link, so it says so and where a new one comes from (issue 19). Without `newLink`
 * the link is one an advisor sends (an offer, a KYC form): the advisor is asked for it again.
 */
export function InvalidLinkContent({ newLink }: { newLink?: NewLink | undefined }) {
  const { t } = useTranslation();
  return (
    <ErrorMessage
      status="404"
      title={t('invalidLink.title')}
      actions={
        newLink ? (
          <Button component={Link} to={newLink.to}>
            {t(newLink.labelKey)}
          </Button>
        ) : null
      }
    >
      <Text fw={600}>{t('invalidLink.description')}</Text>
      {newLink ? null : <Text c="gray.7">{t('invalidLink.askAdvisor')}</Text>}
    </ErrorMessage>
  );
}
