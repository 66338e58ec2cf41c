import { createFileRoute } from '@tanstack/react-router';
import { policyQuery } from '@/api/policies/queries';
import { PolicyEditorPage } from '@/features/policies/editor/policy-editor-page';

export const Route = createFileRoute('/policy-editor/view/$id')({
  staticData: { title: 'View Policy' },
  // The policy comes from the service, not router state, so a reload or a link opens it too.
  loader: ({ context, params }) => {
    const { orgId, queryClient } = context;
    if (orgId) void queryClient.prefetchQuery(policyQuery({ orgId, id: params.id }));
  },
  component: function ViewPolicyRoute() {
    return <PolicyEditorPage mode="view" id={Route.useParams().id} />;
  },
});
