import { createFileRoute, redirect } from '@tanstack/react-router';

/** /threats opens its default tab. */
export const Route = createFileRoute('/threats/')({
  staticData: { title: 'Threat Analysis' },
  beforeLoad: () => {
    throw redirect({ to: '/threats/dns-logs-analysis', replace: true });
  },
});
