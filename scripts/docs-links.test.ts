import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README is the front door and docs/ holds the rest: a moved or renamed page must not leave a
// link behind, and no page may point outside the repository.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const pages = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];

/** Markdown text outside fenced code blocks and inline code, where a link is a link. */
function prose(text: string) {
  return text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's heading anchors: lower case, punctuation dropped, each space a hyphen. */
function anchorsOf(path: string) {
  const headings = prose(readFileSync(path, 'utf8')).match(/^#{1,6} .+$/gm) ?? [];
  return new Set(
    headings.map((heading) =>
      heading
        .replace(/^#+ /, '')
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

function relativeLinks(path: string) {
  const links = [...prose(readFileSync(path, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
  return links.filter((link) => !/^[a-z]+:/i.test(link));
}

describe('documentation links', () => {
  it.each(pages.map((page) => [relative(root, page), page]))('every relative link in %s resolves', (_, page) => {
    const broken = relativeLinks(page).filter((link) => {
      const [file, anchor] = link.split('#');
      const target = file ? resolve(dirname(page), file) : page;
      if (relative(root, target).startsWith('..') || !existsSync(target)) return true;
      return anchor !== undefined && target.endsWith('.md') && !anchorsOf(target).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it('the README stays a front door: at most 200 lines, naming every npm script', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const scripts = Object.keys(
      (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: object }).scripts,
    );
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(200);
    expect(scripts.filter((script) => !readme.includes(`| \`${script}\` |`))).toEqual([]);
  });

  it('every docs page is reachable from the README or the decisions index', () => {
    const linked = new Set(
      [join(root, 'README.md'), join(root, 'docs/decisions/README.md')].flatMap((page) =>
        relativeLinks(page).map((link) => resolve(dirname(page), link.split('#')[0])),
      ),
    );
    const unlinked = pages.filter((page) => !page.endsWith('README.md') && !linked.has(page));
    expect(unlinked.map((page) => relative(root, page))).toEqual([]);
  });
});
