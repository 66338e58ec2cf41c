import type { LogPushJobRecord } from '../db/log-records';
import type { OrgSeed } from './organizations';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Log push needs an organization with an account, other than Global (spec 3 §1): in the seed that
 * is Labor alone. It gets two jobs, an active S3 bucket that delivers every hour and a Splunk
 * collector that was disabled after its token stopped working (its health shows the error), so
 * Kevin Park can connect two more and meet the limit of 4.
 */
export function logPushJobs(orgs: readonly OrgSeed[], now: number): LogPushJobRecord[] {
  return orgs
    .filter((org) => org.accountId && org.orgName !== 'Global')
    .flatMap((org) => {
      const slug = org.acronym.toLowerCase();
      return [
        {
          orgId: org.orgId,
          id: `lp-${slug}-1`,
          jobName: `${slug}-s3-archive`,
          type: 'S3' as const,
          enabled: true,
          verified: true,
          accessKey: 'AKIAQ4X7RM2EXAMPLE01',
          bucketPath: `${slug}-pdns-logs/resolver`,
          region: 'us-gov-west-1',
          endpointUrl: 's3.us-gov-west-1.amazonaws.com',
          createdAt: iso(now - 40 * DAY),
          enabledAt: iso(now - 40 * DAY),
          disabledAt: null,
          refusingSince: null,
        },
        {
          orgId: org.orgId,
          id: `lp-${slug}-2`,
          jobName: `${slug}-splunk-soc`,
          type: 'Splunk' as const,
          enabled: false,
          verified: true,
          url: `https://http-inputs-${slug}.splunkcloud.com:443`,
          channelID: '6f1c2a9e-58b4-4d3e-9a0f-2b7c1d4e8a35',
          sourceType: 'pdns:dns',
          useInsecureSkipVerifyOption: false,
          createdAt: iso(now - 30 * DAY),
          enabledAt: iso(now - 30 * DAY),
          disabledAt: iso(now - 2 * DAY),
          refusingSince: iso(now - 3 * DAY - 5 * 3_600_000),
        },
      ];
    });
}
