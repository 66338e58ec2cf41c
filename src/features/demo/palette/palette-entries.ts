import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { organizationListQuery } from '@/api/organizations/queries';
import { useSession } from '@/api/session/store';
import { DEMO_PANEL_HOTKEY_LABEL } from '@/lib/demo-panel';
import { actionsFor } from './palette-actions';
import type { PaletteLink, PaletteViewer, ScreenCatalogue } from './palette-types';

export interface PaletteEntry extends PaletteLink {
  group: string;
  kind: 'screen' | 'action' | 'demo' | 'record';
  orgId?: string;
}

export const OPEN_DEMO_CONTROLS = 'Open demo controls';

/** The fixed part of the palette for a viewer: screens, then actions, then the demo controls. */
export function entriesFor(viewer: PaletteViewer, catalogue: ScreenCatalogue): PaletteEntry[] {
  const screens = catalogue.screens(viewer);
  return [
    ...screens.map<PaletteEntry>((screen) => ({ ...screen, group: 'Screens', kind: 'screen' })),
    ...actionsFor(viewer, screens, catalogue.admits).map<PaletteEntry>((action) => ({
      ...action,
      group: 'Actions',
      kind: 'action',
    })),
    {
      id: 'demo:controls',
      label: OPEN_DEMO_CONTROLS,
      description: `The demo control panel (${DEMO_PANEL_HOTKEY_LABEL})`,
      to: '',
      group: 'Demo',
      kind: 'demo',
    },
  ];
}

/** Every word typed appears in the label or the description, in any order and case. */
export function filterEntries(entries: PaletteEntry[], query: string): PaletteEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const text = `${entry.label} ${entry.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/**
 * The signed-in viewer (null before sign-in) and what the palette offers them. The entries are
 * worked out only while the palette is open (`open`): each screen's route guards run for them, work
 * a sign-in or an organization switch should not wait behind.
 */
export function usePaletteEntries(catalogue: ScreenCatalogue, open = true) {
  const { user, principal, selectedOrgId } = useSession();
  const orgs = useQuery({ ...organizationListQuery(), enabled: Boolean(user) });
  const organizations = useMemo(() => orgs.data ?? [], [orgs.data]);
  const selected = organizations.find((org) => org.orgId === (selectedOrgId ?? user?.orgId));
  const viewer = useMemo<PaletteViewer | null>(
    () => (user && principal ? { principal, email: user.email, selected } : null),
    [user, principal, selected],
  );
  const entries = useMemo(() => (viewer && open ? entriesFor(viewer, catalogue) : []), [viewer, catalogue, open]);
  const screens = useMemo(() => entries.filter((entry) => entry.kind === 'screen'), [entries]);
  return { viewer, entries, organizations, screens };
}
