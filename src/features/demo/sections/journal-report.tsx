import { Alert, List, Stack, Table, Text } from '@mantine/core';
import type { JournalReport } from '@/lib/journal-types';

const show = (value: unknown) => (value === undefined ? '(absent)' : JSON.stringify(value));

/** A replay's outcome: "No differences", or each differing call with the JSON path of each difference. */
export function JournalReportView({ report }: { report: JournalReport }) {
  const count = report.differing.length;
  return (
    <Stack gap="sm" aria-live="polite">
      {count === 0 ? (
        <Alert color="green" title="No differences">
          Replayed {report.replayed} of {report.total} calls; every reply matched the recording.
        </Alert>
      ) : (
        <Alert color="red" title={`${count} ${count === 1 ? 'call differs' : 'calls differ'}`}>
          Replayed {report.replayed} of {report.total} calls.
        </Alert>
      )}
      {report.notes.length > 0 && (
        <List size="sm">
          {report.notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
      )}
      {count > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder>
            <Table.Caption>Differences</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Call</Table.Th>
                <Table.Th>Method and path</Table.Th>
                <Table.Th>JSON path</Table.Th>
                <Table.Th>Expected</Table.Th>
                <Table.Th>Actual</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.differing.flatMap((call) =>
                call.differences.map((d, i) => (
                  <Table.Tr key={`${call.n}-${d.path}`}>
                    <Table.Td>{i === 0 ? call.n : ''}</Table.Td>
                    <Table.Td>{i === 0 ? `${call.method} ${call.path}` : ''}</Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {d.path}
                      </Text>
                    </Table.Td>
                    <Table.Td>{show(d.expected)}</Table.Td>
                    <Table.Td>{show(d.actual)}</Table.Td>
                  </Table.Tr>
                )),
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
