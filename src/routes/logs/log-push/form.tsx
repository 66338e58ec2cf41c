import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LogPushPage } from '@/features/logs/log-push/log-push-page';

/** The job id travels in the search parameters (spec 3 §2: "state is passed by the job id"). */
const logPushSearch = v.object({ id: v.optional(v.pipe(v.string(), v.maxLength(64))) });

export const Route = createFileRoute('/logs/log-push/form')({
  staticData: { title: 'Connect a Service' },
  validateSearch: logPushSearch,
  component: function LogPushRoute() {
    return <LogPushPage id={Route.useSearch().id} />;
  },
});
