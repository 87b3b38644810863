import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { MemberDetail, MemberRow } from '@lyp/shared/system/member.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { grantButtons } from '../../../../test/session';
import { RegisterMemberPage } from './register-member-page';

const MEMBER: MemberRow = {
  id: 31,
  username: null,
  actualName: '王小明',
  phone: '13800000031',
  memberType: 'company',
  companies: [{ orgId: 12, name: '无锡惠达再生金属有限公司', companyCode: '91320200MA1XXXXXXX' }],
  certStatus: 'approved',
  registeredAt: '2026-11-20T02:00:00.000Z',
  depositCount: 2,
  orderCount: 1,
  barred: false,
  strikes: 1,
  biddingBarredAt: null,
};

const DETAIL: MemberDetail = {
  member: MEMBER,
  personalCertification: null,
  companyCertifications: [],
  organisations: [
    {
      id: 12,
      name: '无锡惠达再生金属有限公司',
      type: 'company',
      companyCode: '91320200MA1XXXXXXX',
      role: 'main',
      isDefault: true,
    },
  ],
  deposits: [
    {
      id: 5,
      lotId: 9,
      lotTitle: '废旧铜线一批',
      status: 'frozen',
      amountFen: 500_000,
      paidFen: 500_000,
      frozenFen: 500_000,
      returnedFen: 0,
      appliedFen: 0,
      forfeitedFen: 0,
      createdAt: '2026-11-21T02:00:00.000Z',
    },
  ],
  orders: [],
  defaults: [
    {
      orderId: 3,
      orderNo: 'DD202611200001',
      lotTitle: '废钢 200 吨',
      priceFen: 10_000_000,
      defaultedAt: '2026-11-23T02:00:00.000Z',
    },
  ],
  barHistory: [],
};

let listFails = false;
let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/admin/member/page': () =>
      listFails
        ? { status: 500, body: { code: 1, msg: '服务异常，请稍后重试', error: 'INTERNAL_ERROR' } }
        : okBody({ records: [MEMBER], total: 1, current: 1, size: 10 }),
    '/admin/member/detail/31': () => okBody(DETAIL),
    '/admin/member/bar': () => okBody({ ...MEMBER, barred: true }, '会员已禁用'),
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
  listFails = false;
});
afterEach(() => useSessionStore.setState({ button: [] }));

const renderPage = () => renderAt('/personalcenter/registermember', <RegisterMemberPage />);

// antd renders slowly in jsdom on a busy shared machine.
describe('the registered-member page', { timeout: 60_000 }, () => {
  it('lists members with their company, certification and counts', async () => {
    grantButtons(PERMISSIONS.registerMemberView);
    renderPage();
    const row = (await screen.findByText('王小明')).closest('tr') as HTMLElement;
    expect(within(row).getByText('无锡惠达再生金属有限公司')).toBeInTheDocument();
    expect(within(row).getByText('已认证')).toBeInTheDocument();
    expect(within(row).getByText('企业')).toBeInTheDocument();
    expect(within(row).getByText('正常')).toBeInTheDocument();
  });

  it('hides barring and export from an auditor who may only view', async () => {
    grantButtons(PERMISSIONS.registerMemberView);
    renderPage();
    await screen.findByText('王小明');
    expect(screen.queryByRole('button', { name: '禁用' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导出/ })).not.toBeInTheDocument();
  });

  it('shows the failure with a retry when the list cannot load', async () => {
    listFails = true;
    grantButtons(PERMISSIONS.registerMemberView);
    renderPage();
    expect(await screen.findByText('服务异常，请稍后重试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重 试' })).toBeInTheDocument();
  });

  it('opens the details with the member’s deposits and defaults in tabs', async () => {
    grantButtons(PERMISSIONS.registerMemberView);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '详情' }));
    const drawer = (await screen.findByText('会员详情：王小明')).closest('.ant-drawer') as HTMLElement;
    await userEvent.click(await within(drawer).findByRole('tab', { name: '保证金' }));
    expect(await within(drawer).findByText('废旧铜线一批')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('tab', { name: '违约记录（1）' }));
    expect(await within(drawer).findByText('DD202611200001')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('tab', { name: '禁用记录' }));
    expect(await within(drawer).findByText('暂无禁用记录')).toBeInTheDocument();
  });

  it('bars a member with a common reason picked in one click', async () => {
    grantButtons(PERMISSIONS.registerMemberView, PERMISSIONS.registerMemberBar);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '禁用' }));
    const dialog = (await screen.findByText(/立即退出登录/)).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: '多次悔拍，恶意竞价' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定禁用' }));
    await waitFor(() =>
      expect(stub.sentTo('/admin/member/bar')).toEqual([
        { userId: 31, barred: true, reason: '多次悔拍，恶意竞价' },
      ]),
    );
  });

  it('refuses to bar without a reason', async () => {
    grantButtons(PERMISSIONS.registerMemberView, PERMISSIONS.registerMemberBar);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '禁用' }));
    const dialog = (await screen.findByText(/立即退出登录/)).closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(dialog).getByRole('button', { name: '确定禁用' }));
    expect(await within(dialog).findByText('请输入原因')).toBeInTheDocument();
    expect(stub.sentTo('/admin/member/bar')).toEqual([]);
  });
});
