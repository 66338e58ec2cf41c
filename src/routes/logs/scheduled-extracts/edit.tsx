import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/logs/scheduled-extracts/edit')({
  staticData: { title: 'Edit Extract Schedule' },
  component: () => <PlannedScreen path="/logs/scheduled-extracts/edit" />,
});
