import { personaListQuery } from '@/api/auth/queries';
import { queryClient, refetchEverything } from '@/api/query-client';
import { switchPersona } from '@/api/session/actions';
import { sessionStore } from '@/api/session/store';
import { demoControls } from '@/lib/demo-controls';
import { demoPanel } from '@/lib/demo-panel';
import type { Tour } from './tour-schema';
import { tourState } from './tour-state';

const firstName = (name: string) => name.split(' ')[0].toLowerCase();

/**
 * Signs in as a persona named by first name, through the demo's persona switch (the same sign-in
 * as the login screen). Nothing happens when that persona is signed in already or is unknown.
 */
export async function becomePersona(first: string): Promise<void> {
  const personas = await queryClient.fetchQuery(personaListQuery());
  const persona = personas.find((p) => firstName(p.name) === first.toLowerCase());
  if (persona && sessionStore.get().user?.email !== persona.email) await switchPersona(persona.email);
}

/** Starts a tour: its scenario (once: a running one is kept), its persona, then its first step. */
export async function startTour(tour: Tour): Promise<void> {
  demoPanel.close();
  if (tour.scenario) {
    await demoControls.get()?.scenarios.start(tour.scenario);
    // The screen behind the panel read the world before the scenario: refetch, as the Scenarios tab does.
    await refetchEverything();
  }
  if (tour.persona) await becomePersona(tour.persona);
  tourState.begin(tour.id);
}
