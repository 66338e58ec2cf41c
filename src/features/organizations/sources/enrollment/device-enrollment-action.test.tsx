import { renderRoute, useScreenTests } from '../../../../../tests/setup/render-route';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

useScreenTests();

const PATH = '/organizations/sources';
const enrollmentActions = () => screen.queryAllByRole('button', { name: /^Device Enrollment / });

describe('the Device Enrollment row action, as each persona sees it', () => {
  it("offers an agency admin every set's enrollment, and opens the dialog on the set", async () => {
    await renderRoute(PATH, { persona: 'daniel' });
    await screen.findByRole('button', { name: 'Source Set Information Roaming Laptops' });
    const infos = screen.getAllByRole('button', { name: /^Source Set Information / });
    expect(enrollmentActions()).toHaveLength(infos.length);

    await userEvent.click(screen.getByRole('button', { name: 'Device Enrollment Roaming Laptops' }));
    const dialog = await screen.findByRole('dialog', { name: 'Device Enrollment' });
    expect(within(dialog).getByText('Roaming Laptops')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'One Time PIN' })).toBeChecked();
  });

  it('is not offered to a read-only user', async () => {
    await renderRoute(PATH, { persona: 'hannah' });
    await screen.findByRole('button', { name: 'Source Set Information Roaming Laptops' });
    expect(enrollmentActions()).toHaveLength(0);
  });

  it('is not offered in a managed-service organization, whose exclusion zones have none either', async () => {
    await renderRoute(PATH, { persona: 'kevin' });
    await screen.findByRole('button', { name: 'Source Set Information OIG Investigations' });
    expect(enrollmentActions()).toHaveLength(0);
  });
});
