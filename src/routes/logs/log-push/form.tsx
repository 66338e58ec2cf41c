import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/logs/log-push/form')({
  staticData: { title: 'Connect a Service' },
  component: () => (
    <NotBuiltYet
      title="Connect a Service"
      purpose="connect an external destination that DNS logs are pushed to and check its token."
      specReference="Specification 3 (logs and dashboards), DNS Log Push detail"
    />
  ),
});
