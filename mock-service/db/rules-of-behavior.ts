import { config } from '../../src/config/env';

/**
 * Rules-of-behavior versions (spec 2 §4.4): 16-digit strings compared as numbers. The critical
 * infrastructure build is on version 1 (November 2023), the federal civilian build on version 2.
 */
export const CURRENT_RULES_VERSION = config.orgType === 'CI' ? '0000000000000001' : '0000000000000002';

/** A version older than the current one, when the build has one; users who signed it see the dialog again. */
export const PREVIOUS_RULES_VERSION: string | null = config.orgType === 'CI' ? null : '0000000000000001';
