import { createFileRoute } from '@tanstack/react-router';
import { TesterScreen } from '@/features/threats/tester/tester-screen';
import { testerSearchSchema } from '@/features/threats/tester/tester-search';
import { requireCall } from '../-guards';

export const Route = createFileRoute('/threats/policy-tester')({
  staticData: { title: 'Policy Tester' },
  beforeLoad: requireCall('policy.test'),
  validateSearch: testerSearchSchema,
  component: function PolicyTesterRoute() {
    const navigate = Route.useNavigate();
    return <TesterScreen search={Route.useSearch()} onTest={(search) => void navigate({ search })} />;
  },
});
