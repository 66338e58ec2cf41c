import { Button, Group, NumberInput, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { DemoChaos, DemoChaosSettings } from '@/lib/demo-control-types';

type Rates = Omit<DemoChaosSettings, 'sparePaths'>;
/** What the form starts from when chaos is off: the demo flag's setting (core/chaos.ts CHAOS_DEMO). */
const STARTING: Rates = {
  seed: 1,
  latencyMs: [100, 1200],
  errorRate: 0.08,
  networkErrorRate: 0.05,
  malformedRate: 0.04,
  schemaBreakRate: 0.04,
};
const RATES: { name: keyof Omit<Rates, 'seed' | 'latencyMs'>; label: string }[] = [
  { name: 'errorRate', label: 'Server error rate' },
  { name: 'networkErrorRate', label: 'Network error rate' },
  { name: 'malformedRate', label: 'Malformed reply rate' },
  { name: 'schemaBreakRate', label: 'Schema break rate' },
];
const num = (value: number | string, fallback: number) => (typeof value === 'number' ? value : fallback);

/** The chaos setting of this tab (seeded latency and faults around every call), with its counts. */
export function ChaosSettings({ chaos }: { chaos: DemoChaos }) {
  const [stats, setStats] = useState(() => chaos.stats());
  const [form, setForm] = useState<Rates>(() => stats.settings ?? STARTING);
  // The counts move with every call: read them (synchronously, in the page) once a second.
  useEffect(() => {
    const timer = window.setInterval(() => setStats(chaos.stats()), 1000);
    return () => window.clearInterval(timer);
  }, [chaos]);
  const apply = () => {
    chaos.set(form);
    setStats(chaos.stats());
  };
  const toggle = (on: boolean) => {
    if (on) chaos.set(form);
    else chaos.off();
    setStats(chaos.stats());
  };
  const setRate = (name: keyof Rates, value: number) => setForm((old) => ({ ...old, [name]: value }));

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h5">
          Chaos
        </Title>
        <Switch label="Chaos on" checked={stats.enabled} onChange={(event) => toggle(event.currentTarget.checked)} />
      </Group>
      <Text size="sm">
        Seeded latency and failures around every call of this tab only (the shared data is never touched by a failed
        call). Rates are from 0 to 1.
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <NumberInput
          label="Latency from (ms)"
          min={0}
          value={form.latencyMs[0]}
          onChange={(v) => setForm((old) => ({ ...old, latencyMs: [num(v, 0), old.latencyMs[1]] }))}
        />
        <NumberInput
          label="Latency to (ms)"
          min={0}
          value={form.latencyMs[1]}
          onChange={(v) => setForm((old) => ({ ...old, latencyMs: [old.latencyMs[0], num(v, 0)] }))}
        />
        <NumberInput label="Seed" allowDecimal={false} value={form.seed} onChange={(v) => setRate('seed', num(v, 1))} />
        {RATES.map(({ name, label }) => (
          <NumberInput
            key={name}
            label={label}
            min={0}
            max={1}
            step={0.01}
            decimalScale={3}
            value={form[name]}
            onChange={(v) => setRate(name, num(v, 0))}
          />
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="default" onClick={apply}>
          {stats.enabled ? 'Apply the rates' : 'Turn chaos on with these rates'}
        </Button>
      </Group>
      <Text size="sm" data-testid="chaos-stats">
        {stats.enabled
          ? `${stats.calls} calls answered, ${stats.inFlight} in flight; faults: ${stats.faults.serverError} server errors, ${stats.faults.networkError} network errors, ${stats.faults.malformed} malformed, ${stats.faults.schemaBreak} schema breaks.`
          : 'Chaos is off.'}
      </Text>
    </Stack>
  );
}
