import { Button, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { config } from '@/config/env';
import { renewSession, signOut } from '@/api/session/actions';
import { signOutReason } from '@/lib/sign-out-reason';
import { inactivityTimeoutMs, useInactivityTimer } from './use-inactivity-timer';
import { formatCountdown } from '@/lib/format';

/** Both buttons wait this long after the modal opens, so a click meant for the page behind is not taken as an answer. */
export const ARM_DELAY_MS = 1500;
const ANNOUNCE_AT_SECONDS = [10, 30, 60];

export interface SessionTimeoutProps {
  /** Defaults to the build's inactivity timeout setting. */
  timeoutMinutes?: number;
  /** The clock; injectable for tests. */
  now?: () => number;
  /** Called after the sign-out at expiry; defaults to reloading the page. */
  reloadPage?: () => void;
}

/** Screen readers hear the countdown at 60, 30 and 10 seconds, not every second. */
const announcedSeconds = (secondsLeft: number): number =>
  ANNOUNCE_AT_SECONDS.find((mark) => secondsLeft <= mark) ?? ANNOUNCE_AT_SECONDS[ANNOUNCE_AT_SECONDS.length - 1];

/** The Session Timeout modal of the last minute before an inactive session ends (spec 2 §9). */
export function SessionTimeout({
  timeoutMinutes = config.inactivityTimeoutMinutes,
  now,
  reloadPage = () => window.location.reload(),
}: SessionTimeoutProps) {
  const timer = useInactivityTimer({
    timeoutMs: inactivityTimeoutMs(timeoutMinutes),
    now,
    onExpire: () => {
      signOutReason.record('expired');
      signOut()
        .catch((error: unknown) => console.error('[session] sign-out at expiry failed', error))
        .finally(() => reloadPage());
    },
  });
  const opened = timer.phase !== 'active';
  const armed = useArmedAfter(opened, ARM_DELAY_MS);
  const [busy, setBusy] = useState<'continue' | 'signOut' | null>(null);
  const disabled = !armed || busy !== null || timer.phase === 'expired';

  const handleContinue = async () => {
    setBusy('continue');
    try {
      await renewSession();
      timer.restart();
    } catch (error) {
      console.error('[session] token refresh failed; signing out', error);
      await signOut();
    } finally {
      setBusy(null);
    }
  };

  const handleSignOut = async () => {
    setBusy('signOut');
    try {
      await signOut();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      title="Session Timeout"
      centered
      zIndex={400}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Stack gap="md">
        <Text data-autofocus tabIndex={-1} style={{ outline: 'none' }}>
          You have been inactive for a while. For your security, you will be signed out automatically. Select Continue
          to stay signed in.
        </Text>
        <Text fw={700} size="lg">
          Your session will expire in {formatCountdown(timer.secondsLeft)}
        </Text>
        <VisuallyHidden role="status" aria-live="polite">
          {timer.phase === 'warning'
            ? `Your session will expire in ${announcedSeconds(timer.secondsLeft)} seconds.`
            : ''}
        </VisuallyHidden>
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => void handleSignOut()}
            disabled={disabled}
            loading={busy === 'signOut'}
          >
            Sign Out
          </Button>
          <Button onClick={() => void handleContinue()} disabled={disabled} loading={busy === 'continue'}>
            Continue
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** False for `delayMs` after `active` turns true. */
function useArmedAfter(active: boolean, delayMs: number): boolean {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    setArmed(false);
    if (!active) return;
    const timeout = window.setTimeout(() => setArmed(true), delayMs);
    return () => window.clearTimeout(timeout);
  }, [active, delayMs]);
  return armed;
}
