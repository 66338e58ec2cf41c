import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Source, SourceSetRow } from '@/api/sources/contract';
import { NO_DESCRIPTION } from './source-messages';

export const sourceLabel = (source: Source) => source.sourceIP ?? source.displayName ?? source.vendorName ?? '';

/** A set's expanded row (spec 1 §2): each source's address or SSE vendor name, and its description. */
export function SetSourcesList({
  set,
  canManage,
  onView,
  onEdit,
  onDelete,
}: {
  set: SourceSetRow;
  canManage: boolean;
  onView: (source: Source) => void;
  onEdit: (source: Source) => void;
  onDelete: (source: Source) => void;
}) {
  if (set.sources.length === 0) return <Text size="sm">This source set has no sources.</Text>;
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`Sources of ${set.name}`}>
      {set.sources.map((source) => {
        const label = sourceLabel(source);
        return (
          <Group key={source.id} component="li" gap="sm" wrap="nowrap" justify="space-between">
            <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
              <Text size="sm" ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {label}
              </Text>
              <Text size="sm" fs={source.description ? undefined : 'italic'} style={{ overflowWrap: 'anywhere' }}>
                {source.description || NO_DESCRIPTION}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <Tooltip label="View Source">
                <ActionIcon variant="subtle" aria-label={`View Source ${label}`} onClick={() => onView(source)}>
                  <IconEye size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              {canManage && (
                <>
                  <Tooltip label="Edit Source">
                    <ActionIcon variant="subtle" aria-label={`Edit Source ${label}`} onClick={() => onEdit(source)}>
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Delete Source">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete Source ${label}`}
                      onClick={() => onDelete(source)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </>
              )}
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
