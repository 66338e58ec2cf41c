import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';
import { requireAccess } from '../../-guards';

export const Route = createFileRoute('/organizations/onboard/contact')({
  beforeLoad: requireAccess('onboarding'),
  component: () => (
    <NotBuiltYet
      title="Assign user"
      purpose="create the first user of the organization being onboarded."
      specReference="Specification 1 (foundation) §2, Onboarding"
    />
  ),
});
