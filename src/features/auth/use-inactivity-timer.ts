import { useCallback, useEffect, useRef, useState } from 'react';
import { onApiCall } from '@/api/client';

/** The warning modal opens this long before expiry (spec 2 §9). */
export const WARNING_MS = 60_000;

/**
 * Inactivity before expiry. Spec 2 §5: the setting is a number of minutes; negative disables it,
 * 2 or less is invalid (disabled). Spec 2 §9: expiry comes one minute before the setting, so 20
 * minutes warns at 18:00 and signs out at 19:00.
 */
export function inactivityTimeoutMs(minutes: number): number | null {
  if (!Number.isFinite(minutes) || minutes <= 2) return null;
  return (minutes - 1) * 60_000;
}

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

export type InactivityPhase = 'active' | 'warning' | 'expired';

export interface InactivityTimerOptions {
  /** Milliseconds of inactivity before expiry; null disables the timer. */
  timeoutMs: number | null;
  warningMs?: number;
  /** Called once, when the period runs out. */
  onExpire: () => void;
  /** The clock; injectable for tests. */
  now?: () => number;
  /** How often the deadline is checked. Timestamps, not tick counts, decide expiry. */
  checkEveryMs?: number;
}

export interface InactivityTimer {
  phase: InactivityPhase;
  /** Whole seconds until expiry (meaningful in the warning phase). */
  secondsLeft: number;
  /** Starts a fresh period of activity: the only way out of the warning phase. */
  restart: () => void;
}

interface View {
  phase: InactivityPhase;
  secondsLeft: number;
}

/**
 * Tracks user activity (pointer, key, wheel, touch) and API calls. Every check compares the
 * clock with the last activity, so a throttled background tab cannot stretch the session.
 * Once the warning phase starts, activity no longer counts: only `restart` ends it.
 */
export function useInactivityTimer({
  timeoutMs,
  warningMs = WARNING_MS,
  onExpire,
  now = Date.now,
  checkEveryMs = 250,
}: InactivityTimerOptions): InactivityTimer {
  const [view, setView] = useState<View>({ phase: 'active', secondsLeft: Math.ceil(warningMs / 1000) });
  const phase = useRef<InactivityPhase>('active');
  const lastActivity = useRef(0);
  const latest = useRef({ now, onExpire });
  useEffect(() => {
    latest.current = { now, onExpire };
  });

  const show = useCallback((next: View) => {
    phase.current = next.phase;
    setView((prev) => (prev.phase === next.phase && prev.secondsLeft === next.secondsLeft ? prev : next));
  }, []);

  const check = useCallback(() => {
    if (timeoutMs === null || phase.current === 'expired') return;
    const left = lastActivity.current + timeoutMs - latest.current.now();
    if (left <= 0) {
      show({ phase: 'expired', secondsLeft: 0 });
      latest.current.onExpire();
    } else if (left <= warningMs) {
      show({ phase: 'warning', secondsLeft: Math.ceil(left / 1000) });
    }
  }, [timeoutMs, warningMs, show]);

  const restart = useCallback(() => {
    if (phase.current === 'expired') return;
    lastActivity.current = latest.current.now();
    show({ phase: 'active', secondsLeft: Math.ceil(warningMs / 1000) });
  }, [warningMs, show]);

  useEffect(() => {
    if (timeoutMs === null) return;
    lastActivity.current = latest.current.now();
    const record = () => {
      if (phase.current === 'active') lastActivity.current = latest.current.now();
    };
    const options = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, record, options);
    const stopListeningToApi = onApiCall(record);
    const interval = window.setInterval(check, checkEveryMs);
    document.addEventListener('visibilitychange', check);
    return () => {
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, record, options);
      stopListeningToApi();
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', check);
    };
  }, [timeoutMs, checkEveryMs, check]);

  return { ...view, restart };
}
