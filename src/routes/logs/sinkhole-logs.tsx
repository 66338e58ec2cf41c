import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/logs/sinkhole-logs')({
  staticData: { title: 'Sinkhole Logs' },
  component: () => <PlannedScreen path="/logs/sinkhole-logs" />,
});
