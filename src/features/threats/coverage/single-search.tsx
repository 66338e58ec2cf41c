import { Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { parseIndicator } from '@/api/coverage/indicator-rules';
import type { Organization } from '@/api/organizations/contract';
import { GLOBAL_ORG_NAME } from '@/api/roles';
import { config } from '@/config/env';
import { AffectingTable } from './affecting-table';
import { IndicatorSummary } from './indicator-summary';

export const INDICATOR_HINT = 'Enter a domain name (example.com) or an IP address (192.0.2.1).';

/**
 * The restricted organization type (spec 2 §2.4, settled by the build's organization type): the
 * critical-infrastructure build shows no Organization Policies table.
 */
export const showsOrganizationPolicies = () => config.orgType !== 'CI';

interface SingleSearchProps {
  org: Organization;
  indicator: string | undefined;
  onIndicator: (indicator: string | undefined) => void;
}

/** Spec 2 §2.4 and §5: a lookup starts only once the text is a domain name or an IP address. */
export function SingleSearch({ org, indicator, onIndicator }: SingleSearchProps) {
  const [text, setText] = useState(indicator ?? '');
  const [settled] = useDebouncedValue(text, 300);
  const parsed = parseIndicator(settled);
  const wanted = parsed?.value;
  useEffect(() => {
    if (wanted !== indicator && (wanted !== undefined || settled.trim() === '')) onIndicator(wanted);
  }, [wanted, indicator, settled, onIndicator]);
  const viewingGlobal = org.orgName === GLOBAL_ORG_NAME;
  const invalid = text.trim() !== '' && parseIndicator(text) === null;
  return (
    <Stack gap="lg">
      <TextInput
        label="Indicator"
        description="A domain name or an IP address; the search starts as soon as it is one."
        placeholder="Search for a domain or IP address"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={invalid && settled === text ? INDICATOR_HINT : undefined}
        maw={520}
        autoComplete="off"
        spellCheck={false}
      />
      {indicator && (
        <>
          <IndicatorSummary indicator={indicator} />
          <AffectingTable
            title="Global Policies"
            orgId={org.orgId}
            indicator={indicator}
            others={!viewingGlobal}
            withOrganization={false}
          />
          {showsOrganizationPolicies() && (
            <AffectingTable
              title="Organization Policies"
              orgId={org.orgId}
              indicator={indicator}
              others={viewingGlobal}
              withOrganization={viewingGlobal}
            />
          )}
        </>
      )}
    </Stack>
  );
}
