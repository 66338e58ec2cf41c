import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/organizations/dist/form')({
  staticData: { title: 'Distribution List Information' },
  component: () => <PlannedScreen path="/organizations/dist/form" />,
});
