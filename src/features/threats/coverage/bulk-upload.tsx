import { Alert, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { type IndicatorFile, readIndicatorFile } from './indicator-file';

interface BulkUploadProps {
  onSearch: (file: Extract<IndicatorFile, { ok: true }>) => void;
  starting: boolean;
}

/** Spec 2 §5: choose a CSV of indicators; Search stays disabled until the file is valid. */
export function BulkUpload({ onSearch, starting }: BulkUploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const [read, setRead] = useState<IndicatorFile | null>(null);
  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setRead(chosen ? await readIndicatorFile(chosen) : null);
  };
  const problem = read && !read.ok ? read : null;
  return (
    <Stack gap="sm" maw={640}>
      <FileInput
        label="Indicator file"
        description="A CSV file with one domain name or IP address per row in its first column, at most 500."
        placeholder="Choose a CSV file"
        accept=".csv,text/csv"
        clearable
        value={file}
        onChange={(chosen) => void choose(chosen)}
        leftSection={<IconFileTypeCsv size={16} aria-hidden />}
        error={problem && !problem.invalid ? problem.error : undefined}
      />
      {problem?.invalid && (
        <Alert color="red" variant="outline" title={problem.error} role="alert">
          <List size="sm">
            {problem.invalid.slice(0, 20).map((cell) => (
              <List.Item key={cell}>{cell}</List.Item>
            ))}
          </List>
          {problem.invalid.length > 20 && <Text size="sm">and {problem.invalid.length - 20} more</Text>}
        </Alert>
      )}
      {read?.ok && (
        <Text size="sm">
          {read.indicators.length} {read.indicators.length === 1 ? 'indicator' : 'indicators'} ready to search.
        </Text>
      )}
      <Group>
        <Button
          leftSection={<IconSearch size={16} aria-hidden />}
          disabled={!read?.ok}
          loading={starting}
          onClick={() => read?.ok && onSearch(read)}
        >
          Search
        </Button>
      </Group>
    </Stack>
  );
}
