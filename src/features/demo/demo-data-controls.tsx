import { Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { signOut } from '@/api/session/actions';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { demoControls } from '@/lib/demo-controls';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-file';
import { signOutReason } from '@/lib/sign-out-reason';
import { ResetDemoButton } from './reset-demo-button';

/** The mock refuses larger files too; checked here first so a huge file is never read into the page. */
const MAX_FILE_BYTES = 64 * 1024 * 1024;

/**
 * Reset, export and import of the whole demo database (issue 17). An import is checked whole by
 * the mock before anything changes; a refused file leaves the dialog open with the reason.
 */
export function DemoDataControls() {
  const controls = demoControls.get();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  if (!controls) return null;

  const exportData = async () => {
    setExporting(true);
    try {
      const { fileName, body } = await controls.exportData();
      saveBlob(new Blob([body], { type: 'application/json' }), fileName);
      notify.success({ message: `Demo data exported as ${fileName}.` });
    } catch (error) {
      notify.apiError(error, 'Could not export the demo data');
    } finally {
      setExporting(false);
    }
  };

  const importFile = async (chosen: File) => {
    setProblem(null);
    const outcome =
      chosen.size > MAX_FILE_BYTES
        ? {
            ok: false as const,
            problem: `The file is too large (${Math.ceil(chosen.size / 1024 / 1024)} MB; at most 64 MB).`,
          }
        : await controls.importData(await chosen.arrayBuffer());
    if (!outcome.ok) {
      setProblem(outcome.problem);
      return;
    }
    await signOut();
    signOutReason.record('imported');
    window.location.reload();
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Reset, export and import
      </Title>
      <Text size="sm">
        The demo database is shared by every tab of this browser. Export saves it as a file; importing a file replaces
        it for every tab and signs you out, as a reset does.
      </Text>
      <Group gap="sm">
        <ResetDemoButton inPanel />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting}
          onClick={() => void exportData()}
        >
          Export demo data
        </Button>
        <FileButton accept="application/json,.json" onChange={(chosen) => (setProblem(null), setFile(chosen))}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
              Import demo data
            </Button>
          )}
        </FileButton>
      </Group>
      <ConfirmDialog
        opened={file !== null}
        title="Import demo data"
        message={`This replaces every organization, user and setting with those in ${file?.name ?? 'the file'}, for every open tab, and signs you out.`}
        confirmLabel="Import demo data"
        confirmColor="red"
        // A refused file stays refused: choose another to try again.
        confirmDisabled={problem !== null}
        error={problem && `The file was not imported: ${problem} Nothing was changed.`}
        onCancel={() => (setFile(null), setProblem(null))}
        onConfirm={async () => {
          if (!file) return;
          try {
            await importFile(file);
          } catch (error) {
            notify.apiError(error, 'Could not import the demo data');
            setFile(null);
          }
        }}
      />
    </Stack>
  );
}
