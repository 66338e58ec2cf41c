import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every `summary: '…'` or `summary: `…`` property, as the range of its value. */
function summaryValues(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const child of node) summaryValues(child, found);
    return found;
  }
  if (!isNode(node)) return found;
  if (node.type === 'Property' && isNode(node.key) && isNode(node.value)) {
    const name = node.key.type === 'Identifier' ? node.key.name : node.key.value;
    const literal =
      (node.value.type === 'Literal' && typeof node.value.value === 'string') || node.value.type === 'TemplateLiteral';
    if (name === 'summary' && literal) found.push(node.value);
  }
  for (const [key, child] of Object.entries(node)) if (key !== 'type') summaryValues(child, found);
  return found;
}

/**
 * An endpoint's `summary` (src/api/**) documents the call for the OpenAPI document and the mock
 * server's index, both made in Node from the sources; the console never shows it. Its builds
 * carry an empty string instead: about a hundred sentences of prose, 5 KiB brotli of the initial
 * JS (docs/performance.md). Tests, tsx scripts and the dev server keep them.
 */
export function stripEndpointSummariesPlugin(): Plugin {
  return {
    name: 'pdns-strip-endpoint-summaries',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]src[\\/]api[\\/].*\.ts$/.test(id) || !code.includes('summary')) return null;
      const values = summaryValues(this.parse(code)).sort((a, b) => b.start - a.start);
      let out = code;
      for (const value of values) {
        const text = code.slice(value.start, value.end);
        // Offsets that do not fall on the literal (a parser counting bytes, not characters) leave the file as it was.
        if (!/^["'`]/.test(text) || text.at(-1) !== text[0]) return null;
        out = `${out.slice(0, value.start)}''${out.slice(value.end)}`;
      }
      return values.length ? { code: out, map: null } : null;
    },
  };
}
