import type { AuditListItem } from '@lyp/shared/auction/audit.schemas';
import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../../test/api-stub';
import { useSessionStore } from '../../../../stores/session-store';
import { rejectedBulletin, signInSeller, summary } from '../../bulletin-data.test-support';
import type { AuditViewKey } from '../../lib/audit-views';
import { createNoticeAuditPage } from './notice-audit-page';

const FUTURE = '2099-12-01T01:00:00.000Z';
const PAST = '2020-12-01T01:00:00.000Z';
const item = (overrides: Partial<AuditListItem>): AuditListItem => ({
  ...summary({}),
  reviewerName: null,
  reviewedAt: null,
  reviewReason: null,
  ...overrides,
});

const WAITING = item({ id: 7, title: '待审废钢公告', status: 'submitted', submittedAt: PAST });
const APPROVED = [
  item({
    id: 8,
    title: '未开拍公告',
    status: 'published',
    firstStartsAt: FUTURE,
    firstEndsAt: FUTURE,
    reviewerName: '王芳',
    reviewedAt: '2026-11-20T02:30:00.000Z',
  }),
  item({ id: 9, title: '竞价中公告', status: 'bidding', firstStartsAt: PAST, firstEndsAt: FUTURE }),
  item({ id: 10, title: '首个标的已结束公告', status: 'bidding', firstStartsAt: PAST, firstEndsAt: PAST }),
];
const SENT: BulletinView = { ...rejectedBulletin(), id: 7, title: '待审废钢公告', status: 'submitted' };

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/auction/audit/waiting': () => okBody({ records: [WAITING], total: 1, current: 1, size: 10 }),
    '/auction/audit/audited': () => okBody({ records: APPROVED, total: 3, current: 1, size: 10 }),
    '/auction/audit/get/7': () => okBody(SENT),
    '/auction/audit/add': () => okBody({ ...SENT, status: 'rejected' }),
    '/auction/audit/rejectPublished': () => okBody({ ...SENT, status: 'rejected' }),
    '/file/findByBusId': () => okBody([]),
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
  // The auditor's buttons: every permission, as the demo auditor's role grants these screens.
  signInSeller();
});
afterEach(() => useSessionStore.setState({ button: [], companyInfo: null }));

function renderView(view: AuditViewKey) {
  const Page = createNoticeAuditPage({ loadPreviewViews: () => new Promise(() => {}) }, view);
  renderAt('/personalcenter/noticetodo', <Page />);
}

/** The modal or drawer whose title is this text. */
const dialogTitled = async (title: string | RegExp) => {
  const [heading] = await screen.findAllByText(title, {
    selector: '.ant-modal-title, .ant-drawer-title, .ant-modal-confirm-title',
  });
  return heading!.closest('.ant-modal, .ant-drawer') as HTMLElement;
};

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;
const actionsIn = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((button) => button.textContent?.replace(/\s/g, ''));

describe('审核中心: bulletins waiting and reviewed', { timeout: 60_000 }, () => {
  it('rejects a waiting bulletin with a common reason and the auditor’s own words', async () => {
    renderView('todo');
    await userEvent.click(within(await rowOf('待审废钢公告')).getByRole('button', { name: '审核' }));
    const drawer = await dialogTitled(/公告详情/);
    expect(await within(drawer).findByText('本公司委托平台对以下物资进行网络竞价。')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: /^驳\s*回$/ }));

    const modal = await dialogTitled('驳回公告“待审废钢公告”');
    await userEvent.click(within(modal).getByRole('button', { name: /^驳\s*回$/ }));
    expect(await within(modal).findByText('请输入驳回原因')).toBeInTheDocument();

    await userEvent.click(within(modal).getByRole('button', { name: '附件缺失或无法打开' }));
    await userEvent.type(within(modal).getByRole('textbox'), '，请上传盖章版');
    await userEvent.click(within(modal).getByRole('button', { name: /^驳\s*回$/ }));
    await waitFor(() =>
      expect(stub.sentTo('/auction/audit/add')).toEqual([
        { bulletinId: 7, approved: false, reason: '附件缺失或无法打开，请上传盖章版' },
      ]),
    );
    expect(await screen.findByText('公告已驳回')).toBeInTheDocument();
  });

  it('approves only after the auditor confirms', async () => {
    renderView('todo');
    await userEvent.click(within(await rowOf('待审废钢公告')).getByRole('button', { name: '审核' }));
    const drawer = await dialogTitled(/公告详情/);
    await userEvent.click(await within(drawer).findByRole('button', { name: /^通\s*过$/ }));
    const confirm = await dialogTitled('确定通过公告“待审废钢公告”吗？');
    expect(stub.sentTo('/auction/audit/add')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: /^通\s*过$/ }));
    await waitFor(() =>
      expect(stub.sentTo('/auction/audit/add')).toEqual([{ bulletinId: 7, approved: true }]),
    );
  });

  it('lists every approved bulletin with its reviewer, and offers a take-down until the first lot ends', async () => {
    renderView('approved');
    const open = await rowOf('未开拍公告');
    expect(within(open).getByText('王芳')).toBeInTheDocument();
    expect(actionsIn(open)).toEqual(['查看', '预览', '公开页', '发布后驳回']);
    expect(actionsIn(await rowOf('竞价中公告'))).toEqual(['查看', '预览', '公开页', '发布后驳回']);
    expect(actionsIn(await rowOf('首个标的已结束公告'))).toEqual(['查看', '预览', '公开页']);
    expect(stub.sentTo('/auction/audit/audited')[0]).toMatchObject({
      statuses: ['published', 'bidding', 'ended'],
    });

    await userEvent.click(within(open).getByRole('button', { name: '发布后驳回' }));
    const modal = await dialogTitled('发布后驳回公告“未开拍公告”');
    await userEvent.click(within(modal).getByRole('button', { name: '委托方申请撤销' }));
    await userEvent.click(within(modal).getByRole('button', { name: '驳回并下架' }));
    await waitFor(() =>
      expect(stub.sentTo('/auction/audit/rejectPublished')).toEqual([
        { bulletinId: 8, reason: '委托方申请撤销' },
      ]),
    );
  });

  it('shows the auditor’s buttons only to those who hold them', async () => {
    useSessionStore.setState({ button: [{ id: 1, code: 'notice_audit_view', name: '查看公告审核' }] });
    renderView('approved');
    expect(actionsIn(await rowOf('未开拍公告'))).toEqual(['查看', '预览', '公开页']);
  });
});
