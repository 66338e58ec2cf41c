import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYet } from '@/components/not-built-yet';

export const Route = createFileRoute('/logs/log-push/')({
  staticData: { title: 'DNS Log Push' },
  component: () => (
    <NotBuiltYet
      title="DNS Log Push"
      purpose="list the services DNS logs are pushed to, with enable, disable and delete."
      specReference="Specification 3 (logs and dashboards), DNS Log Push list"
    />
  ),
});
