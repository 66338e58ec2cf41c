import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the title as the page heading with its actions', () => {
    renderWithProviders(<PageHeader title="Organizations" actions={<Button>Add New Organization</Button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Organizations' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Organization' })).toBeInTheDocument();
  });
});
