import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDE_IMAGE_PATTERN, GUIDE_INDEX, GUIDE_PAGE_PATTERN } from './guide-rules';
import { renderGuide } from './render-guide';

// Vitest runs from the project root.
const guideDir = join(process.cwd(), 'public', 'guide', '/');
const pages = readdirSync(guideDir).filter((name) => name.endsWith('.md'));
const read = (page: string) => readFileSync(`${guideDir}${page}`, 'utf8');
const markdownLinks = (source: string) => [...source.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]);

describe('the shipped user guide', () => {
  it('has an index linking every other page', () => {
    expect(pages).toContain(GUIDE_INDEX);
    const linked = new Set(markdownLinks(read(GUIDE_INDEX)));
    for (const page of pages.filter((p) => p !== GUIDE_INDEX)) expect(linked).toContain(page);
  });

  it.each(pages)('%s names only guide pages and PNG images that exist', (page) => {
    expect(page).toMatch(GUIDE_PAGE_PATTERN);
    for (const target of markdownLinks(read(page))) {
      expect(GUIDE_PAGE_PATTERN.test(target) || GUIDE_IMAGE_PATTERN.test(target)).toBe(true);
      expect(existsSync(`${guideDir}${target}`)).toBe(true);
    }
  });

  it.each(pages)('%s renders with a title and keeps all its links', (page) => {
    const container = document.createElement('div');
    container.innerHTML = renderGuide(read(page));
    expect(container.querySelector('h1')?.textContent).toBeTruthy();
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.dataset.guidePage)).toEqual(markdownLinks(read(page)).filter((t) => t.endsWith('.md')));
  });
});
