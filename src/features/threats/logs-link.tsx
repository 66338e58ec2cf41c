import { ActionIcon, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconFileSearch } from '@tabler/icons-react';

export const NO_REPORTING_ROLE = 'Opening DNS Logs needs a reporting role (viewer or manager)';

/**
 * Spec 2 §2.3, §6: reporting roles open DNS Logs with the name, day and organization filled in;
 * for others the icon stays, disabled, and its tooltip says why.
 */
export function LogsLink({
  name,
  date,
  orgId,
  enabled,
}: {
  name: string;
  date: string;
  orgId: string;
  enabled: boolean;
}) {
  if (!enabled)
    return (
      <Tooltip label={NO_REPORTING_ROLE} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`DNS Logs for ${name}`}
          aria-disabled
          data-disabled
          onClick={(event) => event.preventDefault()}
        >
          <IconFileSearch size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  return (
    <Tooltip label="Open in DNS Logs" withArrow>
      <ActionIcon
        component={Link}
        to="/logs/viewer"
        search={{ name, date, orgId } as never}
        variant="subtle"
        color="navy"
        aria-label={`DNS Logs for ${name}`}
      >
        <IconFileSearch size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
