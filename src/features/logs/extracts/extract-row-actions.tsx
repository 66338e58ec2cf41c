import { Menu } from '@mantine/core';
import { IconCalendarEvent, IconHistory, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ScheduledExtract } from '@/api/log-queries/extract-contract';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { historySearchOf } from './extract-history-search';

export interface ExtractRowActionsProps {
  extract: ScheduledExtract;
  /** Delete Extract is reporting managers' only (spec 3 §2); others view a schedule read-only (§6). */
  mayManage: boolean;
  onView: (extract: ScheduledExtract) => void;
  onDelete: (extract: ScheduledExtract) => void;
}

/** A row's Actions menu: Extract History and View Schedule for everyone; Delete Extract for managers. */
export function ExtractRowActions({ extract, mayManage, onView, onDelete }: ExtractRowActionsProps) {
  return (
    <RowActionsMenu
      label={`Actions for ${extract.queryName}`}
      items={() => (
        <>
          <Menu.Item
            leftSection={<IconHistory size={16} aria-hidden />}
            renderRoot={(props) => (
              <Link to="/logs/scheduled-extracts/history" search={historySearchOf(extract)} {...props} />
            )}
          >
            Extract History
          </Menu.Item>
          <Menu.Item leftSection={<IconCalendarEvent size={16} aria-hidden />} onClick={() => onView(extract)}>
            View Schedule
          </Menu.Item>
          {mayManage && (
            <Menu.Item
              color="red"
              c="var(--mantine-color-error)"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onDelete(extract)}
            >
              Delete Extract
            </Menu.Item>
          )}
        </>
      )}
    />
  );
}
