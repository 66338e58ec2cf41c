import { createFileRoute } from '@tanstack/react-router';
import { UserStep } from '@/features/organizations/onboarding/user-step';
import { requireCall } from '../../-guards';

/** Onboarding step 2: the first user; step 1's draft comes from sessionStorage. */
export const Route = createFileRoute('/organizations/onboard/contact')({
  staticData: { title: 'Add New Organization' },
  beforeLoad: requireCall('potentialOrg.approve'),
  component: UserStep,
});
