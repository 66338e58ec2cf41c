import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { GUIDE_IMAGE_PATTERN, GUIDE_PAGE_PATTERN, guideUrl } from './guide-rules';

const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * Raw HTML in a guide file is shown as text, never parsed: even an inert parse of an on* attribute
 * makes Chromium report a CSP violation, and the guide is written in markdown only.
 */
const markdown = new Marked({ gfm: true, async: false, renderer: { html: ({ text }) => escapeHtml(text) } });

/** Only the elements markdown produces; everything else (script, iframe, form, svg...) is dropped. */
const ALLOWED_TAGS = [
  'a',
  'blockquote',
  'br',
  'code',
  'del',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'img',
  'kbd',
  'li',
  'ol',
  'p',
  'pre',
  'strong',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'align', 'start'];

/**
 * Markdown to safe HTML. Links survive only when they name another guide page (they get a
 * data-guide-page attribute for in-modal navigation); any other link becomes its text. Images
 * survive only as PNG files beside the guide.
 */
export function renderGuide(source: string): string {
  const html = markdown.parse(source, { async: false });
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    RETURN_DOM_FRAGMENT: true,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });

  for (const anchor of Array.from(fragment.querySelectorAll('a'))) {
    const href = anchor.getAttribute('href') ?? '';
    if (GUIDE_PAGE_PATTERN.test(href)) {
      anchor.removeAttribute('title');
      anchor.setAttribute('href', guideUrl(href));
      anchor.setAttribute('data-guide-page', href);
    } else {
      anchor.replaceWith(...Array.from(anchor.childNodes));
    }
  }
  for (const image of Array.from(fragment.querySelectorAll('img'))) {
    const src = image.getAttribute('src') ?? '';
    if (GUIDE_IMAGE_PATTERN.test(src)) {
      image.setAttribute('src', guideUrl(src));
      if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
    } else {
      image.remove();
    }
  }

  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
