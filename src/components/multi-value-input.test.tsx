import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';
import { MultiValueInput, type MultiValueInputProps } from './multi-value-input';

const isDomain = (value: string) => (/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(value) ? null : 'Enter a valid domain name');

function Harness({ initial = [], ...props }: Partial<MultiValueInputProps> & { initial?: string[] }) {
  const [values, setValues] = useState<string[]>(initial);
  return (
    <>
      <MultiValueInput label="Domains" value={values} onChange={setValues} {...props} />
      <output aria-label="values">{JSON.stringify(values)}</output>
      <button type="button">Next field</button>
    </>
  );
}

const setup = (props: Partial<MultiValueInputProps> & { initial?: string[] } = {}) => {
  const user = userEvent.setup();
  renderWithProviders(<Harness {...props} />);
  const input = screen.getByLabelText('Domains');
  const values = () => JSON.parse(screen.getByLabelText('values').textContent ?? '[]') as string[];
  return { user, input, values };
};

describe('MultiValueInput', () => {
  it('splits pasted text on commas, trimming, dropping empties and duplicates', async () => {
    const { user, input, values } = setup();
    await user.click(input);
    await user.paste('a.com, b.com,,a.com');
    expect(values()).toEqual(['a.com', 'b.com']);
    expect(input).toHaveValue('');
    expect(screen.getByText('a.com')).toBeInTheDocument();
    expect(screen.getByText('b.com')).toBeInTheDocument();
  });

  it('commits the typed value on Enter and on a typed comma', async () => {
    const { user, input, values } = setup();
    await user.type(input, 'c.com{Enter}');
    expect(values()).toEqual(['c.com']);
    expect(input).toHaveValue('');
    await user.type(input, 'd.com,e.co');
    expect(values()).toEqual(['c.com', 'd.com']);
    expect(input).toHaveValue('e.co');
  });

  it('commits on Tab and stays; Tab on an empty field moves on', async () => {
    const { user, input, values } = setup();
    await user.type(input, 'f.com');
    await user.tab();
    expect(values()).toEqual(['f.com']);
    expect(input).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next field' })).toHaveFocus();
  });

  it('ignores duplicates regardless of case', async () => {
    const { user, input, values } = setup({ initial: ['a.com'] });
    await user.type(input, 'A.COM{Enter}');
    expect(values()).toEqual(['a.com']);
    expect(input).toHaveValue('');
  });

  it('rejects an invalid value with its message and keeps it for editing', async () => {
    const { user, input, values } = setup({ validate: isDomain });
    await user.type(input, 'not a domain{Enter}');
    expect(values()).toEqual([]);
    expect(screen.getByText('Enter a valid domain name')).toBeInTheDocument();
    expect(input).toHaveValue('not a domain');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    expect(screen.queryByText('Enter a valid domain name')).not.toBeInTheDocument();
    await user.click(input);
    await user.paste('ok.gov, bad value, fine.org');
    expect(values()).toEqual(['ok.gov', 'fine.org']);
    expect(input).toHaveValue('bad value');
    expect(screen.getByText('Enter a valid domain name')).toBeInTheDocument();
  });

  it('removes values with Backspace and with their remove buttons', async () => {
    const { user, input, values } = setup({ initial: ['a.com', 'b.com', 'c.com'] });
    await user.click(input);
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['a.com', 'b.com']);
    await user.click(screen.getByRole('button', { name: 'Remove a.com' }));
    expect(values()).toEqual(['b.com']);
  });

  it('commits on blur and reports it', async () => {
    const onBlur = vi.fn();
    const { user, input, values } = setup({ onBlur });
    await user.type(input, 'g.com');
    await user.click(screen.getByRole('button', { name: 'Next field' }));
    expect(values()).toEqual(['g.com']);
    expect(onBlur).toHaveBeenCalled();
  });

  it('shows an error passed in', () => {
    setup({ error: 'At least one domain is required' });
    expect(screen.getByText('At least one domain is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Domains')).toHaveAttribute('aria-invalid', 'true');
  });
});
