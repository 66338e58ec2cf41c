import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the policy page, named by its title for assistive technology. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `policy-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
