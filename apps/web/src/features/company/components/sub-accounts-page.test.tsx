import type { SubAccount } from '@lyp/shared/company/sub-account.schemas';
import type { MenuItem } from '@lyp/shared/permission/permission.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { catchDownloads } from '../../../../test/downloads';
import { grantButtons } from '../../../../test/session';
import { menuItem } from '../../../../test/menu-item';
import { SubAccountsPage } from './sub-accounts-page';

const menu = menuItem;

const MENUS: MenuItem[] = [
  menu(1, 0, 'Dashboard', '工作台', { path: '/personalcenter' }),
  menu(2, 1, 'DashboardIndex', '个人首页', { path: '/personalcenter/home' }),
  menu(10, 0, 'SellerCenter', '卖方中心'),
  menu(11, 10, 'InfoRelease', '信息发布', { path: '/personalcenter/infoRelease' }),
  menu(12, 11, 'bulletin_add', '新增公告', { type: 'button' }),
  menu(13, 10, 'OrderManage', '订单管理', { path: '/personalcenter/ordermanage' }),
  menu(14, 13, 'order_view', '查看订单', { type: 'button' }),
];

const ZHAO: SubAccount = {
  userId: 31,
  phone: '13700001111',
  actualName: '赵敏',
  status: 'active',
  remark: '业务部',
  menuIds: [1, 2, 10, 13, 14],
  createdAt: '2026-11-20T02:00:00.000Z',
};
const TEMPORARY_PASSWORD = 'Hv7qLm2xPz9Rk4';

let refusal: string | undefined;
let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/subAccount/getSubAccountAuth': () =>
      refusal
        ? { status: 409, body: { code: 1, msg: refusal, error: 'SUB_ACCOUNT_NOT_ALLOWED' } }
        : okBody({ records: [ZHAO], grantableMenus: MENUS }),
    '/subAccount/addSubAccountAuth': (request) => {
      const body = request.body as { phone: string; actualName: string };
      return okBody({
        account: { ...ZHAO, userId: 32, phone: body.phone, actualName: body.actualName, remark: null },
        temporaryPassword: TEMPORARY_PASSWORD,
      });
    },
    '/subAccount/deleteSubAccount': () => okBody(null, '子账号已删除'),
    '/subAccount/updateSubAccountAuth': () => okBody(ZHAO),
  });
});
afterAll(() => stub.close());

const writeText = vi.fn(() => Promise.resolve());
beforeEach(() => {
  stub.requests.length = 0;
  refusal = undefined;
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  grantButtons(
    PERMISSIONS.subAccountView,
    PERMISSIONS.subAccountAdd,
    PERMISSIONS.subAccountEdit,
    PERMISSIONS.subAccountRemove,
  );
  useSessionStore.setState({
    subAccountInfo: null,
    org: [
      { orgId: 4, orgName: '江苏华东再生资源有限公司', orgType: 'company', isDefault: true, isCurrent: true },
    ],
  });
});

const boxOf = (dialog: HTMLElement, name: string) =>
  within(dialog)
    .getByText(name)
    .closest('.ant-tree-treenode')!
    .querySelector('.ant-tree-checkbox') as HTMLElement;

