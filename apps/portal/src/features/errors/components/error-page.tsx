import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { PageShell } from '@/components/layout/page-shell.tsx';
import { paths } from '@/config/paths.ts';
import { ErrorMessage } from './error-message.tsx';
import { NotFoundContent } from './not-found-content.tsx';

const NOT_FOUND = 404;
const INTERNAL_SERVER_ERROR = 500;

/**
 * The router's error boundary (spec §2): a 404 response shows the not-found page, anything
 * else (a render error, a chunk that failed to load) the generic error page.
 */
export function ErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === NOT_FOUND) {
    return (
      <PageShell>
        <NotFoundContent path={pathname} />
      </PageShell>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : INTERNAL_SERVER_ERROR;
  return (
    <PageShell>
      <ErrorMessage
        status={String(status)}
        title={t('errorPage.title')}
        actions={
          <>
            <Button onClick={() => window.location.reload()}>{t('errorPage.reload')}</Button>
            <Button component={Link} to={paths.home.getHref()} variant="default">
              {t('errorPage.backHome')}
            </Button>
          </>
        }
      >
        <Text c="gray.7">{t('errorPage.description')}</Text>
      </ErrorMessage>
    </PageShell>
  );
}
