import type { SseOption } from '../../src/api/sources/contract';

/**
 * The SSE providers the service onboards (GET /api/source/sse/list). cfListId names the
 * provider's published egress list, which the resolver trusts for that provider's traffic.
 * iboss is not here: the console offers it itself and the service refuses it.
 */
export const SSE_OPTIONS: readonly SseOption[] = [
  { id: 'sse-zscaler', displayName: 'Zscaler Internet Access', cfListId: 'cf-list-zscaler-zia', vendor: 'zscaler' },
  { id: 'sse-netskope', displayName: 'Netskope One SSE', cfListId: 'cf-list-netskope', vendor: 'netskope' },
  {
    id: 'sse-prisma',
    displayName: 'Palo Alto Networks Prisma Access',
    cfListId: 'cf-list-prisma-access',
    vendor: 'prismaaccess',
  },
  { id: 'sse-cisco', displayName: 'Cisco Secure Access', cfListId: 'cf-list-cisco-sse', vendor: 'cisco' },
];
