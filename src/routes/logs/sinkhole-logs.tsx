import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/logs/sinkhole-logs')({
  component: () => <PlannedScreen path="/logs/sinkhole-logs" />,
});
