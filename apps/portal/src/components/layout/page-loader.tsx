import { Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './page-shell.module.css';

/** Shown while a route's chunk loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className={classes.loader} role="status">
      <Loader size="sm" color="brand" />
      <VisuallyHidden>{t('layout.loading')}</VisuallyHidden>
    </div>
  );
}
