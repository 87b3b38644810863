import type { WebhookEndpoint } from '@lyp/shared/integrations/webhook.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { okBody, renderAt, startApiStub, type StubRequest } from '../../../../test/api-stub';
import { grantButtons } from '../../../../test/session';
import { setViewportWidth } from '../../../../test/viewport';
import { ERP_HOOK, OLD_HOOK, PING, WEBHOOK_SECRET, pageOf } from '../webhook-fixtures.test-support';
import { WebhooksPage } from './webhooks-page';

let records: WebhookEndpoint[];
let refusal: string | null;
let createAnswer: (request: StubRequest) => { status?: number; body: unknown };
let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/integration/webhook/list': () => okBody({ records, refusal }),
    '/integration/webhook/create': (request) => createAnswer(request),
    '/integration/webhook/update/41': (request) => okBody({ ...ERP_HOOK, ...(request.body as object) }),
    '/integration/webhook/rotate/41': () => okBody({ endpoint: ERP_HOOK, secret: WEBHOOK_SECRET }),
    '/integration/webhook/remove/41': () => okBody(ERP_HOOK),
    '/integration/webhook/ping/41': () => okBody({ ...PING, status: 'pending', attempts: 0 }),
    '/integration/webhook/deliveries/41': () => okBody(pageOf([PING])),
  });
});
afterAll(() => stub.close());

beforeEach(() => {
  stub.requests.length = 0;
  refusal = null;
  records = [ERP_HOOK, OLD_HOOK];
  createAnswer = (request) => {
    const body = request.body as { url: string };
    return okBody({ endpoint: { ...ERP_HOOK, id: 43, url: body.url }, secret: WEBHOOK_SECRET });
  };
  grantButtons(PERMISSIONS.webhookView, PERMISSIONS.webhookManage);
  useSessionStore.setState({ subAccountInfo: null });
});

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const fieldOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label).closest('.ant-form-item') as HTMLElement;
const submit = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
/** A row's action kept in its 更多 menu (重置密钥, 删除), the menu opened. */
async function moreOf(row: HTMLElement, action: string) {
  await userEvent.click(within(row).getByRole('button', { name: /更\s*多/ }));
  return screen.findByRole('menuitem', { name: action });
}
const confirmDialog = async (title: string) =>
  (await screen.findAllByText(title))[0]!.closest('.ant-modal') as HTMLElement;

