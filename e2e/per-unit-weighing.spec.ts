import { expect, test, type APIRequestContext } from './support/test';
import { DEMO_PASSWORD, frozenDeposit, newBidder, tokenOf } from './support/auction-setup';
import { auditorPage } from './support/audit-centre';
import { inDatabase, signIn } from './support/helpers';
import { E2E_SLOWDOWN } from './support/settings';

/**
 * 单价 (per ton): a lot won at ¥2,400/吨 on 40 吨 estimated is paid on the estimate; at pickup the
 * seller weighs 46 吨 in the browser, the buyer sees ¥14,400 to pay (少补), confirms the weight
 * (15 % off the estimate) and uploads the balance's voucher, and the platform records it
 * received. The sale up to the paid order goes through the API (its screens are other journeys').
 */

async function api<T>(request: APIRequestContext, token: string, path: string, body?: unknown): Promise<T> {
  const response = await request.post(`/lyp/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (!response.ok() || answer.code !== 0) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
}

const lotState = async (request: APIRequestContext, lotId: number) =>
  ((await (await request.get(`/lyp/api/bid/state/${lotId}`)).json()) as { data: { status: string } }).data
    .status;

/** A per-ton lot of the demo seller's, won by a new bidder at its start, its goods payment confirmed. */
async function paidPerTonLot(request: APIRequestContext, title: string): Promise<{ phone: string }> {
  const [seller, auditor] = [await tokenOf(request, 'seller'), await tokenOf(request, 'auditor')];
  const startsAt = new Date(Date.now() + 3 * 60_000);
  const bulletin = await api<{ id: number; lots: Array<{ id: number }> }>(
    request,
    seller,
    '/auction/bulletin/add',
    {
      title: `${title}竞价公告`,
      bodyHtml: '<p>浏览器测试用公告：按吨计价，提货过磅，多退少补。</p>',
      lots: [
        {
          title,
          category: 'scrap_steel',
          quantity: 40,
          unit: 'ton',
          priceBasis: 'unit',
          regionCode: '320206',
          location: '无锡市惠山区',
          startPriceFen: 240_000,
          incrementFen: 2_000,
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + 10 * 60_000).toISOString(),
        },
      ],
    },
  );
  await api(request, seller, `/auction/bulletin/commit/${bulletin.id}`);
  await api(request, auditor, '/auction/audit/add', { bulletinId: bulletin.id, approved: true });
  const lotId = bulletin.lots[0]!.id;
  await inDatabase(
    `UPDATE lots SET starts_at = now() - interval '1 minute', ends_at = now() + interval '30 minutes',
                     scheduled_ends_at = now() + interval '30 minutes' WHERE id = $1`,
    [lotId],
  );
  await expect.poll(() => lotState(request, lotId)).toBe('bidding');

  const { phone } = await newBidder('竞买人磅');
  await frozenDeposit(request, phone, lotId);
  const buyer = await tokenOf(request, phone);
  await api(request, buyer, '/bid/add', { lotId, amountFen: 240_000, clientBidId: crypto.randomUUID() });
  await inDatabase(`UPDATE lots SET ends_at = now() + interval '1 second' WHERE id = $1`, [lotId]);
  await expect.poll(() => lotState(request, lotId), { timeout: 30_000 }).toBe('sold');

  const [order] = (await api<{ records: Array<{ id: number }> }>(request, buyer, '/order/my/list', {}))
    .records;
  const upload = await request.post('/lyp/api/file/upload', {
    headers: { authorization: `Bearer ${buyer}` },
    multipart: {
      file: { name: '货款凭证.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
  });
  const voucher = ((await upload.json()) as { data: { id: string } }).data;
  await api(request, buyer, '/order/pay', { orderId: order!.id, voucherFileId: voucher.id });
  await api(request, auditor, '/order/platform/paymentAudit', { orderId: order!.id, approved: true });
  return { phone };
}

test('a per-ton lot is weighed at pickup and the buyer sees the difference', async ({ page, browser }) => {
  test.setTimeout(180_000 * E2E_SLOWDOWN);
  const lotTitle = `按吨计价废钢 ${Date.now().toString(36).slice(-5)}`;
  const { phone } = await paidPerTonLot(page.request, lotTitle);

  // The seller weighs the goods at pickup: 46 吨 against 40 estimated.
  await signIn(page, 'seller', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/personalcenter/);
  await page.goto('/personalcenter/ordermanage');
  const row = page.getByRole('row').filter({ hasText: lotTitle });
  await expect(row).toContainText('单价 ¥2,400.00/吨 × 40 吨（预估）');
  await expect(row).toContainText('¥96,000.00');
  await expect(row.getByRole('button', { name: '确认提货' })).toHaveCount(0);
  await row.getByRole('button', { name: '过磅' }).click();
  const weigh = page.getByRole('dialog', { name: '录入过磅数量' });
  await weigh.getByLabel('过磅数量（净重）').fill('46');
  await expect(weigh).toContainText('结算货款 ¥110,400.00');
  await expect(weigh).toContainText('须买受人在线确认过磅结果后才能结算');
  await weigh.getByRole('button', { name: /确认过磅结果/ }).click();
  await expect(row).toContainText('少补 ¥14,400.00');
  await expect(row).toContainText('单价 ¥2,400.00/吨 × 46 吨（实际）');

  // The buyer sees the estimate, the weight, the unit price and the balance, and confirms the weight.
  const buyer = await (await browser.newContext()).newPage();
  await signIn(buyer, phone, DEMO_PASSWORD);
  await expect(buyer).toHaveURL(/\/personalcenter/);
  await buyer.goto('/personalcenter/myOrder');
  const mine = buyer.getByRole('row').filter({ hasText: lotTitle });
  await expect(mine).toContainText('少补 ¥14,400.00');
  await mine.getByRole('button', { name: '查看' }).click();
  const drawer = buyer.locator('.ant-drawer');
  await expect(drawer).toContainText('单价 ¥2,400.00/吨 × 预估数量 40 吨');
  await expect(drawer).toContainText('实际数量（过磅）46 吨');
  await expect(drawer).toContainText('请补缴 ¥14,400.00 至平台账户');
  await drawer.getByRole('button', { name: '确认过磅结果' }).click();
  await buyer
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*认/ })
    .click();
  await expect(drawer).toContainText(/买受人已于 .* 确认/);
  // The buyer transfers the balance and uploads the voucher, as for the goods.
  await drawer.getByRole('button', { name: '补缴差额' }).click();
  const balance = buyer.getByRole('dialog', { name: '补缴过磅差额' });
  await expect(balance).toContainText('需补缴 ¥14,400.00');
  await balance.locator('input[type=file]').setInputFiles({
    name: '补缴回单.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(balance.locator('.ant-upload-list-item-done').getByText('补缴回单.pdf')).toBeVisible();
  await balance.getByRole('button', { name: '提交补缴凭证' }).click();
  await expect(balance).toBeHidden();

  // The platform records the balance received; the buyer sees it settled.
  const auditor = await auditorPage(browser);
  await auditor.goto('/personalcenter/bidOrderManage');
  const platformRow = auditor.getByRole('row').filter({ hasText: lotTitle });
  await platformRow.getByRole('button', { name: '差额结清' }).click();
  const settle = auditor.getByRole('dialog', { name: '过磅差额结清' });
  await expect(settle).toContainText('少补');
  await expect(settle.getByText('买受人补缴凭证')).toBeVisible();
  await settle.getByLabel('转账流水号').fill('HX20261127000888');
  await settle.getByRole('button', { name: /确认已结清/ }).click();
  await expect(platformRow.getByRole('button', { name: '差额结清' })).toHaveCount(0);
  await buyer.reload();
  await mine.getByRole('button', { name: '查看' }).click();
  await expect(buyer.locator('.ant-drawer')).toContainText('平台已收到买受人补缴 ¥14,400.00');
});
