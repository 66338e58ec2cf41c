/** What the guide may link to and show (spec 2 §5 "User guide"). */
export const GUIDE_PAGE_PATTERN = /^[A-Za-z0-9-]+\.md$/;
export const GUIDE_IMAGE_PATTERN = /^[A-Za-z0-9-]+\.png$/;
export const GUIDE_CONTENT_TYPES: readonly string[] = ['text/markdown', 'application/octet-stream'];

export const GUIDE_INDEX = 'index.md';
export const GUIDE_ERROR = 'An error occurred.';

/** Guide files are served beside the app, under /guide/ (respecting the build's base path). */
export const guideUrl = (file: string): string => `${import.meta.env.BASE_URL}guide/${file}`;

/** 'getting-started.md' → 'Getting started'; the index is 'Contents'. */
export function guidePageLabel(page: string): string {
  if (page === GUIDE_INDEX) return 'Contents';
  const words = page.replace(/\.md$/, '').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
