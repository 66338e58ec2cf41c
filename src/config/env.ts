/**
 * Build-time configuration. Every value comes from a VITE_ variable so one source tree yields
 * each deployment: see the table in docs/configuration.md. A demo build may run as another
 * variant (organization type, managed service) chosen at run time; see `variant` below.
 */
import { type OrgType, type Variant, readVariantOverride } from './variant';

export type AppMode = 'demo' | 'live';
export type { OrgType };

// Scripts run by tsx (the Node mock server, the OpenAPI generator) have no import.meta.env;
// they read the same VITE_ variables from process.env instead.
const env: ImportMetaEnv =
  import.meta.env ??
  ((globalThis as { process?: { env: object } }).process?.env as ImportMetaEnv) ??
  ({} as ImportMetaEnv);

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return value === 'true' || value === '1';
}

/** The variant this build was made as (VITE_ORG_TYPE, VITE_MANAGED_SERVICE). */
export const buildVariant: Variant = {
  orgType: env.VITE_ORG_TYPE === 'FCEB' ? 'FCEB' : 'CI',
  managedService: flag(env.VITE_MANAGED_SERVICE, false),
};

/**
 * A demo shows every variant: one chosen in the demo control panel overrides the build's, read
 * once here before anything renders (src/config/variant.ts). A live build keeps its own: Vite
 * writes VITE_APP_MODE into the bundle, so there the condition is `'live' !== 'live'` and the
 * override's code is dropped (tsx scripts have no import.meta.env and keep the build's too).
 */
const variant: Variant = (import.meta.env?.VITE_APP_MODE !== 'live' && readVariantOverride()) || buildVariant;

export const config = {
  /** demo: the mock service runs in the page; live: calls go to apiBaseUrl. */
  mode: (env.VITE_APP_MODE === 'live' || env.MODE === 'live' ? 'live' : 'demo') as AppMode,
  /** Critical-infrastructure build (CI) or federal civilian build (FCEB). */
  orgType: variant.orgType,
  /** Managed-service (account-linked) mode: MSP variant paths and onboarding settings. */
  managedService: variant.managedService,
  apiBaseUrl: (env.VITE_API_URL ?? '').replace(/\/$/, ''),
  supportEmail: env.VITE_SUPPORT_EMAIL || 'pdns-support@example.gov',
  supportPhone: env.VITE_SUPPORT_PHONE || '(888) 555-0100',
  contractor: env.VITE_SUPPORT_CONTRACTOR || 'the Protective DNS operations contractor',
  infoSharingUrl:
    env.VITE_INFO_SHARING_URL ||
    'https://www.cisa.gov/resources-tools/services/homeland-security-information-network-hsin',
  release: '2.7.7',
  releaseDate: '7/31/2025',
  appVersion: (env.VITE_APP_VERSION as string | undefined) || '2.7.7',
  inactivityTimeoutMinutes: Number(env.VITE_INACTIVITY_TIMEOUT_MINUTES ?? 20),
  /**
   * What the resolver answers for a blocked name (spec 2 §2.2: "block with {ip}, or block with a
   * block page address"). The block page's address needs its HTTPS certificate on the devices.
   */
  blockResponse: {
    ip: env.VITE_BLOCK_IP || '0.0.0.0',
    pageAddress: env.VITE_BLOCK_PAGE_ADDRESS || '198.51.100.80',
  },
  /** Policy Gap Analysis (spec 2 §2.3: behind a feature flag, on unless set to false). */
  gapAnalysisEnabled: flag(env.VITE_FEATURE_GAP_ANALYSIS, true),
  /** Live builds sign in through this OpenID Connect provider; without an issuer, through the API's /auth/sign-in. */
  oidc: {
    issuer: (env.VITE_OIDC_ISSUER ?? '').replace(/\/$/, ''),
    clientId: env.VITE_OIDC_CLIENT_ID || 'pdns-console',
    scopes: env.VITE_OIDC_SCOPES || 'openid profile email',
  },
} as const;

export const productName = 'Protective DNS';
export const productTitle =
  config.orgType === 'CI' ? 'Protective DNS for Critical Infrastructure' : 'Protective DNS Management Application';
export const isDemo = config.mode === 'demo';
/** Sign-in through the OpenID Connect provider: live builds given an issuer. */
export const usesOidc = config.mode === 'live' && config.oidc.issuer !== '';
