import { Group, MultiSelect, Radio, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AuditEventType } from '@/api/audit/events';
import { auditEmailsQuery, auditOrgsQuery } from '@/api/audit/queries';
import { DayInput } from '@/components/day-input';
import { isoDay } from '../sinkhole/sinkhole-filter';
import {
  AUDIT_DURATIONS,
  type AuditDuration,
  type AuditFilterErrors,
  type AuditFilterValues,
  EVENT_GROUPS,
  earliestDay,
} from './audit-filter';

interface Props {
  orgId: string;
  /** Spec 3 §2: the Organization filter, for a platform admin with all organizations selected. */
  showOrganizations: boolean;
  values: AuditFilterValues;
  errors: AuditFilterErrors;
  onChange: (patch: Partial<AuditFilterValues>) => void;
}

export function AuditFilters({ orgId, showOrganizations, values, errors, onChange }: Props) {
  const orgs = useQuery({ ...auditOrgsQuery(), enabled: showOrganizations });
  const emails = useQuery(auditEmailsQuery(orgId, values.orgs));
  const now = new Date();
  const today = isoDay(now);

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, md: showOrganizations ? 3 : 2 }}>
        {showOrganizations && (
          <MultiSelect
            label="Organization"
            placeholder={values.orgs.length ? undefined : 'All organizations'}
            data={(orgs.data?.orgs ?? []).map((o) => ({ value: o.orgId, label: o.displayName || o.orgName }))}
            value={values.orgs}
            onChange={(value) => onChange({ orgs: value, emails: [] })}
            searchable
            clearable
          />
        )}
        <MultiSelect
          label="User"
          placeholder={values.emails.length ? undefined : 'All users'}
          data={emails.data?.emails ?? []}
          value={values.emails}
          onChange={(value) => onChange({ emails: value })}
          searchable
          clearable
          limit={50}
        />
        <MultiSelect
          label="Event"
          placeholder={values.events.length ? undefined : 'All events'}
          data={EVENT_GROUPS}
          value={values.events}
          onChange={(value) => onChange({ events: value as AuditEventType[] })}
          searchable
          clearable
        />
      </SimpleGrid>
      <Group align="flex-end" gap="lg">
        <Radio.Group
          label="Duration"
          value={values.duration}
          onChange={(value) => onChange({ duration: value as AuditDuration })}
        >
          <Group gap="md" mt={4}>
            {AUDIT_DURATIONS.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
        {values.duration === 'custom' && (
          <>
            <DayInput
              label="From"
              value={values.from}
              minDay={earliestDay(now)}
              maxDay={values.to && values.to < today ? values.to : today}
              onChange={(from) => onChange({ from })}
              error={errors.from}
              required
            />
            <DayInput
              label="To"
              value={values.to}
              minDay={values.from || earliestDay(now)}
              maxDay={today}
              onChange={(to) => onChange({ to })}
              error={errors.to}
              required
            />
          </>
        )}
      </Group>
    </Stack>
  );
}