/** The page's 新增子账号 dialog, with 钱进's phone and name typed in. */
async function startAdding() {
  renderAt('/personalcenter/subAccount', <SubAccountsPage />);
  await screen.findByText('赵敏');
  await userEvent.click(screen.getByRole('button', { name: /新增子账号/ }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('手机号'), '13600002222');
  await userEvent.type(within(dialog).getByLabelText('姓名'), '钱进');
  return dialog;
}

/** antd's confirm carries its question twice (a hidden header for screen readers): find it by that. */
const confirmDialog = async (title: string) =>
  (await screen.findAllByText(title))[0]!.closest('.ant-modal') as HTMLElement;

// antd renders slowly in jsdom on a busy shared machine.
describe('子账号管理', { timeout: 60_000 }, () => {
  it('lists the sub-accounts with what they were granted', async () => {
    renderAt('/personalcenter/subAccount', <SubAccountsPage />);

    const row = (await screen.findByText('赵敏')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('13700001111');
    expect(within(row).getByText('启用')).toHaveClass('ant-tag-green');
    // Pages by name, buttons by count; the personal home every account has is not a grant.
    expect(within(row).getByText('订单管理')).toBeInTheDocument();
    expect(row).toHaveTextContent('1 项操作');
    expect(row).not.toHaveTextContent('个人首页');
  });

  it('exports the sub-accounts to a manager who may export', async () => {
    const user = userEvent.setup();
    catchDownloads();
    grantButtons(PERMISSIONS.subAccountView, PERMISSIONS.subAccountExport);
    renderAt('/personalcenter/subAccount', <SubAccountsPage />);
    await screen.findByText('赵敏');
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() =>
      expect(stub.requests.some((request) => request.path.endsWith('/subAccount/exportSubAccounts'))).toBe(
        true,
      ),
    );
  });

  it('adds a sub-account with the chosen grants as menuIds, then shows its temporary password once', async () => {
    const dialog = await startAdding();
    await userEvent.click(boxOf(dialog, '信息发布'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(stub.sentTo('/subAccount/addSubAccountAuth')).toHaveLength(1));
    const body = stub.sentTo('/subAccount/addSubAccountAuth')[0] as { menuIds: number[] };
    expect({ ...body, menuIds: [...body.menuIds].sort((a, b) => a - b) }).toEqual({
      phone: '13600002222',
      actualName: '钱进',
      menuIds: [11, 12],
    });

    const password = await screen.findByLabelText('临时密码');
    expect(password).toHaveTextContent(TEMPORARY_PASSWORD);
    const shown = password.closest('.ant-modal') as HTMLElement;
    expect(shown).toHaveTextContent('子账号已新增');
    expect(shown).toHaveTextContent('用户「钱进」的临时密码如下');
    await userEvent.click(within(shown).getByRole('button', { name: /复\s*制/ }));
    expect(writeText).toHaveBeenCalledWith(TEMPORARY_PASSWORD);
    await userEvent.click(within(shown).getByRole('button', { name: '我已记下' }));
    await waitFor(() => expect(screen.queryByText(TEMPORARY_PASSWORD)).toBeNull());
  });

  it('refuses to add a sub-account with no grant', async () => {
    const dialog = await startAdding();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    expect(await within(dialog).findByText('请至少授予子账号一项权限')).toBeInTheDocument();
    expect(stub.sentTo('/subAccount/addSubAccountAuth')).toHaveLength(0);
  });

  it('asks in a 416-wide dialog before deleting, and sends nothing when cancelled', async () => {
    renderAt('/personalcenter/subAccount', <SubAccountsPage />);
    const row = (await screen.findByText('赵敏')).closest('tr') as HTMLElement;

    await userEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    let dialog = await confirmDialog('确定删除子账号“赵敏”吗？');
    expect(dialog).toHaveStyle({ width: '416px' });
    expect(dialog).toHaveTextContent('删除后该子账号立即退出登录且无法再登录');
    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText('删除后该子账号立即退出登录且无法再登录。')).toBeNull());
    expect(stub.sentTo('/subAccount/deleteSubAccount')).toHaveLength(0);

    await userEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    dialog = await confirmDialog('确定删除子账号“赵敏”吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(stub.sentTo('/subAccount/deleteSubAccount')).toEqual([{ userId: 31 }]));
  });

  it('disables a sub-account by sending the whole account with enabled:false', async () => {
    renderAt('/personalcenter/subAccount', <SubAccountsPage />);
    const row = (await screen.findByText('赵敏')).closest('tr') as HTMLElement;

    await userEvent.click(within(row).getByRole('button', { name: /停\s*用/ }));
    const dialog = await confirmDialog('确定停用子账号“赵敏”吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(stub.sentTo('/subAccount/updateSubAccountAuth')).toHaveLength(1));
    expect(stub.sentTo('/subAccount/updateSubAccountAuth')[0]).toEqual({
      userId: 31,
      actualName: '赵敏',
      remark: '业务部',
      menuIds: [1, 2, 10, 13, 14],
      enabled: false,
    });
  });

  it('explains that an uncertified company must certify first, with the way there', async () => {
    refusal = '「江苏华东再生资源有限公司」尚未通过企业认证，请先完成企业认证后再查看子账号';
    renderAt('/personalcenter/subAccount', <SubAccountsPage />);

    expect(await screen.findByText('请先完成企业认证')).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /去企业认证/ })).toHaveAttribute('href', '/certify?tab=company');
  });

  it('asks someone acting personally to switch to their company first', async () => {
    refusal = '请切换到已认证的企业后再查看子账号';
    useSessionStore.setState({
      org: [{ orgId: 3, orgName: '李明（个人）', orgType: 'personal', isDefault: false, isCurrent: true }],
    });
    renderAt('/personalcenter/subAccount', <SubAccountsPage />);

    expect(await screen.findByText('请切换到企业身份')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /查看企业认证/ })).toHaveAttribute(
      'href',
      '/certify?tab=company',
    );
  });
});