/** The 新增推送地址 dialog with an address typed and 成交订单生成 ticked. */
async function startCreating(url: string) {
  renderAt('/personalcenter/webhook', <WebhooksPage />);
  await screen.findByText('ERP 订单同步');
  await userEvent.click(screen.getByRole('button', { name: /新增推送地址/ }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('推送地址'), url);
  await userEvent.click(
    within(within(dialog).getByRole('group', { name: '订阅事件' })).getByText('成交订单生成'),
  );
  return dialog;
}

// antd renders slowly in jsdom on a busy shared machine.
describe('事件推送', { timeout: 60_000 }, () => {
  it('lists the endpoints with their events, status and last delivery, in Beijing time', async () => {
    renderAt('/personalcenter/webhook', <WebhooksPage />);

    const erp = await rowOf('ERP 订单同步');
    expect(erp).toHaveTextContent('https://erp.example.com/lyp/webhook');
    expect(erp).toHaveTextContent('3 种事件');
    expect(within(erp).getByText('成交订单生成')).toBeInTheDocument();
    expect(within(erp).getByText('货款到账确认')).toBeInTheDocument();
    expect(within(erp).getByText('启用')).toHaveClass('ant-tag-green');
    expect(within(erp).getByText('已送达')).toHaveClass('ant-tag-green');
    expect(erp).toHaveTextContent('2026-11-21 14:30:00');
    expect(erp).toHaveTextContent('密钥尾号 …9f3c');
    expect(erp).toHaveTextContent('王强2026-11-20 10:00:00');
    // 编辑, 发送测试 and 投递记录 on the row, the rarer changes under 更多.
    for (const action of [/编\s*辑/, /发送测试/, /投递记录/])
      expect(within(erp).getByRole('button', { name: action })).toBeEnabled();
    expect(within(erp).queryByRole('button', { name: /重置密钥|删\s*除/ })).toBeNull();
    expect(await moreOf(erp, '重置密钥')).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: '删除' })).not.toHaveAttribute('aria-disabled', 'true');

    // A stopped endpoint sends nothing, tests included.
    const old = await rowOf('旧财务系统');
    expect(within(old).getByText('已停用')).toBeInTheDocument();
    expect(within(old).getByText('保证金已退还')).toBeInTheDocument();
    expect(old).toHaveTextContent('暂无');
    expect(within(old).getByRole('button', { name: /发送测试/ })).toBeDisabled();
  });

  it('says what pushing is for when there is no endpoint yet', async () => {
    records = [];
    renderAt('/personalcenter/webhook', <WebhooksPage />);

    expect(await screen.findByText('还没有推送地址')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/x-lyp-signature 签名（HMAC-SHA256/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新增推送地址/ })).toBeEnabled();
  });

  it('shows the endpoints as cards on a phone', async () => {
    setViewportWidth(390);
    renderAt('/personalcenter/webhook', <WebhooksPage />);

    const card = (await screen.findByText('ERP 订单同步')).closest('li') as HTMLElement;
    expect(screen.queryByRole('table')).toBeNull();
    expect(card).toHaveTextContent('https://erp.example.com/lyp/webhook');
    expect(within(card).getByRole('button', { name: /发送测试/ })).not.toHaveClass('ant-btn-link');
  });

  it('creates an endpoint, then shows its signing secret once until 我已保存 is pressed', async () => {
    const dialog = await startCreating('https://erp.example.com/hooks/new');
    await userEvent.type(within(dialog).getByLabelText('备注'), '订单推送');
    expect(within(dialog).queryByLabelText('启用')).toBeNull();
    expect(dialog).toHaveTextContent('推送给买受人与委托方');
    await submit(dialog);

    await waitFor(() => expect(stub.sentTo('/integration/webhook/create')).toHaveLength(1));
    expect(stub.sentTo('/integration/webhook/create')[0]).toEqual({
      url: 'https://erp.example.com/hooks/new',
      description: '订单推送',
      events: ['order.created'],
      enabled: true,
    });

    const secret = await screen.findByLabelText('签名密钥');
    expect(secret).toHaveTextContent(WEBHOOK_SECRET);
    const shown = secret.closest('.ant-modal') as HTMLElement;
    expect(shown).toHaveTextContent('请立即保存签名密钥');
    expect(shown).toHaveTextContent('密钥只显示这一次');
    expect(shown).toHaveTextContent('https://erp.example.com/hooks/new');
    expect(shown).toHaveTextContent("crypto.createHmac('sha256', secret)");
    expect(shown).toHaveTextContent("req.headers['x-lyp-signature']");
    // The snippet is one block with its lines as written, not a code box per line.
    const snippet = within(shown).getByLabelText('验证签名示例（Node.js）');
    expect(snippet.tagName).toBe('PRE');
    expect(snippet.textContent?.split('\n')).toHaveLength(7);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByLabelText('签名密钥')).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(screen.queryByText(WEBHOOK_SECRET)).toBeNull());
  });

  it('asks for an address and an event before asking the server', async () => {
    renderAt('/personalcenter/webhook', <WebhooksPage />);
    await screen.findByText('ERP 订单同步');
    await userEvent.click(screen.getByRole('button', { name: /新增推送地址/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('推送地址'), 'erp.example.com');
    await submit(dialog);

    expect(
      await within(fieldOf(dialog, '推送地址')).findByText('推送地址须为以 https:// 开头的完整网址'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('请至少选择一种事件')).toBeInTheDocument();
    expect(stub.sentTo('/integration/webhook/create')).toHaveLength(0);
  });

  it('puts the server’s refusal of the address under the 推送地址 box', async () => {
    const refused = '推送地址不可用：须使用 https:// 地址';
    createAnswer = () => ({
      status: 400,
      body: { code: 1, msg: refused, error: 'WEBHOOK_URL_REFUSED', fields: [{ field: 'url', msg: refused }] },
    });
    const dialog = await startCreating('http://erp.example.com/hook');
    await submit(dialog);

    expect(await within(fieldOf(dialog, '推送地址')).findByText(refused)).toBeInTheDocument();
    expect(screen.queryByLabelText('签名密钥')).toBeNull();
  });

  it('edits an endpoint with its settings filled in, and may stop it', async () => {
    renderAt('/personalcenter/webhook', <WebhooksPage />);
    await userEvent.click(within(await rowOf('ERP 订单同步')).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('推送地址')).toHaveValue('https://erp.example.com/lyp/webhook');
    await userEvent.click(within(dialog).getByLabelText('启用'));
    await submit(dialog);

    await waitFor(() => expect(stub.sentTo('/integration/webhook/update/41')).toHaveLength(1));
    expect(stub.sentTo('/integration/webhook/update/41')[0]).toEqual({
      url: 'https://erp.example.com/lyp/webhook',
      description: 'ERP 订单同步',
      events: ['order.created', 'order.payment_confirmed', 'deposit.confirmed'],
      enabled: false,
    });
  });

  it('asks before resetting a secret, then shows the new one', async () => {
    renderAt('/personalcenter/webhook', <WebhooksPage />);
    await userEvent.click(await moreOf(await rowOf('ERP 订单同步'), '重置密钥'));
    const confirm = await confirmDialog('确定重置该推送地址的签名密钥吗？');
    expect(confirm).toHaveTextContent('之后的请求改用新密钥签名');
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));

    expect(await screen.findByLabelText('签名密钥')).toHaveTextContent(WEBHOOK_SECRET);
    expect(stub.requests.filter((request) => request.path.endsWith('/webhook/rotate/41'))).toHaveLength(1);
  });

  it('warns before deleting that undelivered events are given up', async () => {
    renderAt('/personalcenter/webhook', <WebhooksPage />);
    await userEvent.click(await moreOf(await rowOf('ERP 订单同步'), '删除'));
    const confirm = await confirmDialog('确定删除推送地址“ERP 订单同步”吗？');
    expect(confirm).toHaveTextContent('删除后不再推送，未送达的投递将被放弃');
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() =>
      expect(stub.requests.filter((request) => request.path.endsWith('/webhook/remove/41'))).toHaveLength(1),
    );
    expect(await screen.findByText('推送地址已删除')).toBeInTheDocument();
  });

  it('sends a test event, then shows the endpoint’s deliveries', async () => {
    renderAt('/personalcenter/webhook', <WebhooksPage />);
    await userEvent.click(within(await rowOf('ERP 订单同步')).getByRole('button', { name: /发送测试/ }));

    expect(await screen.findByText('测试事件已排队发送')).toBeInTheDocument();
    expect(stub.requests.filter((request) => request.path.endsWith('/webhook/ping/41'))).toHaveLength(1);
    expect(await screen.findByText('投递记录：ERP 订单同步')).toBeInTheDocument();
    expect(await rowOf('测试事件')).toHaveTextContent('HTTP 200');
  });

  it('disables adding and says why when the caller may not manage endpoints', async () => {
    refusal = '「江苏华东再生资源有限公司」尚未通过企业认证，认证通过后才能使用事件推送';
    renderAt('/personalcenter/webhook', <WebhooksPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('暂不能新增或修改推送地址');
    expect(alert).toHaveTextContent(refusal);
    expect(screen.getByRole('button', { name: /新增推送地址/ })).toBeDisabled();
    const erp = await rowOf('ERP 订单同步');
    expect(within(erp).getByRole('button', { name: /发送测试/ })).toBeDisabled();
    expect(within(erp).getByRole('button', { name: /投递记录/ })).toBeEnabled();
    expect(await moreOf(erp, '重置密钥')).toHaveAttribute('aria-disabled', 'true');
  });

  it('hides adding and changing from someone who may only look', async () => {
    grantButtons(PERMISSIONS.webhookView);
    renderAt('/personalcenter/webhook', <WebhooksPage />);

    const erp = await rowOf('ERP 订单同步');
    expect(screen.queryByRole('button', { name: /新增推送地址/ })).toBeNull();
    expect(within(erp).queryByRole('button', { name: /编\s*辑|发送测试|更\s*多/ })).toBeNull();
    expect(within(erp).getByRole('button', { name: /投递记录/ })).toBeInTheDocument();
  });
});
