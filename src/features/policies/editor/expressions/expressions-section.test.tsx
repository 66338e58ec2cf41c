import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECURITY_CATEGORIES } from '@/api/policies/categories';
import type { PolicyPredicate } from '@/api/policies/contract';
import type { ExpressionContext } from '@/api/policies/expression-rules';
import { renderWithProviders } from '../../../../../tests/setup/render';
import { ExpressionsSection } from './expressions-section';
import { pasteInto } from '../../../../../tests/setup/paste-into';

const BLOCK: ExpressionContext = { action: 'BLOCK', orgIsGlobal: false };

function Harness({
  initial = [],
  context = BLOCK,
  readOnly = false,
}: {
  initial?: PolicyPredicate[];
  context?: ExpressionContext;
  readOnly?: boolean;
}) {
  const [value, setValue] = useState<PolicyPredicate[]>(initial);
  return (
    <>
      <ExpressionsSection value={value} onChange={setValue} context={context} readOnly={readOnly} />
      <output aria-label="expression">{JSON.stringify(value)}</output>
    </>
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<Harness {...props} />);
  const expression = () => JSON.parse(screen.getByLabelText('expression').textContent ?? '[]') as PolicyPredicate[];
  const row = (n: number) => screen.getByRole('group', { name: `Expression ${n}` });
  const choose = async (n: number, field: 'Selector' | 'Operator' | 'Record type', option: string) => {
    await user.click(within(row(n)).getByRole('combobox', { name: field }));
    await user.click(await screen.findByRole('option', { name: option }));
  };
  const optionsOf = async (n: number, field: 'Selector' | 'Operator') => {
    await user.click(within(row(n)).getByRole('combobox', { name: field }));
    const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
    await user.keyboard('{Escape}');
    return names;
  };
  return { user, expression, row, choose, optionsOf };
}

const csv = (text: string | Uint8Array, name = 'hosts.csv', type = 'text/csv') =>
  new File([text as BlobPart], name, { type });

afterEach(() => vi.restoreAllMocks());

