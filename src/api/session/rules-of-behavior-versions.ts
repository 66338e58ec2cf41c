import type { OrgType } from '../../config/env';

/**
 * Rules-of-behavior versions (spec 2 §4.4): 16-digit strings compared as numbers. The console
 * shows and signs the current version of its build; the server accepts only that version.
 */
export const RULES_OF_BEHAVIOR_VERSIONS: Record<OrgType, string> = {
  CI: '0000000000000001',
  FCEB: '0000000000000002',
};
