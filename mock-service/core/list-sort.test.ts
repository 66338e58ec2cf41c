// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paginate } from './paginate';

interface Person {
  lastName: string;
  firstName: string;
  status: string;
  age: number | null;
}

const people: Person[] = [
  { lastName: 'Kim', firstName: 'Yuna', status: 'Active', age: 9 },
  { lastName: 'adams', firstName: 'Zoe', status: 'Suspended', age: 100 },
  { lastName: 'Kim', firstName: 'Anna', status: 'Active', age: 30 },
  { lastName: 'Brown', firstName: 'Carl', status: 'Active', age: null },
  { lastName: 'Kim', firstName: 'hana', status: 'Suspended', age: 10 },
];
const name = (p: Person) => `${p.firstName} ${p.lastName}`;
const byPeople = { sortFields: ['lastName', 'status', 'age'] as const, tieBreak: ['lastName', 'firstName'] as const };

describe('list sorting', () => {
  it('breaks ties on last name, then first name', () => {
    const page = paginate(people, { sortField: 'lastName' }, { ...byPeople });
    expect(page.items.map(name)).toEqual(['Zoe adams', 'Carl Brown', 'Anna Kim', 'hana Kim', 'Yuna Kim']);
    const byStatus = paginate(people, { sortField: 'status' }, { ...byPeople });
    expect(byStatus.items.map(name)).toEqual(['Carl Brown', 'Anna Kim', 'Yuna Kim', 'Zoe adams', 'hana Kim']);
  });

  it('reverses the whole order, tie-breaks included, when descending', () => {
    const page = paginate(people, { sortField: 'lastName', sortOrder: 'des' }, { ...byPeople });
    expect(page.items.map(name)).toEqual(['Yuna Kim', 'hana Kim', 'Anna Kim', 'Carl Brown', 'Zoe adams']);
  });

  it('sorts numbers as numbers, missing ones first', () => {
    const page = paginate(people, { sortField: 'age' }, { ...byPeople });
    expect(page.items.map((p) => p.age)).toEqual([null, 9, 10, 30, 100]);
  });

  it('sorts CIDR blocks by address and prefix, IPv4 before IPv6, not as text', () => {
    const blocks = [
      '10.0.0.0/8',
      '9.255.0.0/16',
      '2001:db8::/32',
      '192.168.1.0/24',
      '10.0.0.0/16',
      '::1/128',
      '100.64.0.0/10',
    ].map((cidr) => ({ cidr }));
    const options = { sortFields: ['cidr'] as const, sortAs: { cidr: 'address' as const } };
    const page = paginate(blocks, { sortField: 'cidr' }, options);
    expect(page.items.map((b) => b.cidr)).toEqual([
      '9.255.0.0/16',
      '10.0.0.0/8',
      '10.0.0.0/16',
      '100.64.0.0/10',
      '192.168.1.0/24',
      '::1/128',
      '2001:db8::/32',
    ]);
    const des = paginate(blocks, { sortField: 'cidr', sortOrder: 'des', pageSize: 2 }, options);
    expect(des.items.map((b) => b.cidr)).toEqual(['2001:db8::/32', '::1/128']);
  });

  it('keeps one cached order per sort and tie-break, so a search follows the sort asked for', () => {
    const asc = paginate(
      people,
      { sortField: 'lastName', searchString: 'kim' },
      { ...byPeople, searchFields: ['lastName'] },
    );
    expect(asc.items.map(name)).toEqual(['Anna Kim', 'hana Kim', 'Yuna Kim']);
    const status = paginate(
      people,
      { sortField: 'status', searchString: 'kim' },
      { ...byPeople, searchFields: ['lastName'] },
    );
    expect(status.items.map(name)).toEqual(['Anna Kim', 'Yuna Kim', 'hana Kim']);
  });
});
