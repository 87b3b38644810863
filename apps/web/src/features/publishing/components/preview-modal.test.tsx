import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { okBody, startApiStub } from '../../../../test/api-stub';
import type { PreviewViews } from '../publishing-deps';
import { PreviewModal } from './preview-modal';
import { FeedbackApp } from '../../../../test/feedback-app';

const lot = (id: number, title: string) => ({ id, title, bulletinTitle: '设备竞价公告', images: [] });
const PREVIEW = {
  bulletin: {
    id: 7,
    title: '设备竞价公告',
    status: 'draft',
    bodyHtml: '<p>正文</p>',
    lots: [
      { id: 41, coverFileId: null },
      { id: 42, coverFileId: null },
    ],
  },
  lots: [lot(41, '数控机床'), lot(42, '叉车')],
};

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({ '/auction/bulletin/preview/7': () => okBody(PREVIEW) });
});
afterAll(() => stub.close());

/** Stand-ins for the marketplace's views (app/ hands in the real ones): they show what they were given. */
const views: PreviewViews = {
  NoticePreview: ({ bulletin, onOpenLot }) => (
    <section aria-label="公告页视图">
      {bulletin.title}
      <button type="button" onClick={() => onOpenLot(42)}>
        打开叉车
      </button>
    </section>
  ),
  LotPreview: ({ lot, onOpenBulletin }) => (
    <section aria-label="标的页视图">
      {lot.title}
      <button type="button" onClick={onOpenBulletin}>
        回到公告
      </button>
    </section>
  ),
};

function renderModal(loadPreviewViews: () => Promise<PreviewViews>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FeedbackApp>
        <PreviewModal bulletinId={7} onClose={() => {}} deps={{ loadPreviewViews }} />
      </FeedbackApp>
    </QueryClientProvider>,
  );
}

describe('预览', { timeout: 60_000 }, () => {
  it('renders the server’s preview through the public pages’ views: a tab for the notice and one per lot', async () => {
    const load = vi.fn(() => Promise.resolve(views));
    renderModal(load);
    expect(await screen.findByRole('region', { name: '公告页视图' })).toHaveTextContent('设备竞价公告');
    expect(
      screen.getByText('以下为发布后公众将看到的公告页与标的页；公告审核通过前，仅您可见。'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '公告页',
      '标的 1：数控机床',
      '标的 2：叉车',
    ]);
    expect(load).toHaveBeenCalledTimes(1);

    // A lot card on the notice opens that lot's tab, and the lot's link leads back.
    await userEvent.click(screen.getByRole('button', { name: '打开叉车' }));
    expect(await screen.findByRole('region', { name: '标的页视图' })).toHaveTextContent('叉车');
    await userEvent.click(screen.getByRole('button', { name: '回到公告' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: '公告页' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('says so when the views cannot load, and tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(views);
    renderModal(load);
    expect(await screen.findByText('预览页面加载失败，请刷新后重试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByRole('region', { name: '公告页视图' })).toBeInTheDocument();
  });
});
