import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '@/api/client';
import type { ManagementNetworkInput } from '@/api/management-networks/contract';
import { notify } from '@/lib/notify';
import { networkFormSchema, routeNetworkErrors } from './network-form-rules';
import { NETWORK_SAVED, NETWORK_SAVE_FAILED, duplicateNetworkMessage } from './network-messages';

export interface NetworkModalProps {
  /** 'add' opens an empty form; 'view' shows `network` read-only. Closed when null. */
  mode: 'add' | 'view' | null;
  network?: ManagementNetworkInput;
  onClose: () => void;
  /** The duplicate check: the existing network's description when the block is already there, else null. */
  findDuplicate: (cidr: string) => Promise<string | null>;
  /** Stores the network; may throw an ApiError, whose keys are mapped to the fields. */
  save: (network: ManagementNetworkInput) => Promise<unknown>;
  /** The notice after saving; null for none (onboarding's draft is not saved anywhere yet). */
  savedNotice?: string | null;
}

/**
 * The management network dialog (CIDR and Description), shared by the Organization Information
 * tab, where it saves to the service, and onboarding, where it edits the draft.
 */
export function NetworkModal({
  mode,
  network,
  onClose,
  findDuplicate,
  save,
  savedNotice = NETWORK_SAVED,
}: NetworkModalProps) {
  const viewing = mode === 'view';
  return (
    <Modal
      opened={mode !== null}
      onClose={onClose}
      title={viewing ? 'Management Network' : 'Add Management Network'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {mode && (
        <NetworkForm
          key={`${mode}:${network?.cidr ?? ''}`}
          viewing={viewing}
          network={network}
          {...{ onClose, findDuplicate, save, savedNotice }}
        />
      )}
    </Modal>
  );
}

function NetworkForm({
  viewing,
  network,
  onClose,
  findDuplicate,
  save,
  savedNotice,
}: Omit<NetworkModalProps, 'mode'> & { viewing: boolean }) {
  const [busy, setBusy] = useState(false);
  const form = useForm<ManagementNetworkInput>({
    mode: 'controlled',
    initialValues: network ?? { cidr: '', description: '' },
    validate: schemaResolver(networkFormSchema, { sync: true }),
    validateInputOnBlur: true,
    transformValues: (values) => ({ cidr: values.cidr.trim(), description: values.description.trim() }),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const existing = await findDuplicate(values.cidr);
      if (existing !== null) {
        form.setFieldError('cidr', duplicateNetworkMessage(existing));
        return;
      }
      await save(values);
      if (savedNotice) notify.success({ message: savedNotice });
      onClose();
    } catch (error) {
      const routed = error instanceof ApiError ? routeNetworkErrors(error) : { fields: {}, unplaced: [error] };
      form.setErrors(routed.fields);
      if (routed.unplaced.length > 0) notify.error({ message: NETWORK_SAVE_FAILED });
    } finally {
      setBusy(false);
    }
  });

  return (
    // The dialog renders in a portal, but React events still bubble to an enclosing form (onboarding's step 1).
    <form
      onSubmit={(event) => {
        event.stopPropagation();
        submit(event);
      }}
      noValidate
    >
      <Stack gap="sm">
        <TextInput
          label="CIDR"
          placeholder={viewing ? undefined : '10.20.0.0/16'}
          withAsterisk={!viewing}
          readOnly={viewing}
          data-autofocus
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps('cidr')}
        />
        <Textarea label="Description" rows={3} readOnly={viewing} {...form.getInputProps('description')} />
        <Group justify="flex-end" gap="sm" mt="xs">
          {viewing ? (
            <Button onClick={onClose}>Close</Button>
          ) : (
            <>
              <Button variant="default" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Save
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}
