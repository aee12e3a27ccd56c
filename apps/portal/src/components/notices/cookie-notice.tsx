import { Button, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenStore } from '@/lib/session/token-store.ts';
import classes from './cookie-notice.module.css';

/** The dismissal is remembered per host (local storage is per origin; the key names the host too). */
export function cookieNoticeKey(host: string = window.location.host): string {
  return `cookieNoticeDismissed:${host}`;
}

export function isCookieNoticeDismissed(host?: string): boolean {
  return tokenStore.read(cookieNoticeKey(host)) === '1';
}

/** The cookie notice of spec §2: the portal keeps only what it needs to work (session, language). */
export function CookieNotice() {
  const { t } = useTranslation('app');
  const [dismissed, setDismissed] = useState(isCookieNoticeDismissed);
  if (dismissed) return null;
  const dismiss = () => {
    tokenStore.write(cookieNoticeKey(), '1');
    setDismissed(true);
  };
  return (
    <Paper component="aside" aria-label={t('cookies.label')} className={classes.cookieNotice} shadow="lg" withBorder>
      <div className={classes.cookieInner}>
        <Text size="sm">{t('cookies.text')}</Text>
        <Button size="sm" onClick={dismiss} className={classes.cookieButton}>
          {t('cookies.accept')}
        </Button>
      </div>
    </Paper>
  );
}
