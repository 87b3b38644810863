import type { WebhookDelivery, WebhookEndpoint } from '@lyp/shared/integrations/webhook.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { grantButtons } from '../../../../test/session';
import {
  ERP_HOOK,
  GIVEN_UP,
  OLD_HOOK,
  PING,
  PING_DETAIL,
  WAITING,
  pageOf,
} from '../webhook-fixtures.test-support';
import { WebhooksPage } from './webhooks-page';

let records: WebhookEndpoint[];
/** The deliveries of ERP_HOOK the server answers, asked for the nth time. */
let deliveries: (asked: number) => WebhookDelivery[];
let asked = 0;
let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/integration/webhook/list': () => okBody({ records, refusal: null }),
    '/integration/webhook/deliveries/41': () => okBody(pageOf(deliveries(++asked))),
    '/integration/webhook/deliveries/42': () => okBody(pageOf([])),
    '/integration/webhook/delivery/901': () => okBody(PING_DETAIL),
    '/integration/webhook/replay/902': () => okBody({ ...GIVEN_UP, status: 'pending' }),
  });
});
afterAll(() => stub.close());

beforeEach(() => {
  stub.requests.length = 0;
  asked = 0;
  records = [ERP_HOOK, OLD_HOOK];
  deliveries = () => [PING, GIVEN_UP];
  grantButtons(PERMISSIONS.webhookView, PERMISSIONS.webhookManage);
});

const rowOf = async (text: string, inside: HTMLElement = document.body) =>
  (await within(inside).findByText(text)).closest('tr') as HTMLElement;
const requestsTo = (ending: string) => stub.requests.filter((request) => request.path.endsWith(ending));

/** The page with ERP_HOOK's 投递记录 open. */
async function openDeliveries(description = 'ERP 订单同步') {
  renderAt('/personalcenter/webhook', <WebhooksPage />);
  await userEvent.click(within(await rowOf(description)).getByRole('button', { name: /投递记录/ }));
  return (await screen.findByText(`投递记录：${description}`)).closest('.ant-drawer') as HTMLElement;
}

// antd renders slowly in jsdom on a busy shared machine.
describe('事件推送的投递记录', { timeout: 60_000 }, () => {
  it('lists an endpoint’s deliveries with their outcome, in Beijing time', async () => {
    const drawer = await openDeliveries();

    const ping = await rowOf('测试事件', drawer);
    expect(ping).toHaveTextContent('3f2b9c1e…');
    expect(within(ping).getByText('已送达')).toHaveClass('ant-tag-green');
    expect(ping).toHaveTextContent('2 次');
    expect(ping).toHaveTextContent('HTTP 200');
    expect(ping).toHaveTextContent('2026-11-21 14:30:00');

    const failed = await rowOf('成交订单生成', drawer);
    expect(within(failed).getByText('已放弃')).toHaveClass('ant-tag-red');
    expect(failed).toHaveTextContent('9 次');
    expect(failed).toHaveTextContent('HTTP 500');
  });

  it('sends a delivery again with 重新投递, then asks for the list again', async () => {
    const drawer = await openDeliveries();
    await userEvent.click(
      within(await rowOf('成交订单生成', drawer)).getByRole('button', { name: /重新投递/ }),
    );

    expect(await screen.findByText('已重新排队投递')).toBeInTheDocument();
    expect(requestsTo('/webhook/replay/902')).toHaveLength(1);
    await waitFor(() => expect(requestsTo('/webhook/deliveries/41').length).toBeGreaterThan(1));
  });

  it('shows a delivery’s body as sent and every attempt', async () => {
    const drawer = await openDeliveries();
    await userEvent.click(within(await rowOf('测试事件', drawer)).getByRole('button', { name: /详\s*情/ }));

    const body = await screen.findByLabelText('请求体');
    expect(body.tagName).toBe('PRE');
    expect(body.textContent).toContain('"type": "webhook.ping"');
    expect(body.textContent).toContain('"message": "这是一条测试事件"');
    const detail = body.closest('.ant-drawer') as HTMLElement;
    expect(detail).toHaveTextContent('投递详情');
    expect(detail).toHaveTextContent('3f2b9c1e-0d4a-4e7b-9a51-2c6d8e0f1a23');
    // Nothing left to send: the same dash as the list's.
    expect(within(detail).getByText('下次重试').closest('tr')).toHaveTextContent('下次重试—');

    const second = within(detail).getByRole('listitem', { name: '第 2 次尝试' });
    expect(second).toHaveTextContent('2026-11-21 14:30:12');
    expect(second).toHaveTextContent('耗时 85 ms');
    expect(second).toHaveTextContent('HTTP 200');
    expect(second).toHaveTextContent('{"received":true}');
    const first = within(detail).getByRole('listitem', { name: '第 1 次尝试' });
    expect(first).toHaveTextContent('耗时 10000 ms');
    expect(first).toHaveTextContent('接收方 10 秒内未应答');
  });

  it('asks again every few seconds while a delivery is still to be sent, until it arrives', async () => {
    deliveries = (nth) => [nth === 1 ? WAITING : { ...WAITING, status: 'delivered', lastStatusCode: 200 }];
    const drawer = await openDeliveries();

    const waiting = await rowOf('保证金到账确认', drawer);
    expect(within(waiting).getByText('待投递')).toBeInTheDocument();
    expect(waiting).toHaveTextContent('接收方 10 秒内未应答');
    expect(waiting).toHaveTextContent('2026-11-21 14:31:00');
    expect(await within(waiting).findByText('已送达', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('filters by status, one page of the server’s at a time', async () => {
    const drawer = await openDeliveries();
    await rowOf('测试事件', drawer);
    const before = requestsTo('/webhook/deliveries/41').length;
    deliveries = () => [GIVEN_UP];
    await userEvent.click(screen.getByText('已放弃', { selector: '.ant-segmented-item-label' }));

    await waitFor(() => expect(screen.queryByText('测试事件')).toBeNull());
    expect(requestsTo('/webhook/deliveries/41').length).toBe(before + 1);
  });

  it('says when an endpoint has sent nothing yet', async () => {
    await openDeliveries('旧财务系统');
    expect(await screen.findByText('暂无投递记录')).toBeInTheDocument();
  });

  it('lets someone who may only look read details but not send again', async () => {
    grantButtons(PERMISSIONS.webhookView);
    const drawer = await openDeliveries();

    const failed = await rowOf('成交订单生成', drawer);
    expect(within(failed).getByRole('button', { name: /详\s*情/ })).toBeInTheDocument();
    expect(within(failed).queryByRole('button', { name: /重新投递/ })).toBeNull();
  });
});
