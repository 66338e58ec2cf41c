import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/logs/viewer')({
  staticData: { title: 'DNS Logs' },
  component: () => <PlannedScreen path="/logs/viewer" />,
});
