import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/logs/scheduled-extracts/')({
  staticData: { title: 'Scheduled Extracts' },
  component: () => <PlannedScreen path="/logs/scheduled-extracts" />,
});
