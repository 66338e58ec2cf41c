import '@mantine/notifications/styles.css';
import { getDefaultZIndex } from '@mantine/core';
import { Notifications } from '@mantine/notifications';

/** Spec 1 §9: notifications transition over 750 ms. */
export const NOTIFICATION_TRANSITION_MS = 750;

/**
 * Bottom right: the header is not fixed, and at the top of a page a stack in the top corner
 * covered its controls (sign-out, user guide, resources menu) for as long as it stayed.
 */
export const NOTIFICATION_POSITION = 'bottom-right';

/**
 * The single notification host, mounted once at the root. Show notices through `notify` in
 * src/lib/notify.ts. It sits above modals so a failure inside a dialog is still seen.
 */
export function AppNotifications() {
  return (
    <Notifications
      position={NOTIFICATION_POSITION}
      limit={5}
      transitionDuration={NOTIFICATION_TRANSITION_MS}
      zIndex={getDefaultZIndex('max')}
    />
  );
}
