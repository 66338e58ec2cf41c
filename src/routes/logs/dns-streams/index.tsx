import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/logs/dns-streams/')({
  staticData: { title: 'DNS Streams' },
  component: () => <PlannedScreen path="/logs/dns-streams" />,
});
