import { Drawer, Tabs, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { DEMO_PANEL_HOTKEY, type DemoPanelSection, demoPanel, useDemoPanel } from '@/lib/demo-panel';
import { ClockSection } from './sections/clock-section';
import { DestinationsSection } from './sections/destinations-section';
import { FaultsSection } from './sections/faults-section';
import { JournalSection } from './sections/journal-section';
import { OutboxSection } from './sections/outbox-section';
import { PersonasSection } from './sections/personas-section';
import { ScenariosSection } from './sections/scenarios-section';
import { ToursSection } from './sections/tours-section';
import { VariantSection } from './sections/variant-section';

const SECTIONS: { value: DemoPanelSection; label: string; Panel: () => React.ReactNode }[] = [
  { value: 'clock', label: 'Clock', Panel: ClockSection },
  { value: 'faults', label: 'Faults', Panel: FaultsSection },
  { value: 'outbox', label: 'Outbox', Panel: OutboxSection },
  { value: 'destinations', label: 'Destinations', Panel: DestinationsSection },
  { value: 'scenarios', label: 'Scenarios', Panel: ScenariosSection },
  { value: 'tours', label: 'Tours', Panel: ToursSection },
  { value: 'variant', label: 'Variant and data', Panel: VariantSection },
  { value: 'personas', label: 'Personas', Panel: PersonasSection },
  { value: 'journal', label: 'Journal', Panel: JournalSection },
];

/**
 * The demo control panel (issue 17): the mock's clock, faults, outbox, simulated destinations,
 * scenarios, guided tours, build variant, data and personas, and the tester's journal. Demo builds only; opened from the
 * DEMO DATA badge, Alt+Shift+D or the command palette. Each section is its own file.
 */
export function DemoPanel() {
  const section = useDemoPanel();
  useHotkeys([
    [DEMO_PANEL_HOTKEY, () => (demoPanel.current() ? demoPanel.close() : demoPanel.open()), { usePhysicalKeys: true }],
  ]);
  return (
    <Drawer
      opened={section !== null}
      onClose={demoPanel.close}
      position="right"
      size="xl"
      title="Demo controls"
      closeButtonProps={{ 'aria-label': 'Close demo controls' }}
    >
      <Text size="sm" c="dimmed" mb="sm">
        These controls change the in-browser demo service only. They are not part of the product.
      </Text>
      <Tabs
        value={section ?? 'clock'}
        onChange={(value) => value && demoPanel.open(value as DemoPanelSection)}
        keepMounted={false}
      >
        <Tabs.List>
          {SECTIONS.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SECTIONS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Drawer>
  );
}
