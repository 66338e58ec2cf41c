/**
 * Routes the shell links to. Typed as plain strings so the shell compiles before those routes
 * are merged into the generated route tree.
 */
export const shellPaths = {
  dashboard: '/dashboard',
  logs: '/logs/viewer',
  policies: '/policy-editor',
  threats: '/threats/dns-logs-analysis',
  organizations: '/organizations/users',
  globalPolicyDispute: '/global-policy-dispute',
} as const satisfies Record<string, string>;
