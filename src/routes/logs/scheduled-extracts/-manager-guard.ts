import { notifications } from '@mantine/notifications';
import { redirect } from '@tanstack/react-router';
import { mayCall } from '@/api/access';
import { sessionStore } from '@/api/session/store';

/**
 * Spec 3 §2: the schedule editor is for reporting managers; anyone else is sent to the extracts
 * list (which sends those who may not see it on to their first Logs tab), notifications closed.
 */
export function requireExtractManager() {
  const { status, principal } = sessionStore.get();
  if (status !== 'signedIn' || !principal) return;
  if (!mayCall('logQuery.create', principal)) {
    notifications.clean();
    throw redirect({ to: '/logs/scheduled-extracts', replace: true });
  }
}
