import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/logs/log-push/form')({
  component: () => <PlannedScreen path="/logs/log-push/form" />,
});
