import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/policy-editor/')({
  component: () => <PlannedScreen path="/policy-editor" />,
});
