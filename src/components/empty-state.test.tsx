import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows title, text and action', () => {
    renderWithProviders(
      <EmptyState
        title="No distribution lists"
        text="To set alerts, please add a distribution list for this organization."
      >
        <Button>Add New List</Button>
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { name: 'No distribution lists' })).toBeInTheDocument();
    expect(
      screen.getByText('To set alerts, please add a distribution list for this organization.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New List' })).toBeInTheDocument();
  });
});
