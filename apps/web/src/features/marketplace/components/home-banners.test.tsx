import type { HomeBanner } from '@lyp/shared/system/banner.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeBanners } from './home-banners';

/** The server's answer to the home banners call: a list, or a failure. */
function serveBanners(answer: HomeBanner[] | 'down') {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (!url.endsWith('/market/home/banners')) throw new Error(`unexpected call ${url}`);
      if (answer === 'down') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(
        new Response(JSON.stringify({ code: 0, msg: '', data: answer }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
}

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<HomeBanners onCertify={() => {}} />} />
          <Route path="/morebid" element={<p>更多竞价页</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const banner = (fields: Partial<HomeBanner>): HomeBanner => ({
  id: 1,
  title: '春季废钢专场',
  imageFileId: '0b3c9d7e-1111-4222-8333-444455556666',
  linkUrl: null,
  ...fields,
});

afterEach(() => vi.unstubAllGlobals());

describe('<HomeBanners>', () => {
  it('shows the platform’s own slides when no banner is showing', async () => {
    serveBanners([]);
    renderHome();
    expect(await screen.findByRole('heading', { name: '公开透明的在线竞价平台' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^第 \d 张/ })).toHaveLength(3);
  });

  it('keeps the platform’s slides when the banners cannot be read', async () => {
    serveBanners('down');
    renderHome();
    expect(await screen.findByRole('heading', { name: '公开透明的在线竞价平台' })).toBeInTheDocument();
  });

  it('shows the managed banners instead, their image from the file preview', async () => {
    serveBanners([banner({}), banner({ id: 2, title: '二手设备周' })]);
    renderHome();
    const image = await screen.findByRole('img', { name: '春季废钢专场' });
    const preview = '/lyp/api/file/preview/0b3c9d7e-1111-4222-8333-444455556666';
    // Resized copies for the page's width, never the full-size upload.
    expect(image).toHaveAttribute('src', `${preview}?w=960`);
    expect(image).toHaveAttribute(
      'srcset',
      `${preview}?w=640 640w, ${preview}?w=960 960w, ${preview}?w=1280 1280w`,
    );
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(screen.queryByText('公开透明的在线竞价平台')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '第 2 张：二手设备周' }));
    expect(screen.getByRole('heading', { name: '二手设备周' })).toBeInTheDocument();
  });

  it('opens a site path inside the site', async () => {
    serveBanners([banner({ linkUrl: '/morebid' })]);
    renderHome();
    await userEvent.click(await screen.findByRole('img', { name: '春季废钢专场' }));
    expect(await screen.findByText('更多竞价页')).toBeInTheDocument();
  });

  it('opens an https address in a new tab, and makes no link of anything else', async () => {
    serveBanners([
      banner({ linkUrl: 'https://example.com/promo' }),
      banner({ id: 2, title: '坏链接', linkUrl: 'javascript:alert(1)' }),
    ]);
    renderHome();
    const link = (await screen.findByRole('img', { name: '春季废钢专场' })).closest('a');
    expect(link).toHaveAttribute('href', 'https://example.com/promo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(screen.getByRole('button', { name: '第 2 张：坏链接' }));
    expect(screen.getByRole('img', { name: '坏链接' }).closest('a')).toBeNull();
  });
});
