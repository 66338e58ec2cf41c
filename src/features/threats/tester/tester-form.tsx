import { Button, Group, Select, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { parseIndicator } from '@/api/coverage/indicator-rules';
import { testerRecordTypes } from '@/api/coverage/tester-contract';
import { orgSourceSetsQuery } from '@/api/sources/queries';
import { ErrorState } from '@/components/error-state';
import type { TesterSearch } from './tester-search';

const DOMAIN_HINT = 'Enter a domain name, such as www.example.com.';

/** The picker works in local 'YYYY-MM-DD HH:mm:ss'; the wire takes ISO instants. */
const toLocalInput = (iso: string | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : null);
const fromLocalInput = (text: string | null) => (text ? dayjs(text).toISOString() : undefined);

interface TesterFormProps {
  orgId: string;
  search: TesterSearch;
  onTest: (next: TesterSearch) => void;
}

export function TesterForm({ orgId, search, onTest }: TesterFormProps) {
  const sets = useQuery(orgSourceSetsQuery(orgId));
  const [indicator, setIndicator] = useState(search.indicator ?? '');
  const [sourceSetId, setSourceSetId] = useState<string | null>(search.sourceSetId ?? null);
  const [recordType, setRecordType] = useState(search.recordType ?? 'A');
  const [at, setAt] = useState(toLocalInput(search.at));
  const [touched, setTouched] = useState(false);
  const parsed = parseIndicator(indicator);
  const domainError = touched && parsed?.kind !== 'domain' ? DOMAIN_HINT : undefined;
  const setOptions = (sets.data ?? []).map((set) => ({ value: set.id, label: set.name }));
  const chosenSet = sourceSetId ?? (setOptions.length === 1 ? setOptions[0].value : null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (parsed?.kind !== 'domain' || !chosenSet) return;
        onTest({ indicator: parsed.value, orgId, sourceSetId: chosenSet, recordType, at: fromLocalInput(at) });
      }}
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label="Domain name"
          required
          w={300}
          value={indicator}
          onChange={(e) => setIndicator(e.currentTarget.value)}
          error={domainError}
          autoComplete="off"
          spellCheck={false}
        />
        <Select
          label="Source set"
          required
          w={240}
          data={setOptions}
          value={chosenSet}
          onChange={setSourceSetId}
          searchable
          nothingFoundMessage="No source sets"
          placeholder={sets.isPending ? 'Loading…' : 'Choose a source set'}
          error={touched && !chosenSet ? 'Choose a source set' : undefined}
        />
        <Select
          label="Record type"
          w={130}
          data={[...testerRecordTypes]}
          value={recordType}
          onChange={(value) => setRecordType((value as typeof recordType) ?? 'A')}
          allowDeselect={false}
        />
        <DateTimePicker
          label="Time"
          description="Leave empty for now"
          placeholder="MM/DD/YYYY HH:mm"
          valueFormat="MM/DD/YYYY HH:mm"
          clearable
          w={230}
          value={at}
          onChange={setAt}
        />
        <Button type="submit" leftSection={<IconPlayerPlay size={16} aria-hidden />}>
          Test
        </Button>
      </Group>
      {sets.isError && (
        <ErrorState
          title="The source sets could not be loaded"
          error={sets.error}
          onRetry={() => void sets.refetch()}
        />
      )}
    </form>
  );
}
