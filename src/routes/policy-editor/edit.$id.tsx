import { createFileRoute } from '@tanstack/react-router';
import { policyQuery } from '@/api/policies/queries';
import { PolicyEditorPage } from '@/features/policies/editor/policy-editor-page';
import { requireAccess } from '../-guards';

export const Route = createFileRoute('/policy-editor/edit/$id')({
  staticData: { title: 'Edit Policy' },
  beforeLoad: requireAccess('policyEditing'),
  // The policy comes from the service, not router state, so a reload or a link opens it too.
  loader: ({ context, params }) => {
    const { orgId, queryClient } = context;
    if (orgId) void queryClient.prefetchQuery(policyQuery({ orgId, id: params.id }));
  },
  component: function EditPolicyRoute() {
    return <PolicyEditorPage mode="edit" id={Route.useParams().id} />;
  },
});
