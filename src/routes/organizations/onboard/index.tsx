import { createFileRoute } from '@tanstack/react-router';
import { OrganizationStep } from '@/features/organizations/onboarding/organization-step';
import { requireCall } from '../../-guards';

/** Onboarding step 1; step 2 is /organizations/onboard/contact. */
export const Route = createFileRoute('/organizations/onboard/')({
  staticData: { title: 'Add New Organization' },
  beforeLoad: requireCall('potentialOrg.approve'),
  component: OrganizationStep,
});
