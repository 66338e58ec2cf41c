// First: renderRoute's module sets the mock's base URL before the client reads it.
import { renderRoute, useScreenTests } from '../../../tests/setup/render-route';
import { endpointPattern } from '@mock/core/api-paths';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { orgRequestApproveEndpoint } from '@/api/org-requests/contract';
import { ACCESS_DECISION_FAILED } from './use-access-requests';

const server = useScreenTests();

describe('deciding an access request', () => {
  it("says 'An unknown error occurred.' when the decision fails, and keeps the request", async () => {
    server.use(http.post(endpointPattern(orgRequestApproveEndpoint.path), () => HttpResponse.error()));
    await renderRoute('/access-requests', { persona: 'customerManager' });
    const user = userEvent.setup();

    const approve = (await screen.findAllByRole('button', { name: /^Approve access request from / }))[0];
    await user.click(approve);
    const dialog = await screen.findByRole('dialog', { name: 'Approve access request' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText(ACCESS_DECISION_FAILED)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Approve access request from / }).length).toBeGreaterThan(0);
  });
});
