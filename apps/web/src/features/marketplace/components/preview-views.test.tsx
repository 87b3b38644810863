import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_FILES, lotDetailFixture, publicBulletinFixture } from '../lib/market-data.fixture';
import type { FileLinks, ShownFile } from './file-links';
import { LotPreview, NoticePreview } from './preview-views';
import { FeedbackApp } from '../../../../test/feedback-app';

/** The dictionaries the views read: 台 is the label of the unit value `set`. */
function serveDictionaries() {
  const fetch = vi.fn((url: string) =>
    Promise.resolve(
      new Response(
        JSON.stringify({
          code: 0,
          msg: 'ok',
          data: url.includes('getDictListByParam')
            ? { goods_unit: [{ label: '台', value: 'set', sort: 1 }] }
            : null,
        }),
        { headers: { 'content-type': 'application/json' } },
      ),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const openFile = vi.fn<(file: ShownFile) => void>();
const links: FileLinks = { imageSrc: (id) => `blob:local/${id}`, openFile };

function renderInApp(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/personalcenter/infoRelease']}>
        <FeedbackApp>
          <Routes>
            <Route path="/personalcenter/infoRelease" element={ui} />
            <Route path="*" element={<p>离开了预览</p>} />
          </Routes>
        </FeedbackApp>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the public views in a seller’s preview', { timeout: 60_000 }, () => {
  beforeEach(() => {
    serveDictionaries();
    openFile.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the lot page as bidders will see it, with bidding shown but off', async () => {
    const onOpenBulletin = vi.fn();
    renderInApp(<LotPreview lot={lotDetailFixture()} links={links} onOpenBulletin={onOpenBulletin} />);

    expect(screen.getByRole('heading', { name: /二手数控机床/ })).toHaveTextContent('定向竞价');
    expect(screen.getByTestId('current-price')).toHaveTextContent('¥45,000.00');
    expect(screen.getByText('预览：竞价开始后可出价')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /关\s*注/ })).toBeDisabled();
    expect(screen.queryByText(/实时/)).toBeNull();
    // Pictures come from the preview's own copies (a draft's files need the token).
    expect(screen.getByAltText('二手数控机床 图片 1')).toHaveAttribute(
      'src',
      `blob:local/${FIXTURE_FILES.cover}`,
    );

    await userEvent.click(screen.getByRole('tab', { name: '标的信息' }));
    expect(await screen.findByText('3 台')).toBeInTheDocument();

    await userEvent.click(screen.getByText('2030 年第 1 期设备竞价公告'));
    expect(onOpenBulletin).toHaveBeenCalled();
  });

  it('shows the notice page; its lots open in the preview and its files through the preview', async () => {
    const onOpenLot = vi.fn();
    renderInApp(<NoticePreview bulletin={publicBulletinFixture()} links={links} onOpenLot={onOpenLot} />);

    expect(screen.getByRole('heading', { name: '2030 年第 1 期设备竞价公告' })).toBeInTheDocument();
    expect(screen.getByAltText('现场')).toHaveAttribute('src', `blob:local/${FIXTURE_FILES.side}`);
    const lotCard = screen.getByRole('link', { name: '二手数控机床' });
    expect(within(lotCard).getByRole('img', { name: '二手数控机床' })).toHaveAttribute(
      'src',
      `blob:local/${FIXTURE_FILES.cover}`,
    );

    await userEvent.click(lotCard);
    expect(onOpenLot).toHaveBeenCalledWith(41);
    expect(screen.queryByText('离开了预览')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: '竞价须知.pdf' }));
    expect(openFile).toHaveBeenCalledWith(expect.objectContaining({ id: FIXTURE_FILES.terms }));
  });
});
