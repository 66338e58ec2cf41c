import { afterEach, describe, expect, it } from 'vitest';
import { storyLink, storyLinkHref, takeStoryLink } from './story-link';

// The persona a link asked for is module state the login screen reads: none is left for later files.
afterEach(() => {
  window.history.replaceState(null, '', '/');
  storyLink.personaDone();
});

describe('story links', () => {
  it('take the scenario and persona and put the screen in the address', () => {
    window.history.replaceState(null, '', '/?scenario=phishing&persona=Daniel&to=/dashboard&chaos=1');
    expect(takeStoryLink()).toEqual({ scenario: 'phishing', persona: 'daniel' });
    expect(window.location.pathname + window.location.search).toBe('/dashboard?chaos=1');
    expect(storyLink.persona()).toBe('daniel');
    storyLink.personaDone();
    expect(storyLink.persona()).toBeNull();
  });

  it('never leave the site for another host', () => {
    window.history.replaceState(null, '', '/?scenario=beaconing&to=//evil.example/x');
    takeStoryLink();
    expect(window.location.pathname).toBe('/');
  });

  it('round-trip from the link the panel copies', () => {
    const href = storyLinkHref('https://demo.example', 'tunnelling', 'Hannah', '/dns-logs');
    expect(href).toBe('https://demo.example/?scenario=tunnelling&persona=hannah&to=%2Fdns-logs');
    window.history.replaceState(null, '', href.replace('https://demo.example', ''));
    expect(takeStoryLink()).toEqual({ scenario: 'tunnelling', persona: 'hannah' });
    expect(window.location.pathname).toBe('/dns-logs');
  });

  it('leave an ordinary address alone', () => {
    window.history.replaceState(null, '', '/dashboard?tab=1');
    expect(takeStoryLink()).toBeNull();
    expect(window.location.search).toBe('?tab=1');
  });
});
