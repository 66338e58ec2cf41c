import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mock/db/database';
import { REVERIFY_NOTICE, VERIFY_FAILED, VERIFY_OK } from './log-push-texts';

useScreenTests();

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('DNS Log Push detail', () => {
  it('proves ownership of an S3 bucket: Send Token once filled, a wrong token refused, Enable after verification, reset by a change', async () => {
    await renderRoute('/logs/log-push/form', { persona: 'mspAdmin' });
    expect(await screen.findByRole('heading', { name: 'Connect a Service' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Log Push' })).toBeInTheDocument();
    const send = await screen.findByRole('button', { name: 'Send Token' });
    type(/^Job Name/, 'dol-test');
    type(/^Access Key ID/, 'AKIA-short');
    type(/^Secret Access Key/, 'secret');
    type(/^Bucket Path/, 'dol-test/dns');
    type(/^Endpoint URL/, 'dol-test.s3.example.gov');
    expect(send).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: /^Region/ }));
    await user.click(await screen.findByRole('option', { name: 'us-gov-west-1' }));
    expect(send).toBeEnabled();
    // The form checks the rules before anything is sent.
    await user.click(send);
    expect(await screen.findByText(/Access Key ID must be 20 characters/)).toBeInTheDocument();
    expect(screen.getByText('Endpoint URL must not include a bucket name or path')).toBeInTheDocument();
    expect(db.logPushFiles.all()).toEqual([]);

    type(/^Access Key ID/, 'AKIAQ4X7RM2EXAMPLE09');
    type(/^Endpoint URL/, 's3.example.gov');
    await user.click(send);
    expect(await screen.findByText(/was written to the destination/)).toBeInTheDocument();
    const [file] = db.logPushFiles.all();
    expect(file.fileName).toMatch(/^pdns-ownership-/);
    const enable = screen.getByRole('switch', { name: /^Enable/ });
    expect(enable).toBeDisabled();

    type(/^Ownership Token/, 'not-the-token');
    await user.click(screen.getByRole('button', { name: 'Verify Token' }));
    expect(await screen.findByText(VERIFY_FAILED)).toBeInTheDocument();
    type(/^Ownership Token/, file.content);
    await user.click(screen.getByRole('button', { name: 'Verify Token' }));
    expect(await screen.findByText(VERIFY_OK)).toBeInTheDocument();
    expect(enable).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    // A change after the send: the proof no longer holds.
    type(/^Bucket Path/, 'dol-test/other');
    expect(screen.queryByText(VERIFY_OK)).toBeNull();
    expect(enable).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows an existing job read-only with its secret In Use, and Edit clears it with the notice', async () => {
    await renderRoute('/logs/log-push/form?id=lp-dol-2', { persona: 'mspAdmin' });
    expect(await screen.findByRole('heading', { name: 'Log Push Details' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Job Name')).toHaveValue('dol-splunk-soc');
    expect(screen.getByLabelText('Job Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Auth Token')).toHaveAttribute('placeholder', 'In Use');
    expect(screen.getByText(/Last error/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText(REVERIFY_NOTICE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Job Name/, { selector: 'input' })).toHaveValue('dol-splunk-soc');
    expect(screen.getByLabelText(/^Auth Token/, { selector: 'input' })).toHaveValue('');
    expect(screen.getByLabelText(/^Ownership Token/, { selector: 'input' })).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Token' })).toBeDisabled());
  });
});
