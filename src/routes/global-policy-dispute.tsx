import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';
import { requireAccess } from './-guards';

export const Route = createFileRoute('/global-policy-dispute')({
  staticData: { title: 'Global Policy Dispute' },
  beforeLoad: requireAccess('globalPolicyDispute'),
  component: () => <PlannedScreen path="/global-policy-dispute" />,
});
