import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionStore } from '@/api/session/store';
import { defaultLogsTab } from '../-guards';

/** An unknown Logs tab path opens the default tab. */
export const Route = createFileRoute('/logs/$')({
  beforeLoad: () => {
    throw redirect({ to: defaultLogsTab(sessionStore.get().principal), replace: true });
  },
});
