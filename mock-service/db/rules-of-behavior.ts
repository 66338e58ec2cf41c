import { RULES_OF_BEHAVIOR_VERSIONS } from '../../src/api/session/rules-of-behavior-versions';
import { config } from '../../src/config/env';

/** The version this build's users must accept (the contract's rule, spec 2 §4.4). */
export const CURRENT_RULES_VERSION = RULES_OF_BEHAVIOR_VERSIONS[config.orgType];

/** A version older than the current one, when the build has one; users who signed it see the dialog again. */
export const PREVIOUS_RULES_VERSION: string | null = config.orgType === 'CI' ? null : RULES_OF_BEHAVIOR_VERSIONS.CI;
