import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { config } from '@/config/env';
import { AppFooter } from './app-footer';
import { renderWithProviders } from '../../../tests/setup/render';

describe('AppFooter', () => {
  it('identifies the agency with its required links, opening in the same tab', () => {
    renderWithProviders(<AppFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByRole('link', { name: 'Cybersecurity and Infrastructure Security Agency' }),
    ).toHaveAttribute('href', 'https://www.cisa.gov/');
    const important = within(footer).getByRole('navigation', { name: 'Important links' });
    expect(
      within(important)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'About CISA',
      'Accessibility support',
      'FOIA requests',
      'No FEAR Act data',
      'Office of the Inspector General',
      'Privacy policy',
    ]);
    expect(within(footer).getByRole('link', { name: 'Visit USA.gov' })).toHaveAttribute('href', 'https://www.usa.gov/');
    for (const link of within(footer).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^(https:\/\/|mailto:|tel:)/);
      expect(link).not.toHaveAttribute('target');
    }
  });

  it('gives the support e-mail and phone from the build configuration', () => {
    renderWithProviders(<AppFooter />);
    expect(screen.getByRole('link', { name: config.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${config.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: config.supportPhone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+?\d{7,}$/),
    );
  });
});
