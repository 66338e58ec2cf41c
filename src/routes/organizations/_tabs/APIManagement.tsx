import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/organizations/_tabs/APIManagement')({
  staticData: { title: 'API Management' },
  component: () => (
    <NotBuiltYet
      title="API Management"
      purpose="create and delete API access keys."
      specReference="Specification 1 (foundation) §2, API Management"
    />
  ),
});
