import type { BulletinSummary } from '@lyp/shared/auction/bulletin.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { okBody, startApiStub } from '../../../../test/api-stub';
import { signInSeller, summary } from '../bulletin-data.test-support';
import { createInfoReleasePage } from './info-release-page';
import { FeedbackApp } from '../../../../test/feedback-app';

const FUTURE = '2099-12-01T01:00:00.000Z';
const PAST = '2020-12-01T01:00:00.000Z';
const ROWS: BulletinSummary[] = [
  summary({ id: 1, title: '草稿公告', status: 'draft' }),
  summary({ id: 2, title: '驳回公告', status: 'rejected', rejectReason: '标的图片不清晰' }),
  summary({ id: 3, title: '待审公告', status: 'submitted' }),
  summary({ id: 4, title: '未开拍公告', status: 'published', firstStartsAt: FUTURE }),
  summary({ id: 5, title: '已开拍公告', status: 'published', firstStartsAt: PAST }),
  summary({ id: 6, title: '竞价中公告', status: 'bidding', firstStartsAt: PAST }),
];
const COUNTS = { draft: 1, submitted: 1, published: 2, rejected: 1, withdrawn: 0, bidding: 1, ended: 0 };

let rows = ROWS;
let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/auction/bulletin/list': () =>
      okBody({ records: rows, total: rows.length, current: 1, size: 10, counts: rows.length ? COUNTS : {} }),
    '/auction/bulletin/delete/1': () => okBody(null),
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
  rows = ROWS;
});
afterEach(() => useSessionStore.setState({ button: [], companyInfo: null }));

function renderPage(url = '/personalcenter/infoRelease') {
  const InfoReleasePage = createInfoReleasePage({ loadPreviewViews: () => new Promise(() => {}) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <FeedbackApp>
          <InfoReleasePage />
        </FeedbackApp>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;
const actionsIn = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((button) => button.textContent?.replace(/\s/g, ''));
const lists = () => stub.requests.filter((request) => request.path.endsWith('/auction/bulletin/list'));

describe('信息发布: the organisation’s bulletins', { timeout: 60_000 }, () => {
  it('shows each status’s count on its tab, and a tab asks for its own bulletins', async () => {
    signInSeller();
    renderPage();
    expect(await screen.findByRole('tab', { name: '全部 (6)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已发布 (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已撤回 (0)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '待审核 (1)' }));
    await waitFor(() => expect(lists().at(-1)?.body).toMatchObject({ status: 'submitted', current: 1 }));

    await userEvent.type(screen.getByRole('searchbox', { name: '搜索公告' }), '钢材{Enter}');
    await waitFor(() => expect(lists().at(-1)?.body).toMatchObject({ status: 'submitted', keyword: '钢材' }));
  });

  it('offers each bulletin only what its status allows, and says why one was rejected', async () => {
    signInSeller();
    renderPage();
    expect(actionsIn(await rowOf('草稿公告'))).toEqual(['查看', '编辑', '提交审核', '删除', '预览']);
    const rejected = await rowOf('驳回公告');
    expect(actionsIn(rejected)).toEqual(['查看', '编辑', '提交审核', '删除', '预览']);
    expect(rejected).toHaveTextContent('驳回原因：标的图片不清晰');
    expect(actionsIn(await rowOf('待审公告'))).toEqual(['查看', '撤回', '预览']);
    expect(actionsIn(await rowOf('未开拍公告'))).toEqual(['查看', '撤回', '预览']);
    expect(actionsIn(await rowOf('已开拍公告'))).toEqual(['查看', '预览']);
    expect(actionsIn(await rowOf('竞价中公告'))).toEqual(['查看', '预览']);
  });

  it('deletes a draft only after a 416-wide confirmation', async () => {
    signInSeller();
    renderPage();
    await userEvent.click(within(await rowOf('草稿公告')).getByRole('button', { name: /删\s*除/ }));
    const dialog = (await screen.findAllByText('确定删除公告“草稿公告”吗？'))[0]!.closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(dialog).toHaveStyle({ width: '416px' });
    expect(stub.requests.some((request) => request.path.endsWith('/delete/1'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(stub.requests.some((request) => request.path.endsWith('/delete/1'))).toBe(true),
    );
    expect(await screen.findByText('公告已删除')).toBeInTheDocument();
  });

  it('hides what the seller holds no button for', async () => {
    signInSeller();
    useSessionStore.setState((state) => ({
      button: state.button.filter((button) => button.code === 'bulletin_view'),
    }));
    renderPage();
    expect(actionsIn(await rowOf('草稿公告'))).toEqual(['查看', '预览']);
    expect(screen.queryByRole('button', { name: /发布公告/ })).toBeNull();
  });

  it('says publishing needs company certification, with the way to it', async () => {
    signInSeller('none');
    renderPage();
    expect(await screen.findByText('发布竞价公告需先完成企业认证')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /立即认证/ })).toHaveAttribute('href', '/certify');
  });

  it('invites a seller with no bulletins yet to publish one', async () => {
    rows = [];
    signInSeller();
    renderPage();
    expect(await screen.findByText(/还没有竞价公告/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /发布公告/ })).toHaveLength(2);
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
