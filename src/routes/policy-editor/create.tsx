import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';
import { requireAccess } from '../-guards';

export const Route = createFileRoute('/policy-editor/create')({
  staticData: { title: 'Create Policy' },
  beforeLoad: requireAccess('policyEditing'),
  component: () => (
    <NotBuiltYet
      title="Create Policy"
      purpose="create a DNS policy and submit it for two-person approval."
      specReference="Specification 2 (policies and threats) §2.2"
    />
  ),
});
