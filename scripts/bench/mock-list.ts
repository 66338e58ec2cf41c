import type { PageRequest } from '../../src/api/contract';
import { userListEndpoint } from '../../src/api/users/contract';
import { listOptions } from '../../mock-service/core/list-handler';
import { encodePageToken } from '../../mock-service/core/page-token';
import { paginate } from '../../mock-service/core/paginate';
import type { UserRecord } from '../../mock-service/db/schemas';
import { median } from './browser';

export interface ListFigures {
  records: number;
  /** The slowest first call after the table changed: each order and search text is built then. */
  firstCall: number;
  /** Later calls (median): sorted pages, deep pages, searches, both orders. */
  call: number;
}

const FIRST = [
  'Olivia',
  'Marcus',
  'Priya',
  'Daniel',
  'Hannah',
  'James',
  'Teresa',
  'Kevin',
  'Sam',
  'Grace',
  'Ana',
  'Luis',
];
const LAST = [
  'Bennett',
  'Reed',
  'Natarajan',
  'Okafor',
  'Kim',
  'Whitfield',
  'Alvarez',
  'Park',
  'Rivera',
  'Liu',
  'Smith',
  'Nguyen',
];
const STATUSES = ['Active', 'Registered', 'Suspended', 'Disabled'] as const;

/** User records shaped as the users table holds them, in one organization, as the seed's large one. */
function users(count: number): UserRecord[] {
  let state = 20261116;
  const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, (_, i) => {
    const [firstName, lastName] = [pick(FIRST), `${pick(LAST)}${i % 97 ? '' : '-Hale'}`];
    return {
      orgId: 'org-large',
      email: `${firstName}.${lastName}.${i}@agency.gov`.toLowerCase(),
      firstName,
      middleName: '',
      lastName,
      phone: '202-555-0100',
      description: `Analyst ${i % 500}`,
      roles: i % 7 ? [] : ['ROLE_POLICY_EDITOR'],
      role: i % 11 ? 'User' : 'Admin',
      internalStatus: '',
      status: pick(STATUSES),
      createdAt: '2026-01-01T00:00:00.000Z',
      lastSignedIn: null,
    } as UserRecord;
  });
}

/** The users handler's options (from the list declaration) for a caller listing one organization. */
const options = {
  ...listOptions<UserRecord>(userListEndpoint),
  where: (user: UserRecord) => user.orgId === 'org-large',
  whereKey: JSON.stringify(['users', ['org-large'], null, null]),
};

function requests(count: number): PageRequest[] {
  const deep = encodePageToken(Math.floor(count / 2 / 100) * 100);
  return [
    { pageSize: 100, sortField: 'lastName', sortOrder: 'asc' },
    { pageSize: 100, sortField: 'lastName', sortOrder: 'des', pageToken: deep },
    { pageSize: 100, sortField: 'status', sortOrder: 'asc', searchString: 'kim' },
    { pageSize: 100, sortField: 'lastName', sortOrder: 'asc', searchString: 'olivia.reed' },
    { pageSize: 100, sortField: 'description', sortOrder: 'des', searchString: 'a' },
    { pageSize: 100, searchString: 'hale', pageToken: encodePageToken(100) },
  ];
}

function time(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/**
 * The mock's list call, timed in Node by calling mock-service/core/paginate directly with the
 * users handler's options: a page of 100, sorted and searched. The handler's own pipeline
 * (auth, input and reply validation) is left out: it costs the same at every table size.
 */
export function mockListFigures(sizes: number[], repeats: number): ListFigures[] {
  return sizes.map((size) => {
    const firstCalls: number[] = [];
    const calls: number[] = [];
    for (let run = 0; run < repeats; run++) {
      // A fresh array is a changed table: its caches are rebuilt on the first call.
      const records = users(size);
      firstCalls.push(Math.max(...requests(size).map((request) => time(() => paginate(records, request, options)))));
      for (let round = 0; round < 3; round++) {
        for (const request of requests(size)) calls.push(time(() => paginate(records, request, options)));
      }
    }
    return { records: size, firstCall: median(firstCalls), call: median(calls) };
  });
}
