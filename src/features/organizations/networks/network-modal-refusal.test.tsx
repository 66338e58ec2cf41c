// First: the client reads VITE_API_URL once, when config is first imported.
import '@mock/testing/api-base';
import { db } from '@mock/db/database';
import { actAs, useMockApi } from '@mock/testing/api-test-setup';
import { PERSONA } from '@mock/testing/personas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createNetwork } from '@/api/management-networks/queries';
import { renderWithProviders } from '../../../../tests/setup/render';
import { NetworkModal } from './network-modal';
import { pasteInto } from '../../../../tests/setup/paste-into';

useMockApi();

describe("NetworkModal against the mock's refusals", () => {
  it("shows the service's duplicate-network refusal at the CIDR field, naming the existing network", async () => {
    actAs(PERSONA.tenantAdmin);
    const existing = db.managementNetworks.all().find((network) => network.orgId === 'org-usda')!;
    const onClose = vi.fn();
    renderWithProviders(
      <NetworkModal
        mode="add"
        onClose={onClose}
        // The check before saving misses it (a race), so the service's own refusal is what answers.
        findDuplicate={async () => null}
        save={(network) => createNetwork('org-usda', network)}
        savedNotice={null}
      />,
    );
    const user = userEvent.setup();
    await pasteInto(user, screen.getByLabelText(/CIDR/), existing.cidr);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = `This network already exists: ${existing.description}`;
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/CIDR/)).toHaveAccessibleDescription(message);
    expect(onClose).not.toHaveBeenCalled();
  });
});
