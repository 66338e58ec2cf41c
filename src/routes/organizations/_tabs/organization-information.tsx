import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/organizations/_tabs/organization-information')({
  component: () => (
    <NotBuiltYet
      title="Organization Information"
      purpose="show the organization's names and its management networks."
      specReference="Specification 1 (foundation) §2, Organization Information"
    />
  ),
});
