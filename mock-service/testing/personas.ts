/** The seeded personas' e-mails by what they stand for, so tests read as the scenarios they check. */
export const PERSONA = {
  globalAdmin: 'olivia.bennett@cisa.dhs.gov',
  globalUserManager: 'marcus.reed@cisa.dhs.gov',
  customerManager: 'priya.natarajan@cisa.dhs.gov',
  tenantAdmin: 'daniel.okafor@usda.gov',
  tenantReadOnly: 'hannah.kim@energy.gov',
  multiAgency: 'james.whitfield@gsa.gov',
  ciAdmin: 'teresa.alvarez@crwa.org',
  mspAdmin: 'kevin.park@dol.gov',
  noRoles: 'sam.rivera@epa.gov',
  rulesUnsigned: 'grace.liu@nasa.gov',
  policyApprover: 'ruth.castellanos@usda.gov',
} as const;
