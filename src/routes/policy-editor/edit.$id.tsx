import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';
import { requireAccess } from '../-guards';

export const Route = createFileRoute('/policy-editor/edit/$id')({
  staticData: { title: 'Edit Policy' },
  beforeLoad: requireAccess('policyEditing'),
  component: () => (
    <NotBuiltYet
      title="Edit Policy"
      purpose="edit a DNS policy, run impact analysis and submit it for approval."
      specReference="Specification 2 (policies and threats) §2.2"
    />
  ),
});
