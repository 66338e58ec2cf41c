import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Workbox } from 'workbox-window';

type Notice = 'none' | 'offline-ready' | 'update-waiting';

/** The page frame's place for these notices, in the flow of the page below the header. */
export const NOTICE_SLOT_ID = 'pdns-app-notices';

const updateCheckMs = 60 * 60 * 1000;

/** One registration per page, however often the prompt mounts. */
let workbox: Workbox | undefined;

/**
 * Registers the Workbox service worker (production builds only) and asks before a new version
 * takes over, so an edit in progress is never lost to a surprise reload.
 */
export function UpdatePrompt() {
  const [notice, setNotice] = useState<Notice>('none');

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    // workbox-window is only needed once the page is up, so it stays out of the first download.
    void import('workbox-window').then(({ Workbox }) => {
      if (unmounted) return;
      const firstMount = !workbox;
      const wb = (workbox ??= new Workbox('/sw.js', { scope: '/' }));
      const onWaiting = () => setNotice('update-waiting');
      const onActivated = (event: { isUpdate?: boolean; isExternal?: boolean }) => {
        if (!event.isUpdate && !event.isExternal) setNotice('offline-ready');
      };
      wb.addEventListener('waiting', onWaiting);
      wb.addEventListener('activated', onActivated);
      // Listeners first: register() fires lifecycle events as soon as the page has loaded.
      // Registration can fail (a private window, a browser or policy that blocks workers); the console works on without it.
      if (firstMount)
        wb.register().catch((error: unknown) =>
          console.warn('[pwa] the service worker could not be registered', error),
        );
      // A console tab stays open for days; look for a new version now and then.
      const timer = window.setInterval(() => void wb.update(), updateCheckMs);
      stop = () => {
        wb.removeEventListener('waiting', onWaiting);
        wb.removeEventListener('activated', onActivated);
        window.clearInterval(timer);
      };
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);

  const reload = async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    // Another tab may already have switched to the new version.
    if (!registration?.waiting || !workbox) return window.location.reload();
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  };

  if (notice === 'none') return null;
  const dismiss = () => setNotice('none');
  // In the page's own notice slot the notice takes room of its own, so it never covers a table.
  const slot = document.getElementById(NOTICE_SLOT_ID);
  const placement = slot
    ? ({ mx: 'auto', my: 'xs', maw: 720 } as const)
    : ({ pos: 'fixed', bottom: 16, left: 16, maw: 360, style: { zIndex: 1000 } } as const);
  const paper = (
    <Paper role="status" aria-live="polite" withBorder shadow="xs" p="md" radius="md" {...placement}>
      {notice === 'update-waiting' ? (
        <>
          <Text size="sm">A new version of the console is available.</Text>
          <Group justify="flex-end" gap="xs" mt="sm">
            <Button variant="default" size="xs" onClick={dismiss}>
              Later
            </Button>
            <Button size="xs" onClick={() => void reload()}>
              Reload
            </Button>
          </Group>
        </>
      ) : (
        <Group wrap="nowrap" align="flex-start" gap="xs">
          <Text size="sm">The console is ready to work offline.</Text>
          <CloseButton size="sm" aria-label="Dismiss" onClick={dismiss} />
        </Group>
      )}
    </Paper>
  );
  return slot ? createPortal(paper, slot) : paper;
}
