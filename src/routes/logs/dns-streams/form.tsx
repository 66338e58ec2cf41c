import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/logs/dns-streams/form')({
  staticData: { title: 'DNS Stream' },
  component: () => <PlannedScreen path="/logs/dns-streams/form" />,
});
