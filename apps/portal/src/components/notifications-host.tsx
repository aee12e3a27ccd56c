import { Notifications } from '@mantine/notifications';

/** Spec §9: notifications last 3000 ms and are 300 px wide. */
export const NOTIFICATION_AUTO_CLOSE_MS = 3000;
export const NOTIFICATION_WIDTH = 300;

/**
 * The notifications' container, in a chunk of its own that loads after the first screen
 * (decision 075): its transitions and portal are not part of the first load. A notification shown
 * before it mounts waits in Mantine's store and appears then.
 */
export default function NotificationsHost() {
  return <Notifications autoClose={NOTIFICATION_AUTO_CLOSE_MS} containerWidth={NOTIFICATION_WIDTH} />;
}
