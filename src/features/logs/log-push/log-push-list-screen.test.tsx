import { renderRoute, useScreenTests } from '../../../../tests/setup/render-route';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mock/db/database';
import { LIMIT_WARNING } from './log-push-texts';

useScreenTests();

const jobs = () => screen.findByRole('table', { name: 'Log push jobs of Labor' });

describe('DNS Log Push list', () => {
  it("shows Labor's jobs with service, path, status and health, and Connect A Service below the limit", async () => {
    await renderRoute('/logs/log-push', { persona: 'mspAdmin' });
    const table = await jobs();
    const s3 = within(table).getByRole('row', { name: /dol-s3-archive/ });
    expect(within(s3).getByRole('link', { name: 'dol-s3-archive' })).toBeInTheDocument();
    expect(s3).toHaveTextContent('S3-Compatible Endpoints');
    expect(s3).toHaveTextContent('dol-pdns-logs/resolver');
    expect(s3).toHaveTextContent('Active');
    expect(s3).toHaveTextContent(/Last delivery \d\d\/\d\d\/\d\d/);
    const splunk = within(table).getByRole('row', { name: /dol-splunk-soc/ });
    expect(splunk).toHaveTextContent('Inactive');
    expect(splunk).toHaveTextContent(/Last error .*Invalid token/);
    expect(screen.getByRole('link', { name: 'Connect A Service' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Location to Source Set' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Policy ID to Policy Name' })).toBeEnabled();
    expect(screen.queryByText(LIMIT_WARNING)).toBeNull();
  });

  it('disables Connect A Service at 4 jobs, with the warning', async () => {
    const [first] = db.logPushJobs.all();
    for (const n of [3, 4]) await db.logPushJobs.create({ ...first, id: `lp-dol-${n}`, jobName: `dol-extra-${n}` });
    await renderRoute('/logs/log-push', { persona: 'mspAdmin' });
    expect(within(await jobs()).getAllByRole('row')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Connect A Service' })).toBeDisabled();
    expect(screen.getByText(LIMIT_WARNING)).toBeInTheDocument();
  });
});
