import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrgRequest } from '@/api/org-requests/contract';
import { orgRequestKeys } from '@/api/org-requests/queries';
import { sessionStore } from '@/api/session/store';
import { createTestQueryClient, renderWithProviders } from '../../../tests/setup/render';
import { AccessRequestBanner } from './access-request-banner';

const request = (n: number): OrgRequest => ({
  requestId: `req-${n}`,
  requestor: { email: `person${n}@usda.gov`, firstName: 'Pat', lastName: `Quinn${n}` },
  orgName: 'Department of Agriculture',
  dateReceived: '2026-11-20T10:00:00.000Z',
  status: 'pending',
});

async function renderBanner(count: number) {
  sessionStore.set({
    status: 'signedIn',
    principal: { orgName: 'Global', role: 'User', roles: ['customerManager'] },
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(
    orgRequestKeys.list({ includeClosed: false }),
    Array.from({ length: count }, (_, n) => request(n)),
  );
  renderWithProviders(<AccessRequestBanner />, { route: '/dashboard', queryClient });
  return screen.findByText(/^You have \d+ access/);
}

describe('the pending access request banner', () => {
  afterEach(() => sessionStore.reset());

  it('says request for one', async () => {
    expect(await renderBanner(1)).toHaveTextContent(/^You have 1 access request pending$/);
  });

  it('says requests for more than one', async () => {
    expect(await renderBanner(2)).toHaveTextContent(/^You have 2 access requests pending$/);
  });
});
