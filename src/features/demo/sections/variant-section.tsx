import { Divider, Stack } from '@mantine/core';
import { BuildVariantControls } from '../build-variant-controls';
import { DemoDataControls } from '../demo-data-controls';

/** The demo control panel's "Variant and data" section (issue 17): the build variant, then the data. */
export function VariantSection() {
  return (
    <Stack gap="lg">
      <BuildVariantControls />
      <Divider />
      <DemoDataControls />
    </Stack>
  );
}
