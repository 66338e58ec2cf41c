import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '@/api/session/store';
import { productTitle } from '@/config/env';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's name in the browser's title (WCAG 2.4.2); every route sets one (page-title.test.ts). */
    title?: string;
  }
}

export const NOT_FOUND_TITLE = 'Page not found';
export const SIGN_IN_TITLE = 'Sign In';

export const documentTitle = (pageTitle: string): string => `${pageTitle} | ${productTitle}`;

/** The deepest matched route's title wins, so a tab names itself rather than its area. */
export function usePageTitle(): string {
  const signedIn = useSession((s) => s.status === 'signedIn');
  const matches = useMatches();
  if (!signedIn) return SIGN_IN_TITLE;
  // An address no route claims matches only the root.
  const unmatched = matches.length <= 1 || matches.some((match) => match.status === 'notFound');
  if (unmatched) return NOT_FOUND_TITLE;
  const titled = matches.filter((match) => match.staticData.title);
  return titled.at(-1)?.staticData.title ?? productTitle;
}

/** Applies the page title from the route table: the one place document.title is written. */
export function PageTitle() {
  const title = usePageTitle();
  useEffect(() => {
    document.title = title === productTitle ? productTitle : documentTitle(title);
  }, [title]);
  return null;
}
