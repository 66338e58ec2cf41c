import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/threats/policy-coverage')({
  staticData: { title: 'Policy Coverage' },
  component: () => <PlannedScreen path="/threats/policy-coverage" />,
});
