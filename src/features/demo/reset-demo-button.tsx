import { Button } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { signOut } from '@/api/session/actions';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { demoControls } from '@/lib/demo-controls';
import { notify } from '@/lib/notify';
import { signOutReason } from '@/lib/sign-out-reason';

/**
 * Restores the demo database to its seed, then signs out and reloads. In the header (light text on
 * the dark bar) and in the demo panel's "Variant and data" section (`inPanel`, on the drawer's own
 * background).
 */
export function ResetDemoButton({ inPanel = false }: { inPanel?: boolean }) {
  const [opened, setOpened] = useState(false);
  const controls = demoControls.get();
  if (!controls) return null;
  return (
    <>
      <Button
        variant={inPanel ? 'default' : 'subtle'}
        color={inPanel ? undefined : 'gray.0'}
        leftSection={<IconRestore size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Reset demo data
      </Button>
      <ConfirmDialog
        opened={opened}
        title="Reset demo data"
        message="This restores every organization, user and setting to the original demo data, discards the changes made in this browser, and signs you out."
        confirmLabel="Reset demo data"
        confirmColor="red"
        onCancel={() => setOpened(false)}
        onConfirm={async () => {
          try {
            await controls.reset();
            await signOut();
            signOutReason.record('reset');
            window.location.reload();
          } catch (error) {
            notify.apiError(error, 'Could not reset the demo data');
            setOpened(false);
          }
        }}
      />
    </>
  );
}
