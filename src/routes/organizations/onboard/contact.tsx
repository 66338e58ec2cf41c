import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';
import { requireAccess } from '../../-guards';

export const Route = createFileRoute('/organizations/onboard/contact')({
  beforeLoad: requireAccess('onboarding'),
  component: () => <PlannedScreen path="/organizations/onboard/contact" />,
});
