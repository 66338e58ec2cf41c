import { createFileRoute } from '@tanstack/react-router';
import { PolicyEditorPage } from '@/features/policies/editor/policy-editor-page';
import { requireAccess } from '../-guards';

export const Route = createFileRoute('/policy-editor/create')({
  staticData: { title: 'Create Policy' },
  beforeLoad: requireAccess('policyEditing'),
  component: () => <PolicyEditorPage mode="create" />,
});
