import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/threats/policy-gap-analysis')({
  staticData: { title: 'Policy Gap Analysis' },
  component: () => <PlannedScreen path="/threats/policy-gap-analysis" />,
});
