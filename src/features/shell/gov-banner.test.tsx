import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GovBanner } from './gov-banner';
import { renderWithProviders } from '../../../tests/setup/render';

describe('GovBanner', () => {
  it('says it is an official website and expands to explain .gov and HTTPS', async () => {
    renderWithProviders(<GovBanner />);
    expect(screen.getByText('An official website of the United States government')).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Here’s how you know' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel).not.toBeVisible();

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(screen.getByText('Official websites use .gov')).toBeVisible();
    expect(screen.getByText('Secure .gov websites use HTTPS')).toBeVisible();
    expect(panel).toHaveTextContent(
      'A .gov website belongs to an official government organization in the United States.',
    );
    expect(panel).toHaveTextContent(
      'A lock or https:// means you’ve safely connected to the .gov website. Share sensitive information only on official, secure websites.',
    );

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });
});
