// First: the client reads VITE_API_URL once, when config is first imported.
import '@mock/testing/api-base';
import { endpointPattern } from '@mock/core/api-paths';
import { db } from '@mock/db/database';
import { actAs, useMockApi } from '@mock/testing/api-test-setup';
import { PERSONA } from '@mock/testing/personas';
import { configure, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { authDeviceListEndpoint } from '@/api/sources/enrollment-contract';
import type { SourceSet } from '@/api/sources/schemas';
import { formatDate } from '@/lib/format';
import { renderWithProviders } from '../../../../../tests/setup/render';
import { EnrollmentDialog } from './enrollment-dialog';

const server = useMockApi();
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 20_000 });

const toSet = (row: SourceSet & { dateDeleted?: unknown }): SourceSet => {
  const { dateDeleted: _, ...set } = row;
  return set;
};
const namedSet = (orgId: string, name: string) =>
  toSet(db.sourceSets.all().find((s) => s.orgId === orgId && s.name === name)!);

function open(set: SourceSet) {
  actAs(PERSONA.tenantAdmin);
  renderWithProviders(<EnrollmentDialog set={set} onClose={() => {}} />);
  return within(screen.getByRole('dialog', { name: 'Device Enrollment' }));
}

describe('enrolled devices in the Device Enrollment dialog', () => {
  it("lists the set's enrolled devices, newest first, from the auth-device list", async () => {
    const set = namedSet('org-usda', 'Roaming Laptops');
    const seeded = db.authDevices
      .all()
      .filter((d) => d.sourceSetId === set.id)
      .sort((a, b) => b.enrolledAt.localeCompare(a.enrolledAt));
    expect(seeded.length).toBeGreaterThan(0);
    const dialog = open(set);
    const table = await dialog.findByRole('table', { name: 'Enrolled Devices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => (row as HTMLTableRowElement).cells[0]?.textContent)).toEqual(
      seeded.map((d) => d.deviceName),
    );
    expect(rows[0]).toHaveTextContent(seeded[0]!.platform);
    expect(rows[0]).toHaveTextContent(seeded[0]!.enrolledBy);
    expect(rows[0]).toHaveTextContent(formatDate(seeded[0]!.enrolledAt));
  });

  it('says so when no device has enrolled', async () => {
    const empty = db.sourceSets
      .all()
      .find((s) => s.orgId === 'org-usda' && !s.deleted && !db.authDevices.all().some((d) => d.sourceSetId === s.id))!;
    const dialog = open(toSet(empty));
    expect(await dialog.findByText('No devices enrolled in this source set.')).toBeInTheDocument();
    expect(dialog.queryByRole('table', { name: 'Enrolled Devices' })).toBeNull();
  });

  it('shows an error with a retry when the list cannot be read', async () => {
    server.use(http.post(endpointPattern(authDeviceListEndpoint.path), () => HttpResponse.error()));
    const dialog = open(namedSet('org-usda', 'Roaming Laptops'));
    expect(await dialog.findByText('Enrolled devices could not be loaded')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
