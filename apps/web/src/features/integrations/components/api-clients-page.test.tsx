import type { ApiClient, ApiClientScope } from '@lyp/shared/integrations/api-client.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { okBody, renderAt, startApiStub, type StubRequest } from '../../../../test/api-stub';
import { grantButtons } from '../../../../test/session';
import { setViewportWidth } from '../../../../test/viewport';
import { ApiClientsPage } from './api-clients-page';

const SCOPES: ApiClientScope[] = [
  { code: PERMISSIONS.orderManageView.code, label: '查看订单管理', group: '订单管理' },
  { code: PERMISSIONS.orderManageExport.code, label: '导出订单', group: '订单管理' },
  { code: PERMISSIONS.bulletinAdd.code, label: '新增竞价公告', group: '信息发布' },
];

const ERP: ApiClient = {
  id: 31,
  clientId: 'lypc_erp0000000000000001',
  name: 'ERP 订单同步',
  scopes: ['order_manage_view', 'order_manage_export'],
  ipAllowlist: [],
  rateLimitPerMinute: 120,
  secretHint: 'a1b2',
  status: 'active',
  createdByName: '王强',
  createdAt: '2026-11-20T02:00:00.000Z',
  secretRotatedAt: null,
  lastUsedAt: '2026-11-21T06:30:00.000Z',
  revokedAt: null,
};
const OLD: ApiClient = {
  ...ERP,
  id: 32,
  clientId: 'lypc_old0000000000000002',
  name: '旧仓储系统',
  scopes: ['bulletin_add', 'webhook_retired'],
  ipAllowlist: ['203.0.113.0/24'],
  status: 'revoked',
  lastUsedAt: null,
  revokedAt: '2026-11-22T02:00:00.000Z',
};
const CHECKS: ApiClient = {
  ...ERP,
  id: 34,
  clientId: 'lypc_qc00000000000000004',
  name: '质检系统',
  scopes: [PERMISSIONS.bidOrderView.code, PERMISSIONS.bulletinAdd.code],
};
const SECRET = 'lyps_Hv7qLm2xPz9Rk4Wn8Tc3Jd6Fb1';

let records: ApiClient[];
let refusal: string | null;
let createAnswer: (request: StubRequest) => { status?: number; body: unknown };
let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/integration/client/list': () => okBody({ records, grantableScopes: refusal ? [] : SCOPES, refusal }),
    '/integration/client/create': (request) => createAnswer(request),
    '/integration/client/update/31': () => okBody(ERP),
    '/integration/client/update/34': () => okBody(CHECKS),
    '/integration/client/rotate/31': () => okBody({ client: ERP, clientSecret: SECRET }),
    '/integration/client/calls/31': () =>
      okBody({
        records: [
          {
            id: 9,
            summary: 'POST /lyp/api/order/seller/list → 200',
            ip: '203.0.113.7',
            createdAt: '2026-11-21T06:30:00.000Z',
          },
        ],
        total: 1,
        current: 1,
        size: 10,
      }),
    '/integration/client/calls/32': () => okBody({ records: [], total: 0, current: 1, size: 10 }),
  });
});
afterAll(() => stub.close());

beforeEach(() => {
  stub.requests.length = 0;
  refusal = null;
  records = [ERP, OLD, CHECKS];
  createAnswer = (request) => {
    const body = request.body as { name: string };
    return okBody({
      client: { ...ERP, id: 33, clientId: 'lypc_new0000000000000003', name: body.name },
      clientSecret: SECRET,
    });
  };
  grantButtons(PERMISSIONS.apiClientView, PERMISSIONS.apiClientManage);
  useSessionStore.setState({ subAccountInfo: null });
});

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const fieldOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label).closest('.ant-form-item') as HTMLElement;

