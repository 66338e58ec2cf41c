import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/logs/log-push/')({
  staticData: { title: 'DNS Log Push' },
  component: () => <PlannedScreen path="/logs/log-push" />,
});
