import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { DnsLogsScreen } from '@/features/logs/viewer/dns-logs-screen';
import { requireCall } from '../-guards';

/** A link prefills the form (the threat charts link here): a name, a UTC day, an organization. */
const searchSchema = v.object({
  name: v.optional(v.pipe(v.string(), v.maxLength(253))),
  date: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
  orgId: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

export const Route = createFileRoute('/logs/viewer')({
  staticData: { title: 'DNS Logs' },
  beforeLoad: requireCall('logQuery.previewStatus'),
  // Field by field: a link with one bad value still prefills the others.
  validateSearch: (search) => {
    const out: v.InferOutput<typeof searchSchema> = {};
    for (const key of ['name', 'date', 'orgId'] as const) {
      const parsed = v.safeParse(searchSchema.entries[key], search[key]);
      if (parsed.success && parsed.output !== undefined) out[key] = parsed.output;
    }
    return out;
  },
  component: function DnsLogsRoute() {
    return <DnsLogsScreen search={Route.useSearch()} />;
  },
});
