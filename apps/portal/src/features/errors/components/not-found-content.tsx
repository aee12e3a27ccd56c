import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { ErrorMessage } from './error-message.tsx';

/** `cause`: an unmatched path ('Page not found'), or a route whose validation failed ('Page Not Found'). */
export function NotFoundContent({ path, cause = 'unmatched' }: { path: string; cause?: 'unmatched' | 'invalid' }) {
  const { t } = useTranslation();
  return (
    <ErrorMessage
      status="404"
      title={t('notFound.title')}
      actions={
        <Button component={Link} to={paths.home.getHref()}>
          {t('notFound.backHome')}
        </Button>
      }
    >
      <Text fw={600}>
        {cause === 'invalid' ? t('notFound.routeInvalid', { path }) : t('notFound.pageNotFound', { path })}
      </Text>
      <Text c="gray.7">{t('notFound.description')}</Text>
    </ErrorMessage>
  );
}
