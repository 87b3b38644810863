import type { BuyerOrderDetail } from '@lyp/shared/auction/order.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { grantButtons } from '../../../../test/session';
import { rowOf } from '../../../../test/table';
import { MyOrderPage } from './my-order-page';
import { INVOICE_NOT_DUE } from '../../../../test/invoice-fixture';

/** Won at ¥2,500/吨 on 40 吨 estimated, weighed at 46 吨: ¥15,000 more to pay, confirmation needed. */
const WEIGHED: BuyerOrderDetail = {
  id: 31,
  orderNo: 'DD20261127080000000031',
  lotId: 9,
  bulletinId: 4,
  lotTitle: '废钢边角料 约 40 吨（按吨计价）',
  priceFen: 11_500_000,
  depositAppliedFen: 960_000,
  amountDueFen: 9_040_000,
  priceBasis: 'unit',
  weighing: {
    unitPriceFen: 250_000,
    estimatedQuantity: '40.000',
    estimatedAmountFen: 10_000_000,
    weighedQuantity: '46.000',
    weighedAt: '2026-11-27T03:00:00.000Z',
    ticketFileId: null,
    finalAmountFen: 11_500_000,
    differenceFen: 1_500_000,
    needsBuyerConfirmation: true,
    buyerConfirmedAt: null,
    balanceVoucherFileId: null,
    balanceSubmittedAt: null,
    differenceSettledAt: null,
    differenceReference: null,
  },
  status: 'paid',
  paymentDeadlineAt: '2026-11-28T00:00:00.000Z',
  paymentVoucherFileId: null,
  paymentRemark: null,
  paymentSubmittedAt: null,
  paymentRejectReason: null,
  paidAt: '2026-11-26T06:00:00.000Z',
  defaultedAt: null,
  pickedUpAt: null,
  pickedUpOn: null,
  weighedQuantity: '46.000',
  pickup: {
    pickupDays: 15,
    storageFeeFen: null,
    dueOn: '2026-12-11',
    overdueNote: null,
    overdueNotedAt: null,
  },
  invoice: INVOICE_NOT_DUE,
  createdAt: '2026-11-25T00:00:00.000Z',
  confirmation: {
    confirmationNo: 'CJ20261127080000000031',
    bulletinNo: 'GG20261120002',
    bulletinTitle: '江苏华东再生资源废钢竞价公告',
    lotNo: 'GG20261120002-01',
    lotTitle: '废钢边角料 约 40 吨（按吨计价）',
    quantity: '40.000',
    unit: 'ton',
    sellerName: '江苏华东再生资源有限公司',
    buyerName: '李明',
    buyerOrgName: '李明（个人）',
    buyerAlias: '竞买人A3F2',
    priceFen: 10_000_000,
    priceBasis: 'unit',
    unitPriceFen: 250_000,
    priceInCapitals: '壹拾万元整',
    depositAppliedFen: 960_000,
    amountDueFen: 9_040_000,
    commissionFen: 500_000,
    bidCount: 3,
    bidderCount: 2,
    closedAt: '2026-11-25T00:00:00.000Z',
    paymentDeadlineAt: '2026-11-28T00:00:00.000Z',
  },
  payeeAccount: {
    accountName: '乐易拍平台运营有限公司',
    bankName: '中国工商银行无锡分行',
    bankNumber: '1103020009001234567',
    interbankAccount: null,
  },
  billOfLading: null,
};
const CONFIRMED: BuyerOrderDetail = {
  ...WEIGHED,
  weighing: { ...WEIGHED.weighing!, buyerConfirmedAt: '2026-11-27T04:00:00.000Z' },
};

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/order/my/list': () => okBody({ records: [WEIGHED], total: 1, current: 1, size: 10 }),
    '/order/my/get/31': () => okBody(WEIGHED),
    '/order/my/confirmWeighing/31': () => okBody(CONFIRMED, '已确认过磅结果'),
    '/order/my/payBalance': () =>
      okBody({
        ...CONFIRMED,
        weighing: {
          ...CONFIRMED.weighing!,
          balanceVoucherFileId: VOUCHER_ID,
          balanceSubmittedAt: '2026-11-27T05:00:00.000Z',
        },
      }),
    '/admin/sysDict/getDictListByParam': () => okBody({ goods_unit: [{ label: '吨', value: 'ton' }] }),
  });
});
afterAll(() => stub.close());
afterEach(() => vi.unstubAllGlobals());

