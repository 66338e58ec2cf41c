import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';

export const Route = createFileRoute('/organizations/_tabs/APIManagement')({
  staticData: { title: 'API Management' },
  component: () => <PlannedScreen path="/organizations/APIManagement" />,
});
