import { FALLBACK_MESSAGES } from '../../src/api/error-keys';
import { injectableKeys } from '../../mock-service/core/fault-keys';
import { statusForKey } from '../../mock-service/core/faults';
import { buildOpenApiDocument } from '../openapi';

/**
 * GET /reference: the contract as one self-contained HTML page (no script, no CDN, so it works
 * offline), built from the same OpenAPI document as GET /openapi.json. Endpoints are grouped by
 * resource (the operation id's first part), each with an anchor (#<operation id>), its access,
 * effect, paging declaration, request and result schemas and replies; the error keys close the page.
 */
type Json = Record<string, any>;

const escape = (text: unknown): string => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Focusable, so a keyboard can scroll a long schema (its box has a maximum height).
const schemaBlock = (schema: unknown): string => `<pre tabindex="0">${escape(JSON.stringify(schema, null, 2))}</pre>`;

function requestOf(op: Json): string {
  if (op.requestBody)
    return `<h4>Request body (JSON)</h4>${schemaBlock(op.requestBody.content['application/json'].schema)}`;
  if (op.parameters?.length) {
    const rows = op.parameters.map(
      (p: Json) =>
        `<tr><td><code>${escape(p.name)}</code></td><td>${p.required ? 'required' : 'optional'}</td><td><code>${escape(JSON.stringify(p.schema))}</code></td></tr>`,
    );
    return `<h4>Query parameters</h4><table><tr><th>name</th><th>presence</th><th>schema</th></tr>${rows.join('')}</table>`;
  }
  return '<h4>Request</h4><p>No input.</p>';
}

function operationSection(path: string, method: string, op: Json): string {
  const access = op.security.length ? 'authenticated (Authorization: Bearer &lt;token&gt;)' : 'public';
  const replies = Object.entries(op.responses as Record<string, Json>)
    .map(([status, reply]) => `<li><strong>${status}</strong> ${escape(reply.description)}</li>`)
    .join('');
  const paging = op['x-paged-list']
    ? `<h4>Paging</h4><p>${escape(op.description)}</p>${schemaBlock(op['x-paged-list'])}`
    : '';
  return `<section id="${escape(op.operationId)}">
<h3><a href="#${escape(op.operationId)}">${method.toUpperCase()} <code>${escape(path)}</code></a></h3>
<p>${escape(op.summary)}</p>
<p>Operation <code>${escape(op.operationId)}</code>; ${access}; effect: ${escape(op['x-effect'])}.</p>
${paging}${requestOf(op)}
<h4>Result (200, <code>{"result": ...}</code>)</h4>${schemaBlock(op.responses['200'].content['application/json'].schema.properties.result)}
<h4>Replies</h4><ul>${replies}</ul>
</section>`;
}

export function referencePage(): string {
  const document = buildOpenApiDocument() as Json;
  const groups = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(methods)) {
      const group = op.tags[0] as string;
      groups.set(group, [...(groups.get(group) ?? []), operationSection(path, method, op)]);
      toc.set(group, [
        ...(toc.get(group) ?? []),
        `<li><a href="#${escape(op.operationId)}">${method.toUpperCase()} ${escape(path)}</a> ${escape(op.summary)}</li>`,
      ]);
    }
  }
  const names = [...groups.keys()].sort();
  const errorRows = injectableKeys()
    .map(
      (key) =>
        `<tr id="error-${escape(key)}"><td><code>${escape(key)}</code></td><td>${statusForKey(key)}</td><td>${escape(FALLBACK_MESSAGES[key] ?? '')}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} reference</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1a1a1a; background: #fff; }
a { color: #0b57a4; }
pre { background: #f3f4f6; padding: 0.5rem; overflow-x: auto; font-size: 0.85rem; max-height: 24rem; }
section { border-top: 1px solid #ccc; margin-top: 1.5rem; }
table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: 0.2rem 0.5rem; text-align: left; vertical-align: top; }
@media (prefers-color-scheme: dark) {
  body { color: #e6e6e6; background: #16181c; } a { color: #8cc4ff; } pre { background: #25282e; }
}
</style>
</head>
<body>
<header>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${escape(document.info.description)}</p>
<p>Machine-readable: <a href="/openapi.json">/openapi.json</a> (OpenAPI ${escape(document.openapi)}). Sign in with
<code>POST /auth/sign-in {"email": ...}</code> (the e-mails: <a href="/auth/personas">/auth/personas</a>), then send
<code>Authorization: Bearer &lt;token&gt;</code>. <a href="#error-keys">Error keys</a>.</p>
</header>
<nav aria-label="Resources">
<h2>Resources</h2>
${names.map((name) => `<h3><a href="#resource-${escape(name)}">${escape(name)}</a></h3><ul>${toc.get(name)!.join('')}</ul>`).join('\n')}
</nav>
<main>
${names.map((name) => `<section id="resource-${escape(name)}"><h2>${escape(name)}</h2>${groups.get(name)!.join('\n')}</section>`).join('\n')}
<section id="error-keys">
<h2>Error keys</h2>
<p>A refusal is <code>{"errors": [{"key", "message"?, "field"?}]}</code>; the console shows its own text for each key. The status is the one the service sends with the key.</p>
<table><tr><th>key</th><th>status</th><th>what the console says</th></tr>${errorRows}</table>
</section>
</main>
</body>
</html>
`;
}
