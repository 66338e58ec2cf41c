import type { Scenario } from './scenario';

/**
 * The Peace Corps, onboarded with no sources (its Dashboard says "Start building your
 * dashboard!"), registers its headquarters network: three sources from an hour and a half ago,
 * so the charts fill from the next whole hour, and a first-morning burst of ordinary lookups,
 * among them one unrated look-alike nothing blocks until a policy does.
 */
export const newAgency: Scenario = {
  id: 'new-agency',
  title: 'New agency',
  summary:
    'The Peace Corps, with no sources yet, gets its first source set of 3 sources from 90 minutes ago: its Dashboard fills with charts.',
  orgId: 'org-pc',
  sources: 3,
  domains: [
    { name: 'peacecorps.gov', contentCategory: 'Government & Politics' },
    { name: 'learning.peacecorps.gov', contentCategory: 'Government & Politics' },
    { name: 'peacecorps-volunteer-portal.com', contentCategory: 'Unknown' },
  ],
  recordType: 'A',
  shape: { kind: 'burst', queries: 240 },
  startAfterMinutes: -90,
  durationMinutes: 180,
  firstSources: {
    potentialOrgId: 'potential-pc',
    setName: 'Headquarters',
    description: 'Peace Corps headquarters, Washington',
    ipv4: ['161.203.40.10', '161.203.40.11'],
    ipv6: ['2610:f8:40::1'],
  },
};
