import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/policy-editor/')({
  staticData: { title: 'Policy Editor' },
  component: () => <PlannedScreen path="/policy-editor" />,
});
