import { notifications } from '@mantine/notifications';
import { redirect } from '@tanstack/react-router';
import { mayCall } from '@/api/access';
import type { SessionContext } from '@/api/session/router-context';

/**
 * Spec 3 §2: the schedule editor is for reporting managers; anyone else is sent to the extracts
 * list (which sends those who may not see it on to their first Logs tab), notifications closed.
 */
export function requireExtractManager({ context }: { context: SessionContext }) {
  requireCall('logQuery.create', context);
}

/**
 * Spec 3 §6: "others get read-only fields". A schedule is viewed by everyone who may read the
 * extracts (its fields are read-only for all but reporting managers, in the editor itself).
 */
export function requireExtractReader({ context }: { context: SessionContext }) {
  requireCall('logQuery.list', context);
}

function requireCall(call: 'logQuery.create' | 'logQuery.list', { principal }: SessionContext) {
  if (!principal) return;
  if (!mayCall(call, principal)) {
    notifications.clean();
    throw redirect({ to: '/logs/scheduled-extracts', replace: true });
  }
}
