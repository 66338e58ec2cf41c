// @vitest-environment node
import { TEST_API_BASE } from '../testing/api-base';
import { readCsv } from '../../src/lib/read-csv';
import { describe, expect, it } from 'vitest';
import { ApiError, callApi } from '../../src/api/client';
import { ErrorKey } from '../../src/api/error-keys';
import { userDownloadEndpoint } from '../../src/api/users/contract';
import { clock } from '../core/clock';
import { db } from '../db/database';
import { actAs, useMockApi } from '../testing/api-test-setup';
import { PERSONA } from '../testing/personas';
import { USER_LIST_COLUMNS, USER_LIST_TTL_SECONDS } from './user-download';

useMockApi();

const download = (orgId: string) => callApi(userDownloadEndpoint, { orgId });
// The browser opens the link with no session: the signature is the permission.
const open = (url: string) => fetch(url);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: ApiError) => error.key,
  );

describe('user list download (/api/user/download)', () => {
  it("hands out a link to a CSV of the organization's users, in name order", async () => {
    actAs(PERSONA.tenantAdmin);
    const { preSignedUrl } = await download('org-usda');
    expect(preSignedUrl.startsWith(`${TEST_API_BASE}/mock-files/user-list/`)).toBe(true);
    expect(new URL(preSignedUrl).searchParams.get('X-Amz-Expires')).toBe(String(USER_LIST_TTL_SECONDS));

    const response = await open(preSignedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="users-[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const data = await readCsv(await response.text());
    const [header, ...rows] = data;
    expect(header).toEqual([...USER_LIST_COLUMNS]);
    const expected = db.users.all().filter((u) => u.orgId === 'org-usda');
    expect(rows).toHaveLength(expected.length);
    expect(rows.map((row) => row[3]).sort()).toEqual(expected.map((u) => u.email).sort());
    const daniel = rows.find((row) => row[3] === PERSONA.tenantAdmin)!;
    expect(daniel.slice(0, 2)).toEqual(['Okafor', 'Daniel']);
    const lastNames = rows.map((row) => row[0].toLowerCase());
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('builds the file when the link is opened, from the data as it is then', async () => {
    actAs(PERSONA.tenantAdmin);
    const { preSignedUrl } = await download('org-usda');
    const leaving = db.users.all().find((u) => u.orgId === 'org-usda' && u.email !== PERSONA.tenantAdmin)!;
    db.users.delete((q) => q.where({ orgId: 'org-usda', email: leaving.email }));
    const text = await (await open(preSignedUrl)).text();
    expect(text).toContain(PERSONA.tenantAdmin);
    expect(text).not.toContain(leaving.email);
  });

  it('writes a description a spreadsheet would run as a formula as plain text', async () => {
    actAs(PERSONA.tenantAdmin);
    const someone = db.users.all().find((u) => u.orgId === 'org-usda' && u.email !== PERSONA.tenantAdmin)!;
    await db.users.update((q) => q.where({ orgId: 'org-usda', email: someone.email }), {
      data: (user) => void (user.description = '=HYPERLINK("http://evil.example","x")'),
    });
    const { preSignedUrl } = await download('org-usda');
    const data = await readCsv(await (await open(preSignedUrl)).text());
    expect(data.find((row) => row[3] === someone.email)![5]).toBe(`'=HYPERLINK("http://evil.example","x")`);
  });

  it('stops working when the link expires on the mock clock', async () => {
    clock.useVirtualTime(Date.UTC(2026, 10, 23, 18, 0, 0));
    actAs(PERSONA.tenantAdmin);
    const { preSignedUrl } = await download('org-usda');
    clock.advance(USER_LIST_TTL_SECONDS * 1000 - 1000);
    expect((await open(preSignedUrl)).status).toBe(200);
    clock.advance(1000);
    const expired = await open(preSignedUrl);
    expect(expired.status).toBe(403);
    expect((await expired.json()).errors[0].key).toBe(ErrorKey.fileExpired);
  });

  it('answers file.notFound once the organization is gone', async () => {
    actAs(PERSONA.tenantAdmin);
    const { preSignedUrl } = await download('org-usda');
    db.organizations.delete((q) => q.where({ orgId: 'org-usda' }));
    const response = await open(preSignedUrl);
    expect(response.status).toBe(404);
    expect((await response.json()).errors[0].key).toBe(ErrorKey.fileNotFound);
  });

  it('is refused to callers who may not list the users of that organization', async () => {
    actAs(PERSONA.noRoles);
    expect(await refusal(download('org-epa'))).toBe(ErrorKey.forbidden);
    actAs(PERSONA.tenantAdmin);
    expect(await refusal(download('org-epa'))).toBe(ErrorKey.forbidden);
    expect(await refusal(download('org-nowhere'))).toBe(ErrorKey.notFound);
  });
});
