import { toCsv } from '../../src/lib/csv';
import * as v from 'valibot';
import { orgIdSchema } from '../../src/api/contract';
import { userDownloadEndpoint } from '../../src/api/users/contract';
import { assertOrgVisible } from '../core/caller';
import { defineHandler } from '../core/define-handler';
import { defineFileRecipe, issueFile } from '../core/files/files';
import { notFound } from '../core/mock-error';
import { findOrg } from '../db/lookups';
import { slug } from '../../src/lib/slug';

/** Personal data: the link lives long enough to open, not to be passed around. */
export const USER_LIST_TTL_SECONDS = 300;

export const USER_LIST_COLUMNS = [
  'Last Name',
  'First Name',
  'Middle Name',
  'Email',
  'Phone',
  'Description',
  'Role',
  'Roles',
  'Status',
] as const;

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** The organization's users as the service holds them when the link is opened, in name order. */
export const userListFile = defineFileRecipe({
  id: 'user-list',
  params: v.object({ orgId: orgIdSchema }),
  contentType: 'text/csv; charset=utf-8',
  generate({ params, db }) {
    if (!findOrg(params.orgId)) throw notFound('The organization');
    const users = db.users
      .all()
      .filter((user) => user.orgId === params.orgId)
      .sort((a, b) => byName.compare(a.lastName, b.lastName) || byName.compare(a.firstName, b.firstName));
    return toCsv(
      USER_LIST_COLUMNS,
      users.map((u) => [
        u.lastName,
        u.firstName,
        u.middleName,
        u.email,
        u.phone,
        u.description,
        u.role,
        u.roles.join('; '),
        u.status,
      ]),
    );
  },
});

export const userDownloadHandlers = [
  defineHandler(userDownloadEndpoint, ({ input, caller, clock, request }) => {
    const org = assertOrgVisible(caller, input.orgId);
    const name = `users-${slug(org.orgName, 'organization')}-${clock.isoNow().slice(0, 10)}.csv`;
    return {
      preSignedUrl: issueFile(request, {
        recipe: userListFile,
        params: { orgId: org.orgId },
        name,
        ttlSeconds: USER_LIST_TTL_SECONDS,
      }),
    };
  }),
];
