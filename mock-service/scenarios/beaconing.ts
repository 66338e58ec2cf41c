import type { Scenario } from './scenario';

/**
 * One Department of Energy workstation calls home every five minutes for six hours: a
 * command-and-control name the intel feed attributes to a botnet, blocked by Known Bad Domains.
 */
export const beaconing: Scenario = {
  id: 'beaconing',
  title: 'Malware beaconing',
  summary: 'One source asks a command-and-control domain every 5 minutes for 6 hours, from an hour ago.',
  orgId: 'org-doe',
  sources: 1,
  domains: [
    {
      name: 'upd-telemetry-sync.xyz',
      contentCategory: 'Unknown',
      securityCategory: 'Command and Control & Botnet',
      threat: 'Emotet',
    },
  ],
  recordType: 'A',
  shape: { kind: 'period', everyMinutes: 5 },
  startAfterMinutes: -60,
  durationMinutes: 360,
};
