import { createFileRoute, redirect } from '@tanstack/react-router';

/** An unknown Threat Analysis tab path opens the default tab. */
export const Route = createFileRoute('/threats/$')({
  staticData: { title: 'Threat Analysis' },
  beforeLoad: () => {
    throw redirect({ to: '/threats/dns-logs-analysis', replace: true });
  },
});
