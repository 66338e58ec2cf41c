import { ActionIcon, Card, Table, Title, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconShieldSearch } from '@tabler/icons-react';
import { type CSSProperties, memo } from 'react';
import type { LogsLinkSearch } from '@/api/log-queries/logs-link';
import { formatCompact, formatCount } from '@/lib/format';
import classes from './cards.module.css';
import { PanelBody, type PanelState, ReloadingSpinner } from './chart-card';

const ICON_LINK = `mantine-focus-auto mantine-active ${ActionIcon.classes.root} ${UnstyledButton.classes.root}`;
const ICON_LINK_VARS = {
  '--ai-size': 'var(--ai-size-sm)',
  '--ai-bg': 'transparent',
  '--ai-hover': 'var(--mantine-color-navy-light-hover)',
  '--ai-color': 'var(--mantine-color-navy-light-color)',
  '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
} as CSSProperties;

/** What `<ActionIcon component={Link} variant="subtle" size="sm">` renders, as one plain link (as IconButton). */
function IconLink(props: { to: string; search: never; 'aria-label': string; title: string }) {
  return (
    <Link {...props} className={ICON_LINK} data-variant="subtle" data-size="sm" style={ICON_LINK_VARS}>
      <span className={ActionIcon.classes.icon}>
        <IconShieldSearch size={16} aria-hidden />
      </span>
    </Link>
  );
}

export interface TopRow {
  key: string;
  label: string;
  /** A second line: the source's set. */
  detail?: string;
  count: number;
  /** DNS Logs' search for the row; null where the user may not open DNS Logs. */
  logs: LogsLinkSearch | null;
  /** The Policy Tester's indicator for the row (blocked domains), where the user may test. */
  tester?: { indicator: string; orgId: string } | null;
}

/** Beyond the spec: a top-10 list of the period (blocked domains, or sources by blocked requests). */
export const TopListCard = memo(function TopListCard({
  title,
  column,
  rows,
  state,
  durationType,
}: {
  title: string;
  column: string;
  rows: TopRow[];
  state: PanelState;
  durationType: string;
}) {
  return (
    <Card withBorder padding="md" radius="sm" component="section" aria-label={title} h="100%">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <PanelBody title={title} state={state} durationType={durationType} height={120}>
        <TopListTable title={title} column={column} rows={rows} durationType={durationType} />
        <ReloadingSpinner />
      </PanelBody>
    </Card>
  );
});

/**
 * The list itself, a component of its own: a change that reloads the card (its state) keeps the
 * same rows, and they need no new render until their data does.
 */
const TopListTable = memo(function TopListTable({
  title,
  column,
  rows,
  durationType,
}: {
  title: string;
  column: string;
  rows: TopRow[];
  durationType: string;
}) {
  return (
    <Table verticalSpacing={4} layout="fixed">
      <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>{`${title}, ${durationType}`}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>#</Table.Th>
          <Table.Th>{column}</Table.Th>
          <Table.Th w={110} ta="right">
            Blocked
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <tr key={row.key} className={Table.classes.tr} data-with-row-border>
            <td className={Table.classes.td}>{index + 1}</td>
            <td className={Table.classes.td}>
              <div className={classes.cellLine}>
                {row.logs ? (
                  <Link
                    to="/logs/viewer"
                    search={row.logs as never}
                    className={`mantine-focus-auto ${classes.sm} ${classes.link} ${classes.truncate}`}
                  >
                    {row.label}
                  </Link>
                ) : (
                  <p className={`${classes.sm} ${classes.truncate}`}>{row.label}</p>
                )}
                {row.tester && (
                  <IconLink
                    to="/threats/policy-tester"
                    search={row.tester as never}
                    aria-label={`Test ${row.label} in the Policy Tester`}
                    title="Test in the Policy Tester"
                  />
                )}
              </div>
              {row.detail && <p className={`${classes.xs} ${classes.dimmed} ${classes.truncate}`}>{row.detail}</p>}
            </td>
            <td className={Table.classes.td} style={{ textAlign: 'right' }} title={formatCount(row.count)}>
              {formatCompact(row.count)}
            </td>
          </tr>
        ))}
      </Table.Tbody>
    </Table>
  );
});
