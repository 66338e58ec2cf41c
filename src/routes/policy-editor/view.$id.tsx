import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/policy-editor/view/$id')({
  staticData: { title: 'View Policy' },
  component: () => (
    <NotBuiltYet
      title="View Policy"
      purpose="show a DNS policy, its status history and impact analysis."
      specReference="Specification 2 (policies and threats) §2.2"
    />
  ),
});
