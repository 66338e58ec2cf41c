import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/organizations/_tabs/alert-set')({
  staticData: { title: 'Alert Sets' },
  component: () => (
    <NotBuiltYet
      title="Alert Sets"
      purpose="list the alert sets of each organization, with add, view and delete."
      specReference="Specification 1 (foundation) §2, Alert Sets"
    />
  ),
});
