import type { Scenario } from './scenario';

/**
 * Look-alikes of the Department of Agriculture's domain asked from a few of its sources in a
 * burst: the rated ones are blocked by the provider's Known Bad Domains, the newly seen ones only
 * logged, and the unrated one resolves until a policy names it.
 */
export const phishing: Scenario = {
  id: 'phishing',
  title: 'Phishing campaign',
  summary: 'Look-alike domains of usda.gov asked from five sources in a burst: 45 minutes from half an hour ago.',
  orgId: 'org-usda',
  sources: 5,
  domains: [
    { name: 'usda-gov-login.com', contentCategory: 'Business', securityCategory: 'Phishing' },
    { name: 'secure-usda-portal.net', contentCategory: 'Business', securityCategory: 'Phishing' },
    { name: 'usda-benefits-verify.info', contentCategory: 'Business', securityCategory: 'Newly Seen Domains' },
    { name: 'usdagov-payroll.co', contentCategory: 'Business', securityCategory: 'Newly Seen Domains' },
    { name: 'usda-fsa-grants.support', contentCategory: 'Business' },
  ],
  recordType: 'A',
  shape: { kind: 'burst', queries: 600 },
  startAfterMinutes: -30,
  durationMinutes: 45,
};
