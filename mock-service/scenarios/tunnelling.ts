import type { Scenario } from './scenario';

/**
 * Data leaving a General Services Administration host as long random TXT labels under one
 * unrated domain, two a minute for two hours: nothing blocks it until a policy names the domain.
 */
export const tunnelling: Scenario = {
  id: 'tunnelling',
  title: 'DNS tunnelling',
  summary: 'Long random TXT lookups under one domain from one source, 120 an hour for 2 hours, from 20 minutes ago.',
  orgId: 'org-gsa',
  sources: 1,
  domains: [{ name: 'cdn-sync-metrics.net', contentCategory: 'Unknown' }],
  recordType: 'TXT',
  shape: { kind: 'randomLabels', perHour: 120, labelLength: 48 },
  startAfterMinutes: -20,
  durationMinutes: 120,
};
