import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionStore } from '@/api/session/store';
import { defaultLogsTab } from '../-guards';

/** An unknown Logs tab path opens the default tab. */
export const Route = createFileRoute('/logs/$')({
  staticData: { title: 'Logs' },
  beforeLoad: () => {
    // The default depends on the user's roles: decide once signed in (the router re-validates then).
    const { principal } = sessionStore.get();
    if (principal) throw redirect({ to: defaultLogsTab(principal), replace: true });
  },
});
