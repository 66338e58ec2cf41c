import type { InformationBannerRecord, OrgRequestRecord } from '../db/schemas';
import type { Random } from './prng';

type RequestSeed = Omit<OrgRequestRecord, 'requestId'>;

const requestor = (email: string, firstName: string, lastName: string) => ({ email, firstName, lastName });

/** Three access requests waiting for a global operator and two already decided. */
const REQUESTS: readonly RequestSeed[] = [
  {
    requestor: requestor('aisha.thompson@usda.gov', 'Aisha', 'Thompson'),
    orgName: 'Department of Agriculture',
    dateReceived: '2026-11-12T15:42:10.000Z',
    status: 'pending',
    closedAt: null,
    closedBy: null,
  },
  {
    requestor: requestor('michael.chen@nrc.gov', 'Michael', 'Chen'),
    orgName: 'Nuclear Regulatory Commission',
    dateReceived: '2026-11-14T13:05:51.000Z',
    status: 'pending',
    closedAt: null,
    closedBy: null,
  },
  {
    requestor: requestor('laura.simmons@tcec.coop', 'Laura', 'Simmons'),
    orgName: 'Tri-County Electric Cooperative',
    dateReceived: '2026-11-15T19:27:03.000Z',
    status: 'pending',
    closedAt: null,
    closedBy: null,
  },
  {
    requestor: requestor('robert.hayes@ssa.gov', 'Robert', 'Hayes'),
    orgName: 'Social Security Administration',
    dateReceived: '2026-10-27T14:11:40.000Z',
    status: 'approved',
    closedAt: '2026-10-28T16:02:19.000Z',
    closedBy: 'priya.natarajan@cisa.dhs.gov',
  },
  {
    requestor: requestor('jdoe.security@gmail.com', 'John', 'Doe'),
    orgName: 'Unassigned',
    dateReceived: '2026-11-03T02:48:57.000Z',
    status: 'denied',
    closedAt: '2026-11-03T13:20:44.000Z',
    closedBy: 'marcus.reed@cisa.dhs.gov',
  },
];

export const REQUESTOR_EMAILS = REQUESTS.map((request) => request.requestor.email);

export const orgRequests = (random: Random): OrgRequestRecord[] =>
  REQUESTS.map((request) => ({ requestId: `req-${random.hex(12)}`, ...request, requestor: { ...request.requestor } }));

/** The banner the console shows is the newest; the older one shows that the list is ordered. */
export const INFORMATION_BANNERS: readonly InformationBannerRecord[] = [
  {
    id: 'banner-2026-10-log-delay',
    bannerType: 'warning',
    headerText: 'Resolved: delayed DNS log delivery',
    infoText:
      'DNS logs for October 1 between 02:00 and 05:30 ET were delivered up to three hours late. All logs have been delivered and no data was lost.',
    publishedAt: '2026-10-02T12:00:00.000Z',
  },
  {
    id: 'banner-2026-12-maintenance',
    bannerType: 'info',
    headerText: 'Scheduled maintenance Saturday, December 5',
    infoText:
      'The management console will be unavailable from 10:00 PM to 2:00 AM ET on Saturday, December 5 for scheduled maintenance. DNS resolution and filtering are not affected.',
    publishedAt: '2026-11-16T13:00:00.000Z',
  },
];
