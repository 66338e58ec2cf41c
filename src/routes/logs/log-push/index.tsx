import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/logs/log-push/')({
  component: () => <PlannedScreen path="/logs/log-push" />,
});