/** The 新建客户端 dialog with a name typed and 订单管理's permissions chosen. */
async function startCreating() {
  renderAt('/personalcenter/apiClient', <ApiClientsPage />);
  await screen.findByText('ERP 订单同步');
  await userEvent.click(screen.getByRole('button', { name: /新建客户端/ }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('客户端名称'), '财务对账');
  await userEvent.click(
    within(within(dialog).getByRole('group', { name: '订单管理' })).getByText('订单管理'),
  );
  return dialog;
}

/** A row's action kept in its 更多 menu (重置密钥, 停用), the menu opened. */
async function moreOf(row: HTMLElement, action: string) {
  await userEvent.click(within(row).getByRole('button', { name: /更\s*多/ }));
  return screen.findByRole('menuitem', { name: action });
}

const submit = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

// antd renders slowly in jsdom on a busy shared machine.
describe('API 客户端', { timeout: 60_000 }, () => {
  it('lists the clients with their permissions, limits and status, in Beijing time', async () => {
    renderAt('/personalcenter/apiClient', <ApiClientsPage />);

    const erp = await rowOf('ERP 订单同步');
    expect(within(erp).getByText('启用')).toHaveClass('ant-tag-green');
    expect(erp).toHaveTextContent('lypc_erp0000000000000001');
    expect(within(erp).getByText('查看订单管理')).toBeInTheDocument();
    expect(erp).toHaveTextContent('2 项权限');
    expect(erp).toHaveTextContent('不限');
    expect(erp).toHaveTextContent('120 次');
    expect(erp).toHaveTextContent('120 次/分钟');
    expect(erp).toHaveTextContent('密钥尾号 …a1b2');
    expect(erp).toHaveTextContent('王强2026-11-20 10:00:00');
    expect(erp).toHaveTextContent('2026-11-21 14:30:00');
    // 编辑 and 调用记录 on the row, the rarer changes under 更多.
    for (const action of [/编\s*辑/, /调用记录/])
      expect(within(erp).getByRole('button', { name: action })).toBeEnabled();
    expect(within(erp).queryByRole('button', { name: /重置密钥|停\s*用/ })).toBeNull();
    expect(await moreOf(erp, '重置密钥')).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: '停用' })).not.toHaveAttribute('aria-disabled', 'true');

    // A stopped client is only looked at.
    const old = await rowOf('旧仓储系统');
    expect(within(old).getByText('已停用')).toBeInTheDocument();
    expect(old).toHaveTextContent('203.0.113.0/24');
    expect(old).toHaveTextContent('从未使用');
    // A code the page cannot name is shown as it is.
    expect(old).toHaveTextContent('webhook_retired');
    expect(within(old).queryByRole('button', { name: /编\s*辑|更\s*多/ })).toBeNull();
    expect(within(old).getByRole('button', { name: /调用记录/ })).toBeInTheDocument();
  });

  it('explains what a client is for when there is none yet', async () => {
    records = [];
    renderAt('/personalcenter/apiClient', <ApiClientsPage />);

    expect(await screen.findByText('还没有 API 客户端')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: /新建客户端/ })).toBeEnabled();
  });

  it('shows the clients as cards on a phone, with full buttons', async () => {
    setViewportWidth(390);
    renderAt('/personalcenter/apiClient', <ApiClientsPage />);

    const card = (await screen.findByText('ERP 订单同步')).closest('li') as HTMLElement;
    expect(screen.queryByRole('table')).toBeNull();
    expect(card).toHaveTextContent('lypc_erp0000000000000001');
    expect(within(card).getByRole('button', { name: /重置密钥/ })).not.toHaveClass('ant-btn-link');
  });

  it('creates a client, then shows its secret once until 我已保存 is pressed', async () => {
    const dialog = await startCreating();
    await userEvent.type(
      within(dialog).getByLabelText('IP 白名单'),
      ' 203.0.113.10 {enter}{enter}198.51.100.0/24',
    );
    await submit(dialog);

    await waitFor(() => expect(stub.sentTo('/integration/client/create')).toHaveLength(1));
    expect(stub.sentTo('/integration/client/create')[0]).toEqual({
      name: '财务对账',
      scopes: ['order_manage_view', 'order_manage_export'],
      ipAllowlist: ['203.0.113.10', '198.51.100.0/24'],
      rateLimitPerMinute: 120,
    });

    const secret = await screen.findByLabelText('client_secret');
    expect(secret).toHaveTextContent(SECRET);
    const shown = secret.closest('.ant-modal') as HTMLElement;
    expect(shown).toHaveTextContent('请立即保存客户端密钥');
    expect(shown).toHaveTextContent('密钥只显示这一次，关闭后无法再次查看；如遗失请重置密钥');
    expect(within(shown).getByLabelText('client_id')).toHaveTextContent('lypc_new0000000000000003');
    expect(shown).toHaveTextContent(
      `curl -u lypc_new0000000000000003:<client_secret> -d grant_type=client_credentials ${window.location.origin}/lyp/api/oauth/token`,
    );
    // The example is one block, its line unbroken, scrolled sideways when long.
    expect(within(shown).getByLabelText('获取访问令牌示例').tagName).toBe('PRE');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByLabelText('client_secret')).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
  });

  it('refuses a client with no permission or a bad address before asking the server', async () => {
    renderAt('/personalcenter/apiClient', <ApiClientsPage />);
    await screen.findByText('ERP 订单同步');
    await userEvent.click(screen.getByRole('button', { name: /新建客户端/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('客户端名称'), '财务对账');
    await userEvent.type(within(dialog).getByLabelText('IP 白名单'), '203.0.113.10{enter}erp.example.com');
    await submit(dialog);

    expect(await within(dialog).findByText('请至少授予客户端一项权限')).toBeInTheDocument();
    expect(
      within(fieldOf(dialog, 'IP 白名单')).getByText(
        'IP 白名单中「erp.example.com」不是有效的 IP 地址或网段',
      ),
    ).toBeInTheDocument();
    expect(stub.sentTo('/integration/client/create')).toHaveLength(0);
  });

  it('puts the server’s message about one allow-list line under the IP 白名单 box', async () => {
    const refused = 'IP 白名单中「10.0.0.0/8」不是对外可达的地址';
    createAnswer = () => ({
      status: 400,
      body: {
        code: 1,
        msg: refused,
        error: 'VALIDATION_FAILED',
        fields: [{ field: 'ipAllowlist.1', msg: refused }],
      },
    });
    const dialog = await startCreating();
    await userEvent.type(within(dialog).getByLabelText('IP 白名单'), '203.0.113.10{enter}10.0.0.0/8');
    await submit(dialog);

    expect(await within(fieldOf(dialog, 'IP 白名单')).findByText(refused)).toBeInTheDocument();
    expect(screen.queryByLabelText('client_secret')).toBeNull();
  });

  it('disables creating and says why when the caller may not manage clients', async () => {
    refusal = '「江苏华东再生资源有限公司」尚未通过企业认证，认证通过后才能创建 API 客户端';
    renderAt('/personalcenter/apiClient', <ApiClientsPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(screen.getByRole('button', { name: /新建客户端/ })).toBeDisabled();
    // Names still read from the permission table when nothing may be granted.
    const erp = await rowOf('ERP 订单同步');
    expect(within(erp).getByText('查看订单管理')).toBeInTheDocument();
    expect(await moreOf(erp, '重置密钥')).toHaveAttribute('aria-disabled', 'true');
  });

  it('hides creating from someone who may only look', async () => {
    grantButtons(PERMISSIONS.apiClientView);
    renderAt('/personalcenter/apiClient', <ApiClientsPage />);

    const erp = await rowOf('ERP 订单同步');
    expect(screen.queryByRole('button', { name: /新建客户端/ })).toBeNull();
    expect(within(erp).queryByRole('button', { name: /编\s*辑|更\s*多/ })).toBeNull();
    expect(within(erp).getByRole('button', { name: /调用记录/ })).toBeInTheDocument();
  });

  it('edits a client with its settings filled in', async () => {
    renderAt('/personalcenter/apiClient', <ApiClientsPage />);
    await userEvent.click(within(await rowOf('ERP 订单同步')).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('客户端名称')).toHaveValue('ERP 订单同步');
    await userEvent.clear(within(dialog).getByLabelText('每分钟调用上限'));
    await userEvent.type(within(dialog).getByLabelText('每分钟调用上限'), '600');
    await submit(dialog);

    await waitFor(() => expect(stub.sentTo('/integration/client/update/31')).toHaveLength(1));
    expect(stub.sentTo('/integration/client/update/31')[0]).toEqual({
      name: 'ERP 订单同步',
      scopes: ['order_manage_view', 'order_manage_export'],
      ipAllowlist: [],
      rateLimitPerMinute: 600,
    });
  });

  it('warns, when editing, of permissions the caller no longer holds, and sends only those offered', async () => {
    renderAt('/personalcenter/apiClient', <ApiClientsPage />);
    await userEvent.click(within(await rowOf('质检系统')).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('您已不再持有以下权限，保存后将从该客户端移除：查看竞价订单');
    await submit(dialog);

    await waitFor(() => expect(stub.sentTo('/integration/client/update/34')).toHaveLength(1));
    expect(stub.sentTo('/integration/client/update/34')[0]).toMatchObject({ scopes: ['bulletin_add'] });
  });

  it('asks before resetting a secret, then shows the new one', async () => {
    renderAt('/personalcenter/apiClient', <ApiClientsPage />);
    await userEvent.click(await moreOf(await rowOf('ERP 订单同步'), '重置密钥'));
    const confirm = (await screen.findAllByText('确定重置客户端“ERP 订单同步”的密钥吗？'))[0]!.closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(confirm).toHaveTextContent('旧密钥和已签发的令牌将立即失效');
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));

    expect(await screen.findByLabelText('client_secret')).toHaveTextContent(SECRET);
    expect(
      stub.requests.filter((request) => request.path.endsWith('/integration/client/rotate/31')),
    ).toHaveLength(1);
  });

  it('shows a client’s calls in a drawer, and says when there are none', async () => {
    renderAt('/personalcenter/apiClient', <ApiClientsPage />);
    await userEvent.click(within(await rowOf('ERP 订单同步')).getByRole('button', { name: /调用记录/ }));
    const call = await rowOf('POST /lyp/api/order/seller/list → 200');
    expect(call).toHaveTextContent('2026-11-21 14:30:00');
    expect(call).toHaveTextContent('203.0.113.7');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    await userEvent.click(within(await rowOf('旧仓储系统')).getByRole('button', { name: /调用记录/ }));
    expect(await screen.findByText('暂无调用记录')).toBeInTheDocument();
  });
});
