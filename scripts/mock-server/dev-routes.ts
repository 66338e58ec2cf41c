import { buildOpenApiDocument } from '../openapi';
import { ALLOWED_METHODS } from '../mock-server-policy';
import { CONTROL_METHODS, CONTROL_PREFIX, answerControl } from './dev-controls';
import { referencePage } from './reference-page';

/**
 * The mock server's pages for developers, beside the API: GET /openapi.json, GET /reference and
 * the /__mock/ controls. The controls change the server for everyone (time, faults, data), so
 * they are offered only when the server listens on a loopback address, unless MOCK_CONTROLS says
 * otherwise: it is a development server, never a shared one.
 */
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|::1|\[::1\])$/i;

/** MOCK_CONTROLS=1 offers the controls on any address, 0 nowhere; unset: on loopback only. */
export function controlsOffered(host: string, setting: string | undefined): boolean {
  if (setting === '1' || setting === 'on') return true;
  if (setting === '0' || setting === 'off') return false;
  return LOOPBACK.test(host);
}

const isControlPath = (url: string | undefined): boolean => /^\/__mock(\/|$|\?)/.test(url ?? '');

/** The methods the server accepts at a path: the API's, plus DELETE for the controls. */
export const methodsFor = (url: string | undefined): readonly string[] =>
  isControlPath(url) ? CONTROL_METHODS : ALLOWED_METHODS;

// Built once: the contract does not change while the server runs.
let openApiText: string | null = null;
let referenceHtml: string | null = null;

const HTML = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/** Answers a developer page or control, or undefined to let the API answer. */
export async function answerDevRoute(request: Request, withControls: boolean): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  if (request.method === 'GET' && pathname === '/openapi.json') {
    openApiText ??= JSON.stringify(buildOpenApiDocument(), null, 2);
    return new Response(openApiText, { headers: { 'Content-Type': 'application/json' } });
  }
  if (request.method === 'GET' && pathname === '/reference') {
    referenceHtml ??= referencePage();
    return new Response(referenceHtml, { headers: HTML });
  }
  if (withControls && (pathname.startsWith(CONTROL_PREFIX) || pathname === '/__mock')) return answerControl(request);
  return undefined;
}

/** Added to GET /'s description of the service. */
export const devLinks = (withControls: boolean) => ({
  openapi: '/openapi.json',
  reference: '/reference',
  ...(withControls ? { controls: `${CONTROL_PREFIX} (clock, faults, chaos, reset, outbox)` } : {}),
});
