/**
 * Story links (demo builds): `/?scenario=<id>&persona=<first name>&to=<path>` opens the demo with
 * that scenario started, signed in as that persona, on that screen. The address is read once at
 * start-up and replaced by `to`, so the router opens that screen; the persona is signed in only
 * once the Terms of Use are accepted, and the Rules of Behavior still follow: a link never skips them.
 */
export interface StoryLink {
  scenario: string | null;
  persona: string | null;
}

const PARAMS = ['scenario', 'persona', 'to'] as const;

let pending: StoryLink | null = null;

/** Only a path on this site: no scheme, no other host ('//host'). */
const safePath = (to: string | null): string | null => (to && /^\/(?!\/)[^\s\\]*$/.test(to) ? to : null);

/** Reads a story link from the address and puts its screen there instead; null when there is none. */
export function takeStoryLink(location: Location = window.location): StoryLink | null {
  const params = new URLSearchParams(location.search);
  if (!PARAMS.some((name) => params.has(name))) return null;
  pending = { scenario: params.get('scenario'), persona: params.get('persona')?.trim().toLowerCase() || null };
  const rest = new URLSearchParams([...params].filter(([name]) => !(PARAMS as readonly string[]).includes(name)));
  const query = rest.size ? `?${rest}` : '';
  window.history.replaceState(window.history.state, '', `${safePath(params.get('to')) ?? location.pathname}${query}`);
  return pending;
}

export const storyLink = {
  /** The persona a story link asked for (its first name, lower case), until it is signed in. */
  persona: (): string | null => pending?.persona ?? null,
  personaDone(): void {
    if (pending) pending = { ...pending, persona: null };
  },
};

/** The story link of a scenario, a persona (first name) and a screen, on this site. */
export function storyLinkHref(origin: string, scenario: string, persona: string, to: string): string {
  const query = new URLSearchParams({ scenario, persona: persona.toLowerCase(), to });
  return `${origin}/?${query}`;
}
