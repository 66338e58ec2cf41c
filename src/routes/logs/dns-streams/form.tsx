import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { StreamPage } from '@/features/logs/streams/stream-page';

/** View mode takes the stream id in the search parameters (the spec's route state), so it survives a reload. */
const streamSearch = v.object({ id: v.optional(v.pipe(v.string(), v.maxLength(64))) });

export const Route = createFileRoute('/logs/dns-streams/form')({
  staticData: { title: 'DNS Stream' },
  validateSearch: streamSearch,
  component: function StreamRoute() {
    return <StreamPage id={Route.useSearch().id} />;
  },
});
