import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/logs/log-push/form')({
  staticData: { title: 'Connect a Service' },
  component: () => <PlannedScreen path="/logs/log-push/form" />,
});
