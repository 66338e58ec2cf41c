import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/policy-editor/')({
  staticData: { title: 'Policy Editor' },
  component: () => (
    <NotBuiltYet
      title="Policy Editor"
      purpose="list DNS policies with search, sorting and the pending filter."
      specReference="Specification 2 (policies and threats) §2.1"
    />
  ),
});
