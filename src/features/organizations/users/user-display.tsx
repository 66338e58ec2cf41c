import type { User, UserStatus } from '@/api/users/contract';

/** 'Last, First' as the Name column shows it (spec 1 §2). */
export const listName = (user: Pick<User, 'firstName' | 'lastName'>) =>
  [user.lastName, user.firstName].filter(Boolean).join(', ');

/** 'First Last' for sentences. */
export const personName = (user: Pick<User, 'firstName' | 'lastName'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || 'this user';

const STATUS_DOT: Record<UserStatus, string> = {
  Active: 'var(--mantine-color-green-7)',
  Registered: 'var(--mantine-color-blue-7)',
  Pending: 'var(--mantine-color-yellow-7)',
  Inactive: 'var(--mantine-color-gray-6)',
  Suspended: 'var(--mantine-color-red-7)',
};

/** The status in words, with a coloured dot that only repeats it. Plain elements: one per table row. */
export function UserStatusText({ status }: { status: UserStatus }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}>
      <span
        style={{ width: 8, height: 8, borderRadius: '50%', background: STATUS_DOT[status], flex: 'none' }}
        aria-hidden
      />
      {status}
    </span>
  );
}
