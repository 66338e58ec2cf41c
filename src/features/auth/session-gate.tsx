import { type ReactNode, Suspense, lazy, useEffect, useRef } from 'react';
import { resumeSession } from '@/api/session/actions';
import { useSession } from '@/api/session/store';
import { Federating } from './federating';
import { useFocusHeadingWhenShown } from './focus-heading';
import { TermsOfUseModal } from './terms-of-use-modal';

// A first visit shows the Terms of Use; what comes after them loads while they are read.
const loadLoginScreen = () => import('./login-screen');
const loadRulesOfBehavior = () => import('./rules-of-behavior-modal');
const loadSessionTimeout = () => import('./session-timeout');
const LoginScreen = lazy(() => loadLoginScreen().then((module) => ({ default: module.LoginScreen })));
const RulesOfBehaviorModal = lazy(() =>
  loadRulesOfBehavior().then((module) => ({ default: module.RulesOfBehaviorModal })),
);
const SessionTimeout = lazy(() => loadSessionTimeout().then((module) => ({ default: module.SessionTimeout })));

/**
 * The sign-in states of spec 1 §4: Loading ('Federating...'), SignIn (Terms of Use, then the
 * login screen) and SignedIn (the console, with the Rules of Behavior and session timeout).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const termsAccepted = useSession((s) => s.termsAccepted);
  const resumed = useRef(false);
  // Only a sign-in made on this page moves focus; a resumed session keeps the browser's own start.
  const signedInHere = useRef(false);
  if (status === 'signIn') signedInHere.current = true;
  useFocusHeadingWhenShown(status === 'signedIn' && signedInHere.current);

  useEffect(() => {
    // StrictMode runs effects twice; the ref survives, so the session is resumed once.
    if (resumed.current) return;
    resumed.current = true;
    void resumeSession();
  }, []);

  useEffect(() => {
    if (status === 'signIn' && !termsAccepted) void loadLoginScreen();
    // The signed-in extras load before sign-in ends, so the inactivity timer starts with the console.
    if (status !== 'signedIn') Promise.all([loadRulesOfBehavior(), loadSessionTimeout()]).catch(() => undefined);
  }, [status, termsAccepted]);

  if (status === 'loading') return <Federating />;
  if (status === 'signIn') {
    if (!termsAccepted) return <TermsOfUseModal />;
    return (
      <Suspense fallback={null}>
        <LoginScreen />
      </Suspense>
    );
  }
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <RulesOfBehaviorModal />
        <SessionTimeout />
      </Suspense>
    </>
  );
}
