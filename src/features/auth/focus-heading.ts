import { useEffect } from 'react';

const GIVE_UP_MS = 10_000;

/** The screen's own heading: its h1, or the h2 of a screen that has none yet (the planned screens). */
const SCREEN_HEADINGS = ['#main-content h1', '#main-content h2'] as const;

/** Focuses an element that is not in the tab order without putting it there for good. */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * WCAG 2.4.3: once a new screen replaces the one a person acted on (sign-in, the Terms), focus
 * moves to its heading instead of falling back to the top of the document. The screen's heading
 * may arrive later than the frame (lazy chunks, data), so this waits for it; it gives up when
 * the person has moved focus meanwhile or a dialog has taken it.
 */
export function useFocusHeadingWhenShown(active: boolean, selectors = SCREEN_HEADINGS): void {
  useEffect(() => {
    if (!active) return;
    const startedOn = document.activeElement;
    const tryFocus = (): boolean => {
      const moved = document.activeElement !== startedOn && document.activeElement !== document.body;
      if (moved || document.querySelector('[role="dialog"]')) return true;
      const heading = selectors.map((selector) => document.querySelector<HTMLElement>(selector)).find(Boolean);
      if (!heading) return false;
      focusHeading(heading);
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timeout = window.setTimeout(() => stop(), GIVE_UP_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timeout);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [active, selectors]);
}