describe('ExpressionsSection', () => {
  it('adds a Domain row, offers every operator for it and only equality for Resolved IP', async () => {
    const { user, expression, choose, optionsOf } = setup();
    expect(screen.getByText('No expressions managed by this policy.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add Expression' }));
    expect(expression()).toEqual([{ selector: 'domain', operator: 'is', values: [] }]);
    expect(await optionsOf(1, 'Operator')).toEqual([
      'is',
      'is not',
      'is in',
      'is not in',
      'matches regex',
      'not matches regex',
    ]);
    await choose(1, 'Selector', 'Resolved IP');
    expect(await optionsOf(1, 'Operator')).toEqual(['is', 'is not', 'is in', 'is not in']);
    await choose(1, 'Selector', 'Content Category');
    expect(await optionsOf(1, 'Operator')).toEqual(['is in', 'is not in']);
    expect(expression()).toEqual([{ selector: 'contentCategory', operator: 'in', values: [] }]);
  });

  it('offers an Allow policy outside Global only Domain, Host and the response values', async () => {
    const { user, optionsOf } = setup({ context: { action: 'ALLOW', orgIsGlobal: false } });
    await user.click(screen.getByRole('button', { name: 'Add Expression' }));
    expect(await optionsOf(1, 'Selector')).toEqual([
      'Domain',
      'Host',
      'DNS CNAME Response Value',
      'DNS MX Response Value',
      'DNS PTR Response Value',
      'DNS TXT Response Value',
    ]);
  });

  it('offers every selector to a Global Allow policy', async () => {
    const { user, optionsOf } = setup({ context: { action: 'ALLOW', orgIsGlobal: true } });
    await user.click(screen.getByRole('button', { name: 'Add Expression' }));
    expect(await optionsOf(1, 'Selector')).toHaveLength(12);
  });

  it('splits pasted values on commas for is in, and shows a bad value at the row', async () => {
    const { user, expression, row, choose } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Expression' }));
    await choose(1, 'Operator', 'is in');
    await user.click(within(row(1)).getByRole('textbox', { name: 'Values' }));
    await user.paste('example.com, foo.gov');
    expect(expression()[0].values).toEqual(['example.com', 'foo.gov']);
    await user.type(within(row(1)).getByRole('textbox', { name: 'Values' }), 'not a name{Enter}');
    expect(within(row(1)).getByText('Enter a domain name (example.gov)')).toBeVisible();
    expect(expression()[0].values).toEqual(['example.com', 'foo.gov']);
  });

  it('keeps one value when is in becomes is, and clears values when the selector changes kind', async () => {
    const { user, expression, row, choose } = setup({
      initial: [{ selector: 'domain', operator: 'in', values: ['a.gov', 'b.gov'] }],
    });
    await choose(1, 'Operator', 'is');
    expect(expression()[0]).toEqual({ selector: 'domain', operator: 'is', values: ['a.gov'] });
    expect(within(row(1)).getByRole('textbox', { name: 'Value' })).toHaveValue('a.gov');
    await choose(1, 'Selector', 'Host');
    expect(expression()[0]).toEqual({ selector: 'host', operator: 'is', values: ['a.gov'] });
    await choose(1, 'Selector', 'Resolved IP');
    expect(expression()[0]).toEqual({ selector: 'resolvedIp', operator: 'is', values: [] });
    await pasteInto(user, within(row(1)).getByRole('textbox', { name: 'Value' }), '300.1.1.1');
    expect(await within(row(1)).findByText('Enter an IPv4 or IPv6 address: 300.1.1.1 is not valid')).toBeVisible();
  });

  it('reports an invalid regular expression at its row', async () => {
    const { user, row, choose } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Expression' }));
    await choose(1, 'Operator', 'matches regex');
    await pasteInto(user, within(row(1)).getByRole('textbox', { name: 'Regular expression' }), '(ads');
    expect(await within(row(1)).findByText(/^Invalid regular expression: missing closing \)/)).toBeVisible();
  });

  it('chooses categories by name and record types from the list', async () => {
    const { user, expression, row, choose } = setup();
    await user.click(screen.getByRole('button', { name: 'Add Expression' }));
    await choose(1, 'Selector', 'Security Risk Category');
    await user.click(within(row(1)).getByRole('combobox', { name: 'Categories' }));
    await user.click(await screen.findByRole('option', { name: SECURITY_CATEGORIES[1].name }));
    expect(expression()[0].values).toEqual([SECURITY_CATEGORIES[1].id]);
    await choose(1, 'Selector', 'DNS Record Type');
    // 'is in' carries over: record types are a list too, and the category ids are dropped.
    await user.click(within(row(1)).getByRole('combobox', { name: 'Record types' }));
    expect(screen.queryByRole('option', { name: 'HTTPS' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'AAAA' }));
    expect(expression()[0]).toEqual({ selector: 'recordType', operator: 'in', values: ['AAAA'] });
    await choose(1, 'Operator', 'is not');
    expect(within(row(1)).getByRole('combobox', { name: 'Record type' })).toHaveValue('AAAA');
    expect(expression()[0]).toEqual({ selector: 'recordType', operator: 'isNot', values: ['AAAA'] });
  });

  it('removes a row with its labelled button', async () => {
    const { user, expression } = setup({
      initial: [
        { selector: 'domain', operator: 'is', values: ['a.gov'] },
        { selector: 'host', operator: 'is', values: ['www.b.gov'] },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Remove expression 1' }));
    expect(expression()).toEqual([{ selector: 'host', operator: 'is', values: ['www.b.gov'] }]);
  });

  it('shows plain text rows when read-only, and the empty text', () => {
    renderWithProviders(
      <ExpressionsSection
        value={[
          { selector: 'domain', operator: 'in', values: ['example.com', 'foo.gov'] },
          { selector: 'securityRiskCategory', operator: 'notIn', values: [SECURITY_CATEGORIES[0].id] },
        ]}
        onChange={() => {}}
        context={BLOCK}
        readOnly
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Domain is in example.com, foo.gov',
      `Security Risk Category is not in ${SECURITY_CATEGORIES[0].name}`,
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Expression' })).toBeNull();
  });

  it('reads "No expressions managed by this policy." for an empty read-only list', () => {
    renderWithProviders(<ExpressionsSection value={[]} onChange={() => {}} context={BLOCK} readOnly />);
    expect(screen.getByText('No expressions managed by this policy.')).toBeVisible();
  });
});

describe('hosts file upload', () => {
  const domainIn = (values: string[] = []): PolicyPredicate[] => [{ selector: 'domain', operator: 'in', values }];
  const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

  it('is offered only for Domain is in', async () => {
    const { choose } = setup({ initial: domainIn() });
    expect(screen.getByRole('button', { name: 'Upload CSV of hosts' })).toBeVisible();
    await choose(1, 'Operator', 'is not in');
    expect(screen.queryByRole('button', { name: 'Upload CSV of hosts' })).toBeNull();
    expect(fileInput()).toBeNull();
  });

  it("adds the first column's hosts, skipping a header", async () => {
    const { user, expression } = setup({ initial: domainIn(['a.gov']) });
    await user.upload(fileInput(), csv('domain,note\r\nExample.gov,x\r\nwww.example.gov\r\na.gov\r\n'));
    await vi.waitFor(() => expect(expression()[0].values).toEqual(['a.gov', 'example.gov', 'www.example.gov']));
  });

  it('refuses a file that is not csv', async () => {
    const { user, expression } = setup({ initial: domainIn() });
    await user.upload(fileInput(), csv('a.gov', 'hosts.txt', 'text/plain'));
    expect(await screen.findByText('Please upload one of the following file formats: csv')).toBeVisible();
    expect(expression()[0].values).toEqual([]);
  });

  it('refuses more than 500 hosts', async () => {
    const { user, expression } = setup({ initial: domainIn() });
    const hosts = Array.from({ length: 501 }, (_, i) => `h${i}.example.gov`).join('\n');
    await user.upload(fileInput(), csv(hosts));
    expect(await screen.findByText('List contains more than 500 hosts')).toBeVisible();
    expect(expression()[0].values).toEqual([]);
  });

  it('refuses an encrypted or binary file named .csv', async () => {
    const { user, expression } = setup({ initial: domainIn() });
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x01, 0x00]);
    await user.upload(fileInput(), csv(zip));
    expect(
      await screen.findByText(
        'Encrypted or unreadable files are not supported. Upload a plain-text CSV file of hosts.',
      ),
    ).toBeVisible();
    expect(expression()[0].values).toEqual([]);
  });

  it('lists the invalid domains of a file', async () => {
    const { user } = setup({ initial: domainIn() });
    await user.upload(fileInput(), csv('good.gov\nbad name\n-x.gov\n'));
    expect(await screen.findByText('The following domains are invalid: bad name, -x.gov')).toBeVisible();
  });

  it('downloads a sample CSV made in the page', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:test/${blobs.push(blob as Blob)}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { user } = setup({ initial: domainIn() });
    await user.click(screen.getByRole('button', { name: 'Download sample CSV' }));
    expect(blobs).toHaveLength(1);
    const lines = (await blobs[0].text()).trim().split(/\r\n/);
    expect(lines[0]).toBe('domain');
    expect(lines.length).toBeGreaterThan(2);
  });
});
