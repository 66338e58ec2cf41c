import { createHash } from 'node:crypto';
import type { LoginPersona } from './oidc-accounts';
import { SWITCH_LABELS, SWITCH_NAMES } from './oidc-switches';

/**
 * The provider's pages, plain server-rendered HTML: no inline script or handler, one style
 * element allowed by its hash, so they run under a strict Content Security Policy. Colours pass
 * WCAG AA (4.5:1 or more) on their backgrounds.
 */
const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f1f3f5;color:#1a1b1e;line-height:1.4}
main{max-width:44rem;margin:2rem auto;padding:1.5rem 2rem;background:#fff;border:1px solid #ced4da;border-radius:8px}
h1{font-size:1.5rem;margin:0 0 .25rem}p.lead{margin:0 0 1rem;color:#343a40}
ul{list-style:none;padding:0;margin:0 0 1rem}li{display:flex;gap:1rem;align-items:center;padding:.5rem 0;border-top:1px solid #dee2e6}
li span{flex:1;color:#343a40;font-size:.875rem}
button{font:inherit;font-weight:600;padding:.45rem .9rem;border-radius:4px;border:1px solid #1c4f9c;background:#1c4f9c;color:#fff;cursor:pointer;min-width:16rem;text-align:left}
button:focus-visible,input:focus-visible{outline:3px solid #f08c00;outline-offset:2px}
fieldset{border:1px solid #ced4da;border-radius:6px;margin:0 0 1rem;padding:.5rem 1rem}legend{font-weight:600;padding:0 .25rem}
label{display:block;padding:.2rem 0}p.error{color:#a51d1d;font-weight:600}
`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The CSP of these pages; forms may lead (by redirect) to the console's origins. */
export function pageSecurityHeaders(formTargets: Iterable<string>): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': [
      "default-src 'none'",
      `style-src ${STYLE_HASH}`,
      "script-src 'self'",
      `form-action 'self' ${[...formTargets].join(' ')}`,
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  };
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** Pick a persona; the checkboxes set this login's failure switches. */
export function loginPage(action: string, personas: LoginPersona[], error?: string): string {
  const rows = personas
    .map(
      (p, i) => `<li><button type="submit" name="email" value="${escapeHtml(p.email)}" aria-describedby="p${i}">
Sign in as ${escapeHtml(p.name)}</button><span id="p${i}">${escapeHtml(p.organization)} · ${escapeHtml(p.role)} · ${escapeHtml(p.summary)}</span></li>`,
    )
    .join('\n');
  const switches = SWITCH_NAMES.map(
    (name) => `<label><input type="checkbox" name="${name}" value="on"> ${escapeHtml(SWITCH_LABELS[name])}</label>`,
  ).join('\n');
  return page(
    'Sign in - Mock identity provider',
    `<h1>Mock identity provider</h1>
<p class="lead">Choose who signs in to the Protective DNS console. The accounts are the mock service's users.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<fieldset><legend>Simulate a failure for this sign-in</legend>
${switches}
</fieldset>
<ul aria-label="Personas">
${rows}
</ul>
</form>`,
  );
}

/** oidc-provider's sign-out confirmation, submitted by an external script (CSP-safe); the button is the fallback. */
export function signOutPage(form: string, script: string): string {
  return page(
    'Signing out - Mock identity provider',
    `<h1>Signing out</h1>
${form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<p class="lead">Ending your session with the identity provider.</p>
<button type="submit" form="op.logoutForm">Sign out</button>
<script src="${escapeHtml(script)}"></script>`,
  );
}

/** Submits the sign-out form once the page has loaded. */
export const SIGN_OUT_SCRIPT = `document.getElementById('op.logoutForm').submit();\n`;
