import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type AccessTokenLike, type KoaContextWithOIDC, errors } from 'oidc-provider';
import { accessTokenClaims, accountClaims, accountExists, loginPersonas } from './oidc-accounts';
import { SIGN_OUT_SCRIPT, loginPage, pageSecurityHeaders, signOutPage } from './oidc-login-page';
import { SWITCH_NAMES, type SwitchBoard, type Switches, createSwitchBoard } from './oidc-switches';

/**
 * An OpenID provider for the local stack (oidc-provider 8), mounted under `/oidc` of the mock
 * server: authorization code with PKCE for the console (a public client), access tokens as JWTs
 * for the API (audience `API_AUDIENCE`) carrying the user's `roles`, refresh tokens for renewal,
 * RP-initiated logout. Its accounts are the mock's users; its login page lists the personas.
 */
export const OIDC_PREFIX = '/oidc';
export const API_AUDIENCE = 'urn:pdns:api';
export const API_SCOPE = 'pdns';
export const CLIENT_ID = 'pdns-console';
/** The console's callback route (src/api/session/oidc-config.ts); never under /auth/, which serve.mjs keeps for the API. */
export const CALLBACK_PATH = '/signin-callback';

export interface OidcOptions {
  issuer: string;
  /** Origins of the console; each gets its callback and post-logout address registered. */
  consoleOrigins: Iterable<string>;
  accessTokenTtlSeconds: number;
}

export interface MockOidc {
  issuer: string;
  switches: SwitchBoard;
  /** The public keys the provider publishes at `/oidc/jwks`. */
  jwks: { keys: Record<string, string>[] };
  /** True when the request is for the provider (its prefix). */
  handles(url: string): boolean;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 10_000) throw new Error('body too large');
  }
  return body;
}

function signingKey() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  return {
    privateJwk: { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' },
    publicJwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } as Record<string, string>,
  };
}

export function createMockOidc(options: OidcOptions): MockOidc {
  const issuer = options.issuer.replace(/\/$/, '');
  const origins = [...options.consoleOrigins];
  const switches = createSwitchBoard();
  const key = signingKey();
  const ttl = options.accessTokenTtlSeconds;
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}${CALLBACK_PATH}`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
      },
    ],
    jwks: { keys: [key.privateJwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email'],
      profile: ['name', 'given_name', 'family_name'],
    },
    async findAccount(_ctx: unknown, sub: string) {
      const claims = accountClaims(sub);
      return claims && { accountId: claims.sub, claims: async () => claims };
    },
    // The console is a first-party client: it is granted what it asks for, no consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const clientId = oidc.client!.clientId;
      const existing = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
      if (existing) {
        const found = await oidc.provider.Grant.find(existing);
        if (found) return found;
      }
      const grant = new oidc.provider.Grant({ clientId, accountId: oidc.session!.accountId! });
      grant.addOIDCScope(String((oidc.params?.scope as string | undefined) ?? 'openid'));
      grant.addResourceScope(API_AUDIENCE, API_SCOPE);
      await grant.save();
      return grant;
    },
    // Renewal is by refresh token (no hidden iframe, so the console's CSP needs no frame-src).
    async issueRefreshToken(_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) {
      return client.grantTypeAllowed('refresh_token');
    },
    async extraTokenClaims(ctx: KoaContextWithOIDC, token: AccessTokenLike) {
      if (ctx.oidc.params?.grant_type === 'refresh_token' && switches.takeRenewalRefusal(token.accountId)) {
        throw new errors.InvalidGrant('the mock provider was told to refuse this renewal');
      }
      return accessTokenClaims(token.accountId, switches.get(token.accountId), token.grantId);
    },
    clientBasedCORS: (_ctx: unknown, origin: string) => origins.includes(origin),
    pkce: { required: () => true },
    ttl: {
      AccessToken: ttl,
      IdToken: 3600,
      RefreshToken: 8 * 3600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
      Interaction: 3600,
      AuthorizationCode: 60,
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${OIDC_PREFIX}/login/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => API_AUDIENCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: unknown, resource: string) => {
          if (resource !== API_AUDIENCE) throw new errors.InvalidGrant(`unknown resource ${resource}`);
          return {
            scope: API_SCOPE,
            audience: API_AUDIENCE,
            accessTokenTTL: ttl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: { body: string; set(name: string, value: string): void }, form: string) {
          for (const [name, value] of Object.entries(pageSecurityHeaders(origins))) ctx.set(name, value);
          ctx.body = signOutPage(form, `${OIDC_PREFIX}/assets/sign-out.js`);
        },
      },
    },
  });
  const answerProvider = provider.callback();

  async function login(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const action = `${OIDC_PREFIX}/login/${encodeURIComponent(uid)}`;
    const show = (status: number, error?: string) => {
      res.writeHead(status, pageSecurityHeaders(origins));
      res.end(loginPage(action, loginPersonas(), error));
    };
    const details = await provider.interactionDetails(req, res).catch(() => undefined);
    if (!details || details.uid !== uid)
      return show(400, 'This sign-in has expired. Go back to the console and choose Sign In again.');
    if (req.method === 'GET') return show(200);
    const form = new URLSearchParams(await readBody(req));
    const email = form.get('email') ?? '';
    if (!accountExists(email)) return show(400, 'No active account has this e-mail address.');
    const chosen: Partial<Switches> = {};
    for (const name of SWITCH_NAMES) chosen[name] = form.get(name) === 'on';
    switches.set(email, chosen, true);
    await provider.interactionFinished(req, res, { login: { accountId: email } }, { mergeWithLastSubmission: false });
  }

  /** GET lists the switches; POST {"email": ..., "unlinked": true, ...} changes one account's. */
  async function setSwitches(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'GET') return json(res, 200, { switches: switches.all() });
    if (req.method !== 'POST') return json(res, 405, { error: 'use GET or POST' });
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return json(res, 400, { error: 'send a JSON object' });
    }
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const email = typeof input.email === 'string' ? input.email : '';
    if (!accountExists(email)) return json(res, 400, { error: 'email: no active account has this address' });
    const patch: Partial<Switches> = {};
    for (const name of SWITCH_NAMES) {
      if (input[name] === undefined) continue;
      if (typeof input[name] !== 'boolean') return json(res, 400, { error: `${name}: true or false` });
      patch[name] = input[name];
    }
    return json(res, 200, { email, switches: switches.set(email, patch) });
  }

  return {
    issuer,
    switches,
    jwks: { keys: [key.publicJwk] },
    handles: (url) => url === OIDC_PREFIX || url.startsWith(`${OIDC_PREFIX}/`) || url.startsWith(`${OIDC_PREFIX}?`),
    async handle(req, res) {
      const path = new URL(req.url ?? '/', 'http://mock').pathname;
      const loginMatch = /^\/oidc\/login\/([\w-]+)$/.exec(path);
      if (loginMatch) return login(req, res, loginMatch[1]);
      if (path === `${OIDC_PREFIX}/switches`) return setSwitches(req, res);
      if (path === `${OIDC_PREFIX}/assets/sign-out.js`) {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
        return void res.end(SIGN_OUT_SCRIPT);
      }
      // Mounted as Express would: the provider reads the prefix from originalUrl.
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
      req.url = (req.url ?? '/').slice(OIDC_PREFIX.length) || '/';
      answerProvider(req, res);
    },
  };
}
