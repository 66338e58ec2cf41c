import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/threats/dns-logs-analysis')({
  staticData: { title: 'DNS Logs Analysis' },
  component: () => <PlannedScreen path="/threats/dns-logs-analysis" />,
});
