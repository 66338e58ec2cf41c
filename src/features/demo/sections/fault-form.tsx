import { Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { allEndpoints } from '@/api/endpoints';
import { FALLBACK_MESSAGES } from '@/api/error-keys';
import type { DemoFaultReply, DemoFaults } from '@/lib/demo-control-types';

type Field = Extract<DemoFaultReply, { ok: false }>['field'];

/** One line per call for the Select: its id, method and path (summaries stay out of the bundle). */
const CALLS = allEndpoints
  .map((endpoint) => ({
    value: endpoint.id,
    label: `${endpoint.id}: ${endpoint.method} ${endpoint.path}`,
  }))
  .sort((a, b) => a.value.localeCompare(b.value));

/**
 * Choose a call, an error key of the contract, the field it names and for how many replies; the
 * mock checks the request and a refusal is shown at its field.
 */
export function FaultForm({ faults, onInjected }: { faults: DemoFaults; onInjected: (message: string) => void }) {
  const keys = useMemo(() => faults.keys().sort(), [faults]);
  const [endpointId, setEndpointId] = useState<string | null>(null);
  const [key, setKey] = useState<string | null>(null);
  const [field, setField] = useState('');
  const [count, setCount] = useState<number | string>(1);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const inject = async () => {
    setBusy(true);
    try {
      const reply = await faults.inject({
        endpointId: endpointId ?? '',
        key: key ?? '',
        count: typeof count === 'number' ? count : Number.NaN,
        ...(field.trim() ? { field: field.trim() } : {}),
      });
      if (!reply.ok) {
        setErrors({ [reply.field]: reply.message });
        return;
      }
      setErrors({});
      const { rule } = reply;
      onInjected(
        rule.remaining === 1
          ? `The next reply of ${rule.endpointId} carries ${rule.key}.`
          : `The next ${rule.remaining} replies of ${rule.endpointId} carry ${rule.key}.`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Select
        label="Call"
        placeholder="Search by id or summary"
        searchable
        data={CALLS}
        value={endpointId}
        onChange={setEndpointId}
        error={errors.endpointId}
        nothingFoundMessage="No call matches"
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Error key"
        placeholder="Search the contract's keys"
        searchable
        data={keys}
        value={key}
        onChange={setKey}
        error={errors.key ?? errors.status}
        description={
          key ? (FALLBACK_MESSAGES[key] ?? 'The screen shows the service’s message for this key.') : undefined
        }
        nothingFoundMessage="No key matches"
      />
      <Group grow align="flex-start">
        <TextInput
          label="Field (optional)"
          description="The request field the error names, e.g. email"
          value={field}
          onChange={(event) => setField(event.currentTarget.value)}
        />
        <NumberInput
          label="For the next N replies"
          description="From 1 to 100"
          value={count}
          onChange={setCount}
          allowDecimal={false}
          error={errors.count}
        />
      </Group>
      <Group>
        <Button loading={busy} onClick={() => void inject()}>
          Inject
        </Button>
      </Group>
    </Stack>
  );
}
