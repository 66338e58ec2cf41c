/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_APP_MODE?: string;
  readonly VITE_ORG_TYPE?: string;
  readonly VITE_MANAGED_SERVICE?: string;
  readonly VITE_API_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_SUPPORT_CONTRACTOR?: string;
  readonly VITE_INFO_SHARING_URL?: string;
  readonly VITE_APP_VERSION?: string;
  readonly VITE_INACTIVITY_TIMEOUT_MINUTES?: string;
  readonly VITE_OIDC_ISSUER?: string;
  readonly VITE_OIDC_CLIENT_ID?: string;
  readonly VITE_OIDC_SCOPES?: string;
  readonly VITE_BLOCK_IP?: string;
  readonly VITE_BLOCK_PAGE_ADDRESS?: string;
  readonly VITE_FEATURE_GAP_ANALYSIS?: string;
}
