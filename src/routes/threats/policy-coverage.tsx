import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/threats/policy-coverage')({
  staticData: { title: 'Policy Coverage' },
  component: () => (
    <NotBuiltYet
      title="Policy Coverage"
      purpose="show which policies cover a domain or IP address, singly or from a file."
      specReference="Specification 2 (policies and threats) §2.4"
    />
  ),
});