const VOUCHER_ID = '3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f809a1b';
/** jsdom's File cannot travel in a real multipart request: the upload alone is answered here. */
function answerUploads() {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    String(url).endsWith('/file/upload')
      ? Promise.resolve(
          new Response(
            JSON.stringify(
              okBody({
                id: VOUCHER_ID,
                originalName: '补缴回单.png',
                mime: 'image/png',
                ext: 'png',
                sizeBytes: 4,
                businessType: null,
                businessId: null,
                createdAt: '2026-11-27T05:00:00.000Z',
              }).body,
            ),
            { headers: { 'content-type': 'application/json' } },
          ),
        )
      : realFetch(url, init),
  );
}

beforeEach(() => {
  stub.requests.length = 0;
  grantButtons(PERMISSIONS.myOrderView, PERMISSIONS.orderWeighingConfirm, PERMISSIONS.orderPay);
});

// antd renders slowly in jsdom on a busy shared machine.
describe('a per-ton order in 我的订单', { timeout: 30_000 }, () => {
  it('shows the estimate, the weighed quantity, the unit price and the balance to pay, and takes the buyer’s confirmation', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/myOrder', <MyOrderPage />);
    const row = await rowOf('DD20261127080000000031');
    expect(await within(row).findByText('单价 ¥2,500.00/吨 × 46 吨（实际）')).toBeInTheDocument();
    expect(within(row).getByText('少补 ¥15,000.00')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: '查看' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(/过磅数量与预估数量相差较大/)).toBeInTheDocument();
    expect(drawer).toHaveTextContent('单价 ¥2,500.00/吨 × 预估数量 40 吨');
    expect(drawer).toHaveTextContent('预估数量40 吨');
    expect(drawer).toHaveTextContent('实际数量（过磅）46 吨');
    expect(drawer).toHaveTextContent('请补缴 ¥15,000.00 至平台账户');
    expect(drawer).toHaveTextContent('与预估数量相差超过 10%，待买受人确认后结算');

    await user.click(within(drawer).getByRole('button', { name: '确认过磅结果' }));
    await user.click(await screen.findByRole('button', { name: '确 认' }));
    await waitFor(() => expect(stub.sentTo('/order/my/confirmWeighing/31')).toHaveLength(1));
    expect(await within(drawer).findByText(/买受人已于 .* 确认/)).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '确认过磅结果' })).toBeNull();
  });

  it('takes the voucher for the balance (少补), showing the platform’s account to send it to', async () => {
    const user = userEvent.setup({ applyAccept: false });
    answerUploads();
    renderAt('/personalcenter/myOrder', <MyOrderPage />);
    await user.click(within(await rowOf('DD20261127080000000031')).getByRole('button', { name: '查看' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(await within(drawer).findByRole('button', { name: '补缴差额' }));
    const modal = await screen.findByRole('dialog');
    expect(modal).toHaveTextContent('补缴过磅差额');
    expect(modal).toHaveTextContent('需补缴 ¥15,000.00（壹万伍仟元整）');
    expect(modal).toHaveTextContent('1103020009001234567');
    await user.click(within(modal).getByRole('button', { name: '提交补缴凭证' }));
    expect(await within(modal).findByText('请上传补缴凭证')).toBeInTheDocument();
    const input = modal.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(4)], '补缴回单.png', { type: 'image/png' }));
    await within(modal).findByText('补缴回单.png');
    await user.click(within(modal).getByRole('button', { name: '提交补缴凭证' }));
    await waitFor(() =>
      expect(stub.sentTo('/order/my/payBalance')).toEqual([{ orderId: 31, voucherFileId: VOUCHER_ID }]),
    );
  });
});
