import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { ErrorKey } from '@/api/error-keys';
import { CIDR_FORMAT_MESSAGE, CIDR_TOO_WIDE_MESSAGE } from '@/lib/cidr';
import { renderWithProviders } from '../../../../tests/setup/render';
import { NetworkModal } from './network-modal';
import { pasteInto } from '../../../../tests/setup/paste-into';

function renderModal(overrides: Partial<Parameters<typeof NetworkModal>[0]> = {}) {
  const props = {
    mode: 'add' as const,
    onClose: vi.fn(),
    findDuplicate: vi.fn(async () => null as string | null),
    save: vi.fn(async () => undefined),
    savedNotice: null,
    ...overrides,
  };
  renderWithProviders(<NetworkModal {...props} />);
  return { ...props, user: userEvent.setup() };
}

describe('NetworkModal', () => {
  it('checks the CIDR at the field and saves trimmed values', async () => {
    const { user, save, onClose, findDuplicate } = renderModal();
    await pasteInto(user, screen.getByLabelText(/CIDR/), '10.0.0.0/99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please use correct CIDR format')).toBeInTheDocument();
    expect(findDuplicate).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/CIDR/));
    await pasteInto(user, screen.getByLabelText(/CIDR/), ' 10.0.0.0/8 ');
    await pasteInto(user, screen.getByLabelText('Description'), 'Core ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ cidr: '10.0.0.0/8', description: 'Core' });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the duplicate check's description as the CIDR error", async () => {
    const { user, save } = renderModal({ findDuplicate: vi.fn(async () => 'HQ management LAN') });
    await pasteInto(user, screen.getByLabelText(/CIDR/), '10.0.0.0/8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This network already exists: HQ management LAN')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('maps a refusal raced past the check to the CIDR field', async () => {
    const refusal = new ApiError(
      [{ key: ErrorKey.duplicateNetwork, field: 'cidr', detail: { description: 'Lab' } }],
      409,
    );
    const { user, onClose } = renderModal({ save: vi.fn(async () => Promise.reject(refusal)) });
    await pasteInto(user, screen.getByLabelText(/CIDR/), '192.0.2.0/24');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This network already exists: Lab')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the width limit, not the format message, for the server's cidr.tooWide", async () => {
    const refusal = new ApiError([{ key: ErrorKey.cidrTooWide, field: 'cidr', message: 'too wide' }], 400);
    const { user, onClose } = renderModal({ save: vi.fn(async () => Promise.reject(refusal)) });
    await pasteInto(user, screen.getByLabelText(/CIDR/), '192.0.2.0/24');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CIDR_TOO_WIDE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(CIDR_FORMAT_MESSAGE)).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a network read-only in view mode', () => {
    renderModal({ mode: 'view', network: { cidr: '10.0.0.0/8', description: 'Core' } });
    expect(screen.getByRole('dialog', { name: 'Management Network' })).toBeInTheDocument();
    expect(screen.getByLabelText('CIDR')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
