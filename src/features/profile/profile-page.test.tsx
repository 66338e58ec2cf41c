// First: renderRoute's module sets the mock's base URL before the client reads it.
import { renderRoute, useScreenTests } from '../../../tests/setup/render-route';
import { db } from '@mock/db/database';
import { findUser } from '@mock/db/lookups';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERSONA } from '@mock/testing/personas';

useScreenTests();

const field = (label: string) => screen.getByRole('group', { name: label });

describe('Profile', () => {
  it("opens from the header's name for a user with no roles and saves their own names and phone", async () => {
    await renderRoute('/dashboard', { persona: 'noRoles' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Sam Rivera' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const email = await screen.findByRole('group', { name: 'Email Address' }, { timeout: 5000 });
    expect(within(email).getByText(PERSONA.noRoles)).toBeInTheDocument();
    expect(within(field('Role')).getByText('Unassigned')).toBeInTheDocument();
    expect(within(field('Roles')).getByText('None')).toBeInTheDocument();
    const signed = db.rulesOfBehavior.all().find((r) => r.email === PERSONA.noRoles)?.version ?? 'Not signed';
    expect(await within(field('Rules of Behavior Signed')).findByText(signed)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const phone = screen.getByRole('textbox', { name: /Phone Number/ });
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));

    await user.clear(phone);
    await user.type(phone, '(202) 555-0111');
    const first = screen.getByRole('textbox', { name: /First Name/ });
    await user.clear(first);
    await user.type(first, 'Samuel');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('link', { name: 'Samuel Rivera' })).toHaveAttribute('href', '/profile');
    expect(await within(field('Phone Number')).findByText('(202) 555-0111')).toBeInTheDocument();
    expect(findUser('org-epa', PERSONA.noRoles)).toMatchObject({ firstName: 'Samuel', phone: '(202) 555-0111' });
  });
});
