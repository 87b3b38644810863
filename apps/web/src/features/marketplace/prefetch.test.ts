// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { FIXTURE_FILES, lotDetailFixture } from './lib/market-data.fixture';
import { prefetchLotPage } from './prefetch';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('the lot page’s first reads', () => {
  it('preloads the very copy of the first picture the gallery will choose', async () => {
    const lot = lotDetailFixture();
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ code: 0, msg: 'ok', data: lot }), {
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
    await prefetchLotPage(new URLSearchParams({ id: String(lot.id) }));
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"]')).not.toBeNull());
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]')!;
    const cover = `/lyp/api/file/preview/${FIXTURE_FILES.cover}`;
    expect(link.getAttribute('href')).toBe(`${cover}?w=640`);
    expect(link.getAttribute('imagesrcset')).toBe(
      `${cover}?w=640 640w, ${cover}?w=960 960w, ${cover}?w=1280 1280w`,
    );
    expect(link.getAttribute('imagesizes')).toBe('(max-width: 991px) 100vw, 520px');
  });
});
