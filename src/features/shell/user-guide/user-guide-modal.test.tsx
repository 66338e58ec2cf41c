import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/setup/render';
import { UserGuideModal } from './user-guide-modal';

const markdownResponse = (body: string, contentType = 'text/markdown; charset=utf-8') =>
  new Response(body, { status: 200, headers: { 'content-type': contentType } });

let pages: Record<string, () => Response>;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = input instanceof Request ? input.url : String(input);
  const page = Object.keys(pages).find((name) => url.endsWith(`/guide/${name}`));
  return page
    ? pages[page]()
    : new Response('<!doctype html><html></html>', { headers: { 'content-type': 'text/html' } });
});

beforeEach(() => {
  pages = {};
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const openGuide = () => renderWithProviders(<UserGuideModal opened onClose={() => {}} />);

describe('UserGuideModal', () => {
  it('renders the index page from /guide/index.md as markdown', async () => {
    pages['index.md'] = () => markdownResponse('# Welcome\n\nThis is **bold** text.\n\n- one\n- two');
    openGuide();

    const dialog = await screen.findByRole('dialog', { name: 'User Guide' });
    expect(await within(dialog).findByRole('heading', { name: 'Welcome' })).toBeVisible();
    expect(within(dialog).getByText('bold').tagName).toBe('STRONG');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledWith('/guide/index.md', expect.anything());
  });

  it('shows a busy loader while the page loads', async () => {
    pages['index.md'] = () => markdownResponse('# Loaded');
    let release!: () => void;
    fetchMock.mockImplementationOnce(
      () => new Promise<Response>((resolve) => (release = () => resolve(markdownResponse('# Loaded')))),
    );
    openGuide();

    expect(await screen.findByRole('status', { name: 'Loading the user guide' })).toBeInTheDocument();
    expect(screen.getByRole('status').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeVisible();
  });

  it('follows a link to another guide page inside the modal and goes back', async () => {
    pages['index.md'] = () => markdownResponse('# Contents\n\n[Getting started](getting-started.md)');
    pages['getting-started.md'] = () => markdownResponse('# Getting started\n\nSign in with your PIV card.');
    openGuide();

    await userEvent.click(await screen.findByRole('link', { name: 'Getting started' }));

    expect(await screen.findByText('Sign in with your PIV card.')).toBeVisible();
    expect(fetchMock).toHaveBeenLastCalledWith('/guide/getting-started.md', expect.anything());
    const trail = screen.getByRole('navigation', { name: 'Pages visited' });
    expect(within(trail).getByText('Getting started')).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Contents' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('renders links that are not guide pages as plain text', async () => {
    pages['index.md'] = () =>
      markdownResponse(
        '# Links\n\n[CISA](https://www.cisa.gov) and [section](getting-started.md#signing-in) and [up](../secret.md) and <https://example.com>',
      );
    openGuide();

    await screen.findByRole('heading', { name: 'Links' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/CISA and section and up and https:\/\/example\.com/)).toBeVisible();
  });

  it('keeps PNG images beside the guide and drops other images', async () => {
    pages['index.md'] = () =>
      markdownResponse(
        '# Pictures\n\n![Approval flow](approval-flow.png) ![Tracker](https://evil.example/t.png) ![Vector](x.svg)',
      );
    openGuide();

    await screen.findByRole('heading', { name: 'Pictures' });
    const images = screen.getAllByRole('img', { name: /./ });
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/guide/approval-flow.png');
    expect(images[0]).toHaveAccessibleName('Approval flow');
  });

  it.each([
    ['text/html', 'a wrong content type'],
    ['application/json', 'JSON'],
  ])('shows "An error occurred." for %s (%s)', async (contentType) => {
    pages['index.md'] = () => markdownResponse('# Should not render', contentType);
    openGuide();

    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred.');
    expect(screen.queryByRole('heading', { name: 'Should not render' })).not.toBeInTheDocument();
  });

  it('accepts application/octet-stream', async () => {
    pages['index.md'] = () => markdownResponse('# Octets', 'application/octet-stream');
    openGuide();
    expect(await screen.findByRole('heading', { name: 'Octets' })).toBeVisible();
  });

  it('shows "An error occurred." when the page is missing or the network fails', async () => {
    pages['index.md'] = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/markdown' } });
    const { unmount } = openGuide();
    expect(await screen.findByText('An error occurred.')).toBeVisible();
    unmount();

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    openGuide();
    expect(await screen.findByText('An error occurred.')).toBeVisible();
  });

  it('renders script and HTML payloads inert', async () => {
    const win = window as unknown as { pwned?: number };
    pages['index.md'] = () =>
      markdownResponse(
        [
          '# Payloads',
          '<script>window.pwned = 1</script>',
          '<img src="x.png" onerror="window.pwned = 2">',
          '<img src="nope" onerror="window.pwned = 3">',
          '[click me](javascript:window.pwned=4)',
          '<a href="javascript:window.pwned=5">raw link</a>',
          '<a href="getting-started.md" onclick="window.pwned=6" style="color:red">styled</a>',
          '<iframe src="https://evil.example/frame"></iframe>',
          '<form action="https://evil.example"><input name="q"></form>',
          '<svg><a xlink:href="javascript:alert(1)"><text>svg</text></a></svg>',
          '<p data-guide-page="evil.md">data attribute</p>',
        ].join('\n\n'),
      );
    openGuide();

    const dialog = await screen.findByRole('dialog', { name: 'User Guide' });
    const heading = await within(dialog).findByRole('heading', { name: 'Payloads' });
    const content = heading.parentElement!;
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(win.pwned).toBeUndefined();
    expect(content.querySelector('script, iframe, form, input, svg, style')).toBeNull();
    expect(content.querySelector('[onerror], [onclick], [style]')).toBeNull();
    expect(content.querySelector('[data-guide-page]:not(a)')).toBeNull();
    for (const link of within(dialog).queryAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^\/guide\/[A-Za-z0-9-]+\.md$/);
    }
    expect(within(dialog).getByText('click me').closest('a')).toBeNull();
    // Raw HTML is shown as the text it is (never parsed, so not even a blocked handler is reported).
    expect(content.textContent).toContain('<a href="javascript:window.pwned=5">raw link</a>');
    expect(content.textContent).toContain('<img src="x.png" onerror="window.pwned = 2">');
    expect(within(dialog).queryAllByRole('link')).toHaveLength(0);
    expect(content.querySelectorAll('img')).toHaveLength(0);
  });

  it('does not fetch until opened', async () => {
    const { rerender } = renderWithProviders(<UserGuideModal opened={false} onClose={() => {}} />);
    expect(fetchMock).not.toHaveBeenCalled();
    pages['index.md'] = () => markdownResponse('# Now open');
    rerender(<UserGuideModal opened onClose={() => {}} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});
