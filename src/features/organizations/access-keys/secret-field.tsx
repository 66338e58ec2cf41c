import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A credential in a read-only box (selectable, read out with its label) and a button that copies it. */
export function SecretField({ label, value }: { label: string; value: string }) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      spellCheck={false}
      autoComplete="off"
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      rightSectionWidth={44}
      rightSection={
        <CopyButton value={value} timeout={3000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow position="left">
              <ActionIcon
                variant={copied ? 'filled' : 'subtle'}
                color={copied ? 'green' : undefined}
                onClick={copy}
                aria-label={copied ? `${label} copied` : `Copy ${label}`}
              >
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
