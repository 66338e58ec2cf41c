import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/organizations/user/view')({
  component: () => <PlannedScreen path="/organizations/user/view" />,
});
