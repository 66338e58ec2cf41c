import { type ReactNode, useEffect, useRef } from 'react';
import { resumeSession } from '@/api/session/actions';
import { useSession } from '@/api/session/store';
import { Federating } from './federating';
import { LoginScreen } from './login-screen';
import { RulesOfBehaviorModal } from './rules-of-behavior-modal';
import { SessionTimeout } from './session-timeout';
import { TermsOfUseModal } from './terms-of-use-modal';

/**
 * The sign-in states of spec 1 §4: Loading ('Federating...'), SignIn (Terms of Use, then the
 * login screen) and SignedIn (the console, with the Rules of Behavior and session timeout).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const termsAccepted = useSession((s) => s.termsAccepted);
  const resumed = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice; the ref survives, so the session is resumed once.
    if (resumed.current) return;
    resumed.current = true;
    void resumeSession();
  }, []);

  if (status === 'loading') return <Federating />;
  if (status === 'signIn') return termsAccepted ? <LoginScreen /> : <TermsOfUseModal />;
  return (
    <>
      {children}
      <RulesOfBehaviorModal />
      <SessionTimeout />
    </>
  );
}
