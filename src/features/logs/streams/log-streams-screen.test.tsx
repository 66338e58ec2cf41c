import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mock/db/database';
import { STREAM_DELETED } from './stream-texts';

useScreenTests();

describe('DNS Streams', () => {
  it("lists Labor's streams with their bucket paths and deletes one after confirmation", async () => {
    await renderRoute('/logs/dns-streams', { persona: 'mspAdmin' });
    const table = await screen.findByRole('table', { name: 'DNS Streams of Labor' });
    const row = await within(table).findByRole('row', { name: /Field office blocks/ });
    expect(row).toHaveTextContent('Blocked queries from field offices');
    expect(row).toHaveTextContent(/s3:\/\/pdns-streams-418295730164\/field-office-blocks-/);
    expect(screen.getByRole('link', { name: 'Add New Stream' })).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Actions for Field office blocks' }));
    expect(await screen.findByRole('menuitem', { name: 'View Stream' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete Stream' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Stream' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(STREAM_DELETED)).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Field office blocks')).toBeNull());
    expect(db.logStreams.all().map((s) => s.name)).not.toContain('Field office blocks');
  });
});
