import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/organizations/_tabs/dist')({
  staticData: { title: 'Distribution Lists' },
  component: () => <PlannedScreen path="/organizations/dist" />,
});
