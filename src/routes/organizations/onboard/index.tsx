import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';
import { requireAccess } from '../../-guards';

export const Route = createFileRoute('/organizations/onboard/')({
  beforeLoad: requireAccess('onboarding'),
  component: () => (
    <NotBuiltYet
      title="Onboard Organization"
      purpose="onboard a potential organization in two steps: organization information, then its first user."
      specReference="Specification 1 (foundation) §2, Onboarding"
    />
  ),
});
