import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { clearSessionExpired, sessionExpiredPending } from '@/lib/session/session-expiry.ts';

const NOTICE_ID = 'session-expired';
/** One notice at a time, whichever sign-in screen mounts first (and React's double effects). */
let showing = false;

/** Shows "your session has expired" on the sign-in screen the guard sent the user to. */
export function SessionExpiredNotice() {
  const { t } = useTranslation('app');
  useEffect(() => {
    if (showing || !sessionExpiredPending()) return;
    showing = true;
    notifications.show({
      id: NOTICE_ID,
      color: 'yellow',
      title: t('session.title'),
      message: t('session.expired'),
      onClose: () => {
        showing = false;
        clearSessionExpired();
      },
    });
  }, [t]);
  return null;
}
