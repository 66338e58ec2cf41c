export { SessionGate } from './session-gate';
export { Federating } from './federating';
export { LoginScreen } from './login-screen';
export { TermsOfUseModal } from './terms-of-use-modal';
export { RulesOfBehaviorModal } from './rules-of-behavior-modal';
export { SessionTimeout, type SessionTimeoutProps } from './session-timeout';
export { useInactivityTimer, inactivityTimeoutMs } from './use-inactivity-timer';
