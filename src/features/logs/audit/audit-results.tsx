import { Center, Code, List, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import type { AuditItem } from '@/api/audit/contract';
import { IconButton } from '@/components/icon-button';
import { formatDateTime } from '@/lib/format';

export const INITIAL_TEXT = 'Preview results will display here';
export const EMPTY_TEXT = 'No Records Found';

/**
 * The preview (spec 3 §2): Organization (omitted for agency admins), User, Event, Date; each
 * row opens to what changed, before and after (beyond the spec).
 */
export function AuditResults({ items, showOrganization }: { items: AuditItem[] | null; showOrganization: boolean }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (items === null || items.length === 0)
    return (
      <Center py="xl">
        <Text c="dimmed">{items === null ? INITIAL_TEXT : EMPTY_TEXT}</Text>
      </Center>
    );
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const span = showOrganization ? 5 : 4;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label="Audit log preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>
              <VisuallyHidden>Details</VisuallyHidden>
            </Table.Th>
            {showOrganization && <Table.Th>Organization</Table.Th>}
            <Table.Th>User</Table.Th>
            <Table.Th>Event</Table.Th>
            <Table.Th>Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const expanded = open.has(item.id);
            return (
              <Fragment key={item.id}>
                <Table.Tr>
                  <Table.Td>
                    <IconButton
                      aria-label={`${expanded ? 'Hide' : 'Show'} changes of ${item.event} on ${formatDateTime(item.datetime)}`}
                      aria-expanded={expanded}
                      onClick={() => toggle(item.id)}
                    >
                      {expanded ? (
                        <IconChevronDown size={16} aria-hidden />
                      ) : (
                        <IconChevronRight size={16} aria-hidden />
                      )}
                    </IconButton>
                  </Table.Td>
                  {showOrganization && <Table.Td>{item.orgName}</Table.Td>}
                  <Table.Td>{item.email}</Table.Td>
                  <Table.Td>{item.event}</Table.Td>
                  <Table.Td>{formatDateTime(item.datetime)}</Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr>
                    <Table.Td colSpan={span}>
                      <Changes item={item} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Changes({ item }: { item: AuditItem }) {
  if (item.changes.length === 0) return <Text size="sm">No recorded values.</Text>;
  return (
    <List spacing="xs" size="sm" listStyleType="none">
      {item.changes.map((change, i) => (
        <List.Item key={i}>
          <Text size="sm" fw={600}>
            {change.subject}
          </Text>
          <Table withTableBorder fz="sm" aria-label={`Changes to ${change.subject}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Field</Table.Th>
                <Table.Th>Before</Table.Th>
                <Table.Th>After</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {change.fields.map((f) => (
                <Table.Tr key={f.field}>
                  <Table.Td>{f.field}</Table.Td>
                  <Table.Td>{f.before === null ? '—' : <Code>{f.before}</Code>}</Table.Td>
                  <Table.Td>{f.after === null ? '—' : <Code>{f.after}</Code>}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </List.Item>
      ))}
    </List>
  );
}
