import '@mantine/spotlight/styles.css';
import { Loader, Text } from '@mantine/core';
import { Spotlight, createSpotlight, useSpotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { switchOrganization } from '@/api/session/actions';
import { demoPanel } from '@/lib/demo-panel';
import { useScreenCatalogue } from './catalogue-context';
import { type PaletteEntry, filterEntries, usePaletteEntries } from './palette-entries';
import { useRecordSearch } from './use-record-search';

/** Ctrl+K on Windows and Linux, Cmd+K on macOS: Mantine's 'mod'. */
export const PALETTE_SHORTCUT = 'mod+K';
const LIST_ID = 'command-palette-list';
export const [paletteStore, palette] = createSpotlight();

const optionId = (entry: PaletteEntry) => `palette-${entry.id.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/**
 * The command palette (issue 17): the screens the signed-in persona may open, the actions they may
 * start, the demo controls, and a search across organizations, users, policies and source sets.
 * A combobox over a listbox: arrows move the active option, Enter opens it, Escape closes and
 * hands focus back. Demo builds only; before sign-in it does not open.
 */
export function CommandPalette({ openOnMount = false }: { openOnMount?: boolean }) {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const catalogue = useScreenCatalogue();
  const { opened } = useSpotlight(paletteStore);
  const { viewer, entries, organizations, screens } = usePaletteEntries(catalogue, opened);
  const { results, searching } = useRecordSearch(query, viewer, screens, organizations);

  const shown = useMemo(() => {
    const fixed = filterEntries(entries, query);
    const found = results.map<PaletteEntry>((result) => ({ ...result, kind: 'record' }));
    return [...fixed, ...found];
  }, [entries, query, results]);
  const groups = useMemo(() => {
    const byGroup = new Map<string, PaletteEntry[]>();
    for (const entry of shown) byGroup.set(entry.group, [...(byGroup.get(entry.group) ?? []), entry]);
    return [...byGroup];
  }, [shown]);
  // The option the arrows marked. The spotlight marks it in the DOM and keeps its index without
  // telling subscribers, so the mark is read once the key, the query or the list has been handled.
  const [activeId, setActiveId] = useState<string | undefined>();
  const readActive = () =>
    requestAnimationFrame(() => setActiveId(document.querySelector(`#${LIST_ID} [data-selected]`)?.id || undefined));
  useEffect(() => {
    const frame = readActive();
    return () => cancelAnimationFrame(frame);
  }, [groups, query]);

  // The Ctrl+K that loaded the demo tools, carried out once the palette can open.
  const [pendingOpen, setPendingOpen] = useState(openOnMount);
  useEffect(() => {
    if (!pendingOpen) return;
    setPendingOpen(false);
    if (viewer) palette.open();
  }, [pendingOpen, viewer]);

  const run = (entry: PaletteEntry) => {
    if (entry.kind === 'demo') return demoPanel.open();
    if (entry.orgId) {
      const orgId = entry.orgId;
      void switchOrganization(orgId).then(() => navigate({ to: '/organizations' }));
      return;
    }
    void navigate({ to: entry.to as '/', search: entry.search as never });
  };

  return (
    <Spotlight.Root
      store={paletteStore}
      shortcut={viewer ? PALETTE_SHORTCUT : null}
      disabled={!viewer}
      tagsToIgnore={[]}
      query={query}
      onQueryChange={setQuery}
      // A new start each time: the exit transition that would clear it is cut short by a navigation.
      onSpotlightOpen={() => setQuery('')}
      scrollable
      maxHeight={420}
      // The dialog's name: Mantine labels a modal by its title, which the palette does not show.
      title="Command palette"
      styles={{ header: { display: 'none' } }}
    >
      <Spotlight.Search
        placeholder="Go to a screen or action, or search by name"
        aria-label="Go to a screen or action, or search organizations, users, policies and source sets"
        role="combobox"
        aria-expanded
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        onKeyDown={() => readActive()}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={searching ? <Loader size="xs" role="status" aria-label="Searching" /> : undefined}
      />
      <Spotlight.ActionsList id={LIST_ID} role="listbox" aria-label="Results">
        {groups.map(([group, items]) => (
          <Spotlight.ActionsGroup key={group} label={group} role="group" aria-label={group}>
            {items.map((entry) => (
              <Spotlight.Action
                key={entry.id}
                // Spotlight.Action takes its id prop for itself; the option needs one in the DOM for
                // the combobox's aria-activedescendant.
                ref={(element) => element?.setAttribute('id', optionId(entry))}
                role="option"
                aria-selected={optionId(entry) === activeId}
                label={entry.label}
                description={entry.description}
                onClick={() => run(entry)}
              />
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {shown.length === 0 && (
          <Spotlight.Empty>
            <Text size="sm" role="status">
              {searching ? 'Searching...' : 'Nothing found'}
            </Text>
          </Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
