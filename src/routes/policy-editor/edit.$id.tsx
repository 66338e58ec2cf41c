import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/features/areas/planned-screen';
import { requireAccess } from '../-guards';

export const Route = createFileRoute('/policy-editor/edit/$id')({
  staticData: { title: 'Edit Policy' },
  beforeLoad: requireAccess('policyEditing'),
  component: () => <PlannedScreen path="/policy-editor/edit/$id" />,
});
