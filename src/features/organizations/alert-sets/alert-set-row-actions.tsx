import { Menu } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import type { AlertSetItem } from '@/api/alert-sets/contract';
import { RowActionsMenu } from '@/components/row-actions-menu';

export interface AlertSetRowActionsProps {
  alertSet: AlertSetItem;
  canManage: boolean;
  onView: (alertSet: AlertSetItem) => void;
  onDelete: (alertSet: AlertSetItem) => void;
}

/** Spec 1 §2: View Alert Set for everyone who sees the list, Delete Alert Set for its managers. */
export function AlertSetRowActions(props: AlertSetRowActionsProps) {
  return <RowActionsMenu label={`Actions for ${props.alertSet.name}`} items={() => <Items {...props} />} />;
}

function Items({ alertSet, canManage, onView, onDelete }: AlertSetRowActionsProps) {
  return (
    <>
      <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => onView(alertSet)}>
        View Alert Set
      </Menu.Item>
      {canManage && (
        <Menu.Item
          color="red"
          c="var(--mantine-color-error)"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onDelete(alertSet)}
        >
          Delete Alert Set
        </Menu.Item>
      )}
    </>
  );
}
