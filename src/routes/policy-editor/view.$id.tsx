import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/policy-editor/view/$id')({
  staticData: { title: 'View Policy' },
  component: () => <PlannedScreen path="/policy-editor/view/$id" />,
});
