import { Alert, Button, Checkbox, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type OrgType, type Variant, sameVariant, variantLabel } from '@/config/variant';
import { demoVariant } from '@/lib/demo-variant';

/**
 * The build variant at run time (issue 17): one demo shows the critical-infrastructure and the
 * federal civilian console, each with or without managed service. Choosing one reloads every
 * open tab into it, on the page it shows (a tab the new variant hides sends the person to their
 * default one, as opening it by its address would).
 */
export function BuildVariantControls() {
  const current = demoVariant.current();
  const [chosen, setChosen] = useState<Variant>(current);
  const changed = !sameVariant(chosen, current);
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Build variant
      </Title>
      <Text size="sm">
        This demo runs as <strong>{variantLabel(current)}</strong>
        {sameVariant(current, demoVariant.build()) ? ' (the variant it was built as).' : '.'}
      </Text>
      <Radio.Group
        label="Organization type"
        value={chosen.orgType}
        onChange={(value) => setChosen({ ...chosen, orgType: value as OrgType })}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="CI" label="Critical infrastructure (CI)" />
          <Radio value="FCEB" label="Federal civilian (FCEB)" />
        </Stack>
      </Radio.Group>
      <Checkbox
        label="Managed service (account-linked organizations)"
        checked={chosen.managedService}
        onChange={(event) => setChosen({ ...chosen, managedService: event.currentTarget.checked })}
      />
      <Alert variant="light" color="gray">
        Every open tab of the demo reloads into the chosen variant and stays signed in. Each variant keeps its own demo
        data in this browser.
      </Alert>
      <div>
        <Button
          disabled={!changed}
          onClick={() => {
            demoVariant.choose(chosen);
            window.location.reload();
          }}
        >
          Switch variant
        </Button>
      </div>
    </Stack>
  );
}
