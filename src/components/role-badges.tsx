import { Badge, Group } from '@mantine/core';

/** A persona's roles as small outlined badges (the sign-in chooser and the demo's Personas list). */
export function RoleBadges({ labels }: { labels: string[] }) {
  if (labels.length === 0) return null;
  return (
    <Group gap={4} mt={6}>
      {labels.map((label) => (
        <Badge key={label} size="sm" variant="outline" color="navy" tt="none">
          {label}
        </Badge>
      ))}
    </Group>
  );
}
