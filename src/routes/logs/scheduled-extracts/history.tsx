import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/logs/scheduled-extracts/history')({
  staticData: { title: 'Extract History' },
  component: () => <PlannedScreen path="/logs/scheduled-extracts/history" />,
});
