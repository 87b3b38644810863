import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Locator } from './support/test';
import { DEMO_PASSWORD, tokenOf } from './support/auction-setup';
import { signIn } from './support/helpers';
import { E2E_SLOWDOWN } from './support/settings';

/**
 * 开放接口 as a company meets it when it connects its ERP: the main account of a certified
 * company (the demo seller 张伟) makes an API client, the ERP signs in with its client_id and
 * secret and reads the company's orders (and nothing else), the calls show in 调用记录; then it
 * registers the ERP's address under 事件推送, sends a test event and watches it arrive, signed
 * with the secret the page showed once, at a receiver in this process checking it as an
 * integrator would. The e2e server runs in demo mode, where http:// and 127.0.0.1 are allowed.
 */

/** One request the ERP's receiver got, and whether it held up. */
interface Received {
  event: string | undefined;
  delivery: string | undefined;
  body: string;
  /** The signature matched under the endpoint's secret and the timestamp was fresh. */
  verified: boolean;
  /** Whether the receiver had the secret yet: the company's orders may push before it is copied. */
  checked: boolean;
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * What the secret dialog's Node example does: `v1=` and the hex HMAC-SHA256 of
 * `${timestamp}.${rawBody}`, compared in constant time, and the timestamp within five minutes.
 */
function signatureHolds(secret: string, headers: IncomingHttpHeaders, rawBody: string): boolean {
  const timestamp = header(headers, 'x-lyp-timestamp') ?? '';
  const expected = Buffer.from(
    `v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`,
  );
  const given = Buffer.from(header(headers, 'x-lyp-signature') ?? '');
  return (
    given.length === expected.length &&
    timingSafeEqual(given, expected) &&
    Math.abs(Date.now() / 1000 - Number(timestamp)) < 300
  );
}

/**
 * The ERP's webhook receiver on 127.0.0.1: it records every request and answers 200 to those
 * signed with the secret it was given, 401 to the rest, and 503 to any before it has the secret.
 */
async function startReceiver() {
  const received: Received[] = [];
  let secret: string | undefined;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const checked = secret !== undefined;
      const verified = secret !== undefined && signatureHolds(secret, request.headers, rawBody);
      received.push({
        event: header(request.headers, 'x-lyp-event'),
        delivery: header(request.headers, 'x-lyp-delivery'),
        body: rawBody,
        verified,
        checked,
      });
      // Not ready yet: 503, and the platform tries again later.
      response.writeHead(verified ? 200 : checked ? 401 : 503, { 'content-type': 'text/plain' });
      response.end(verified ? 'ok' : checked ? 'bad signature' : 'not ready');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/lyp/webhook`,
    received,
    /** The signing secret, as the integrator copied it from the one-time dialog. */
    trust: (value: string) => {
      secret = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The server's fetch keeps its connection alive: end it rather than wait for it.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Removes the demo seller's endpoints at `url`, whatever the journey got to (at most ten per company). */
async function removeEndpointsAt(request: APIRequestContext, url: string): Promise<void> {
  const headers = { authorization: `Bearer ${await tokenOf(request, 'seller')}` };
  const list = (await (await request.get('/lyp/api/integration/webhook/list', { headers })).json()) as {
    data: { records: Array<{ id: number; url: string }> };
  };
  for (const endpoint of list.data.records.filter((each) => each.url === url))
    await request.post(`/lyp/api/integration/webhook/remove/${endpoint.id}`, { headers });
}

/** A value of a one-time secret dialog, by its label (client_id, client_secret, 签名密钥). */
const secretValue = async (dialog: Locator, label: string) =>
  (await dialog.getByLabel(label, { exact: true }).locator('code').innerText()).trim();

/** A time the pages show (yyyy-MM-dd HH:mm:ss, Beijing) as the moment it names. */
const beijingMoment = (text: string) => new Date(`${text.trim().replace(' ', 'T')}+08:00`).getTime();

test('a company connects its ERP: an API client reads its orders, and a webhook hears a signed test event', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000 * E2E_SLOWDOWN);
  const run = Date.now().toString(36).slice(-5);
  const clientName = `金蝶 ERP ${run}`;
  const note = `金蝶 ERP 订单推送 ${run}`;
  const receiver = await startReceiver();
  try {
    await signIn(page, 'seller', DEMO_PASSWORD);
    // A new page closes the groups opened by hand: open one only once sign-in has landed.
    await expect(page).toHaveURL(/\/personalcenter\/home$/);
    const menu = page.locator('.lyp-center__sider');
    await menu.getByText('开放接口').click();
    await menu.getByRole('menuitem', { name: 'API 客户端' }).click();
    await expect(page).toHaveURL(/\/personalcenter\/apiClient$/);
    await expect(page).toHaveTitle('API 客户端 - 乐易拍');

    // A client that may read 订单管理 and nothing else; its secret is shown this once.
    await page.getByRole('button', { name: '新建客户端' }).click();
    const form = page.getByRole('dialog', { name: '新建 API 客户端' });
    await form.getByLabel('客户端名称').fill(clientName);
    await form
      .getByRole('group', { name: '订单管理' })
      .getByRole('checkbox', { name: '查看订单管理' })
      .check();
    await expect(form.getByLabel('每分钟调用上限')).toHaveValue('120');
    await form.getByRole('button', { name: /^确\s*定$/ }).click();
    const shown = page.getByRole('dialog', { name: '请立即保存客户端密钥' });
    await expect(shown).toContainText('密钥只显示这一次');
    await expect(shown).toContainText(clientName);
    const clientId = await secretValue(shown, 'client_id');
    const clientSecret = await secretValue(shown, 'client_secret');
    expect(clientId).toMatch(/^lypc_[0-9a-f]+$/);
    expect(clientSecret).toMatch(/^lypcs_\S+$/);
    await expect(shown).toContainText(`curl -u ${clientId}:<client_secret> -d grant_type=client_credentials`);
    await shown.getByRole('button', { name: '我已保存' }).click();
    await expect(shown).toBeHidden();
    const client = page.getByRole('row').filter({ hasText: clientName });
    await expect(client).toContainText(clientId);
    await expect(client).toContainText('查看订单管理');
    await expect(client).toContainText(`…${clientSecret.slice(-4)}`);
    await expect(client).toContainText('从未使用');

    // The ERP trades its id and secret for a token (no refresh token: it asks again) and calls.
    const calledFrom = Date.now();
    const token = await request.post('/lyp/api/oauth/token', {
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
      form: { grant_type: 'client_credentials' },
    });
    expect(token.status()).toBe(200);
    const granted = (await token.json()) as Record<string, unknown>;
    expect(granted).toMatchObject({ token_type: 'bearer', scope: 'order_manage_view' });
    expect(granted.access_token).toEqual(expect.any(String));
    expect(granted).not.toHaveProperty('refresh_token');
    const bearer = { authorization: `Bearer ${String(granted.access_token)}` };
    const orders = await request.post('/lyp/api/order/seller/list', { headers: bearer, data: {} });
    expect(orders.status()).toBe(200);
    expect(((await orders.json()) as { code: number }).code).toBe(0);
    // The seller may list its bulletins; the client was not given that.
    const bulletins = await request.post('/lyp/api/auction/bulletin/list', { headers: bearer, data: {} });
    expect(bulletins.status()).toBe(403);

    // Both calls are in the client's 调用记录, at the Beijing time they were made.
    await page.getByRole('button', { name: '刷新' }).click();
    await expect(client).not.toContainText('从未使用');
    await client.getByRole('button', { name: '调用记录' }).click();
    const calls = page.getByRole('dialog', { name: `调用记录：${clientName}` });
    const ordersCall = calls.getByRole('row').filter({ hasText: 'POST /lyp/api/order/seller/list → 200' });
    await expect(ordersCall).toBeVisible();
    await expect(
      calls.getByRole('row').filter({ hasText: 'POST /lyp/api/auction/bulletin/list → 403' }),
    ).toBeVisible();
    await expect(calls.getByRole('row').filter({ hasText: '/oauth/token' })).toHaveCount(0);
    const calledAt = beijingMoment(await ordersCall.getByRole('cell').first().innerText());
    expect(calledAt).toBeGreaterThanOrEqual(Math.floor(calledFrom / 1000) * 1000);
    expect(calledAt).toBeLessThanOrEqual(Date.now());
    await page.keyboard.press('Escape');
    await expect(calls).toBeHidden();

    // The ERP's address under 事件推送; the signing secret is shown this once.
    await menu.getByRole('menuitem', { name: '事件推送' }).click();
    await expect(page).toHaveURL(/\/personalcenter\/webhook$/);
    await expect(page).toHaveTitle('事件推送 - 乐易拍');
    await page.getByRole('button', { name: '新增推送地址' }).click();
    const endpointForm = page.getByRole('dialog', { name: '新增推送地址' });
    await endpointForm.getByLabel('推送地址').fill(receiver.url);
    await endpointForm.getByLabel('备注').fill(note);
    const events = endpointForm.getByRole('group', { name: '订阅事件' });
    await events.getByRole('checkbox', { name: /成交订单生成/ }).check();
    await events.getByRole('checkbox', { name: /货款到账确认/ }).check();
    await endpointForm.getByRole('button', { name: /^确\s*定$/ }).click();
    const signing = page.getByRole('dialog', { name: '请立即保存签名密钥' });
    await expect(signing).toContainText(receiver.url);
    const secret = await secretValue(signing, '签名密钥');
    expect(secret).toMatch(/^whsec_\S+$/);
    receiver.trust(secret);
    await expect(signing).toContainText("crypto.createHmac('sha256', secret)");
    await signing.getByRole('button', { name: '我已保存' }).click();
    await expect(signing).toBeHidden();
    const endpoint = page.getByRole('row').filter({ hasText: note });
    // The address is clipped to its column; its tooltip has it whole.
    await endpoint.getByText(/^http:\/\/127\.0\.0\.1:\d+/).hover();
    await expect(page.getByRole('tooltip').filter({ hasText: receiver.url })).toBeVisible();
    await expect(endpoint).toContainText('成交订单生成');
    await expect(endpoint).toContainText('货款到账确认');
    await expect(endpoint).toContainText(`…${secret.slice(-4)}`);

    // 发送测试 opens the endpoint's 投递记录, which asks again while the ping waits.
    await endpoint.getByRole('button', { name: '发送测试' }).click();
    await expect(page.getByText('测试事件已排队发送')).toBeVisible();
    const deliveries = page.getByRole('dialog', { name: `投递记录：${note}` });
    const ping = deliveries.getByRole('row').filter({ hasText: '测试事件' });
    await expect(ping).toHaveCount(1);
    await expect(ping).toContainText('已送达');
    await expect(ping).toContainText('HTTP 200');
    await expect(ping).toContainText('1 次');
    const pings = () => receiver.received.filter((each) => each.event === 'webhook.ping');
    expect(pings()).toHaveLength(1);
    const [heard] = pings();
    expect(heard!.verified).toBe(true);
    const pingBody = JSON.parse(heard!.body) as { id: string; type: string; data: unknown };
    expect(pingBody).toMatchObject({ type: 'webhook.ping', data: { message: '这是一条测试事件' } });
    expect(heard!.delivery).toBe(pingBody.id);
    // Whatever else the company's orders sent meanwhile was signed the same way.
    expect(receiver.received.filter((each) => each.checked && !each.verified)).toEqual([]);

    await ping.getByRole('button', { name: /^详\s*情$/ }).click();
    const detail = page.getByRole('dialog', { name: '投递详情' });
    await expect(detail).toContainText(heard!.delivery!);
    await expect(detail.getByLabel('请求体', { exact: true })).toContainText('"type": "webhook.ping"');
    await expect(detail.getByLabel('请求体', { exact: true })).toContainText(`"id": "${pingBody.id}"`);
    const first = detail.getByRole('listitem', { name: '第 1 次尝试' });
    await expect(first).toContainText('HTTP 200');
    await expect(first.getByLabel('应答内容')).toHaveText('ok');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    // 重新投递 sends the same event again: the receiver sees the same x-lyp-delivery.
    await ping.getByRole('button', { name: '重新投递' }).click();
    await expect(page.getByText('已重新排队投递')).toBeVisible();
    await expect(ping).toContainText('2 次');
    await expect(ping).toContainText('已送达');
    await expect.poll(() => pings().length).toBe(2);
    expect(pings().map((each) => [each.delivery, each.verified])).toEqual([
      [pingBody.id, true],
      [pingBody.id, true],
    ]);
    await page.keyboard.press('Escape');
    await expect(deliveries).toBeHidden();
    await expect(endpoint).toContainText('已送达');

    // The ERP is unplugged: the address goes, and with it whatever was still to be sent.
    await endpoint.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '删除' }).click();
    const removal = page.locator('.ant-modal-confirm');
    await expect(removal).toContainText(`确定删除推送地址“${note}”吗？`);
    await removal.getByRole('button', { name: /^确\s*定$/ }).click();
    await expect(page.getByText('推送地址已删除')).toBeVisible();
    await expect(endpoint).toHaveCount(0);
  } finally {
    await removeEndpointsAt(request, receiver.url);
    await receiver.close();
  }
});
