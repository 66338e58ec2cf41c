import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconFileDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { AuditItem } from '@/api/audit/contract';
import { AUDIT_PREVIEW_ROWS } from '@/api/audit/events';
import { previewAudit, runAuditReport } from '@/api/audit/queries';
import { openFile } from '@/api/files/open-file';
import { GLOBAL_ORG_NAME, isGlobalAdmin, isGlobalUser } from '@/api/roles';
import { useSignedInUser } from '@/api/session/store';
import { useSelectedOrganization } from '@/api/session/use-selected-organization';
import { AuditFilters } from './audit-filters';
import {
  type AuditFilterErrors,
  type AuditFilterValues,
  CLEARED,
  toAuditRequest,
  validateAuditFilter,
} from './audit-filter';
import { AuditResults } from './audit-results';

type Mode = 'preview' | 'full';

/**
 * Audit Logs (spec 3 §2, §4): a preview of the newest 25 events; once a preview returned rows
 * the page is in full-report mode (Run Full Report), and any filter change returns it to preview
 * mode with the results cleared. API errors are only logged (spec 3 §8).
 */
export function AuditLogsScreen() {
  const { principal } = useSignedInUser();
  const { selected } = useSelectedOrganization();
  const [values, setValues] = useState<AuditFilterValues>(CLEARED);
  const [errors, setErrors] = useState<AuditFilterErrors>({});
  const [mode, setMode] = useState<Mode>('preview');
  const [items, setItems] = useState<AuditItem[] | null>(null);
  const [busy, setBusy] = useState(false);
  if (!selected) return <Loader size="sm" role="status" aria-label="Loading" />;
  const orgId = selected.orgId;
  const allOrganizations = isGlobalAdmin(principal) && selected.orgName === GLOBAL_ORG_NAME;

  const reset = (next: AuditFilterValues) => {
    setValues(next);
    setErrors({});
    setMode('preview');
    setItems(null);
  };
  const request = () => {
    const found = validateAuditFilter(values, new Date());
    setErrors(found);
    return Object.keys(found).length === 0 ? toAuditRequest(values, orgId, new Date()) : null;
  };
  const preview = async () => {
    const filter = request();
    if (!filter) return;
    setBusy(true);
    try {
      const result = await previewAudit(filter);
      setItems(result.items);
      if (result.items.length > 0) setMode('full');
    } catch (error) {
      console.error('[audit] preview failed', error);
    } finally {
      setBusy(false);
    }
  };
  const fullReport = async () => {
    const filter = request();
    if (filter) await openFile(() => runAuditReport(filter));
  };

  return (
    <Stack gap="md">
      <AuditFilters
        orgId={orgId}
        showOrganizations={allOrganizations}
        values={values}
        errors={errors}
        onChange={(patch) => reset({ ...values, ...patch })}
      />
      <Group gap="sm">
        <Button variant="default" onClick={() => reset(CLEARED)}>
          Clear
        </Button>
        <Button
          leftSection={<IconSearch size={16} aria-hidden />}
          onClick={() => void preview()}
          loading={busy}
          disabled={mode === 'full'}
        >
          Preview Extract
        </Button>
        <Button
          leftSection={<IconFileDownload size={16} aria-hidden />}
          onClick={() => void fullReport()}
          disabled={mode !== 'full'}
        >
          Run Full Report
        </Button>
        {mode === 'full' && items && items.length >= AUDIT_PREVIEW_ROWS && (
          <Text size="sm" c="dimmed" aria-live="polite">
            Showing the newest {items.length} events; Run Full Report downloads every matching event.
          </Text>
        )}
      </Group>
      <AuditResults items={items} showOrganization={isGlobalUser(principal)} />
    </Stack>
  );
}
