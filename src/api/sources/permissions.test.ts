import { describe, expect, it } from 'vitest';
import type { Principal } from '../roles';
import { canEnrollDevices, sourcePermissions } from './permissions';

const agencyAdmin: Principal = { orgName: 'Department of Agriculture', role: 'Admin', roles: ['configurationManager'] };
const readOnly: Principal = { orgName: 'Department of Energy', role: 'User', roles: ['reportingViewer'] };
const operator: Principal = { orgName: 'Global', role: 'User', roles: ['ExclusionZoneManager'] };
const usda = { orgName: 'Department of Agriculture', accountId: null };
const labor = { orgName: 'Department of Labor', accountId: '418295730164' };
const global = { orgName: 'Global', accountId: null };

describe('source permissions', () => {
  it('lets admins and configuration managers change sources, never in the Global organization', () => {
    expect(sourcePermissions.manage(agencyAdmin, usda)).toBe(true);
    expect(sourcePermissions.manage(readOnly, usda)).toBe(false);
    expect(sourcePermissions.manage({ ...agencyAdmin, orgName: 'Global' }, global)).toBe(false);
    expect(sourcePermissions.manage({ orgName: 'Global', role: 'User', roles: ['customerManager'] }, usda)).toBe(true);
  });

  it('converts sets to exclusion zones only for an Exclusion Zone Manager, in managed-service organizations', () => {
    expect(sourcePermissions.convertToExclusionZone(operator, labor)).toBe(true);
    expect(sourcePermissions.convertToExclusionZone(operator, usda)).toBe(false);
    expect(sourcePermissions.convertToExclusionZone({ ...agencyAdmin, orgName: 'Department of Labor' }, labor)).toBe(
      false,
    );
  });

  it('offers Device Enrollment to managers, never for exclusion zones or managed-service organizations', () => {
    expect(canEnrollDevices(agencyAdmin, usda, { exclusionZone: false })).toBe(true);
    expect(canEnrollDevices(agencyAdmin, usda, { exclusionZone: true })).toBe(false);
    expect(canEnrollDevices({ ...agencyAdmin, orgName: 'Department of Labor' }, labor, { exclusionZone: false })).toBe(
      false,
    );
    expect(canEnrollDevices(readOnly, usda, { exclusionZone: false })).toBe(false);
  });
});
