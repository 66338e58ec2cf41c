import { List, Text } from '@mantine/core';
import { FIXED_SETTINGS } from './stream-texts';

/** 'Action is block', 'Policy is All Policies', 'Authorized Source is All Authorized Sources' (spec 3 §2). */
export function FixedSettings() {
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        What the stream carries
      </Text>
      <List size="sm" spacing={2}>
        {FIXED_SETTINGS.map(([what, value]) => (
          <List.Item key={what}>
            {what} is <strong>{value}</strong>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
