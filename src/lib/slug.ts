/**
 * Text as a piece of a file name or path: lowercase letters and digits, every other run of
 * characters one hyphen, none at either end ('Dept. of Energy' → 'dept-of-energy'). Pure, so the
 * mock names its files and buckets the way the console names its own.
 */
export const slug = (text: string, fallback = ''): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || fallback;
