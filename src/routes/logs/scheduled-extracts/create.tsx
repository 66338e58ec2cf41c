import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/logs/scheduled-extracts/create')({
  staticData: { title: 'Create Extract Schedule' },
  component: () => <PlannedScreen path="/logs/scheduled-extracts/create" />,
});
