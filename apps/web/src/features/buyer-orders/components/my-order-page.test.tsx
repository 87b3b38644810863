import type { BuyerOrder, BuyerOrderDetail } from '@lyp/shared/auction/order.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { grantButtons } from '../../../../test/session';
import { rowOf } from '../../../../test/table';
import { MyOrderPage } from './my-order-page';
import { OrderPaymentPage } from './order-payment-page';
import { INVOICE_NOT_DUE } from '../../../../test/invoice-fixture';

const FUTURE = new Date(Date.now() + 50 * 3600_000).toISOString();

const base: BuyerOrder = {
  id: 21,
  orderNo: 'DD20261125080000000021',
  lotId: 5,
  bulletinId: 3,
  lotTitle: '废旧钢材一批',
  priceFen: 1_250_000,
  depositAppliedFen: 100_000,
  amountDueFen: 1_150_000,
  priceBasis: 'total',
  weighing: null,
  status: 'awaiting_payment',
  paymentDeadlineAt: FUTURE,
  paymentVoucherFileId: null,
  paymentRemark: null,
  paymentSubmittedAt: null,
  paymentRejectReason: '转账金额与应付货款不符',
  paidAt: null,
  defaultedAt: null,
  pickedUpAt: null,
  pickedUpOn: null,
  weighedQuantity: null,
  pickup: { pickupDays: 15, storageFeeFen: null, dueOn: null, overdueNote: null, overdueNotedAt: null },
  invoice: INVOICE_NOT_DUE,
  createdAt: '2026-11-25T00:00:00.000Z',
  confirmation: {
    confirmationNo: 'CJ20261125080000000021',
    bulletinNo: 'GG20261120001',
    bulletinTitle: '江苏华东再生资源废钢处置公告',
    lotNo: 'GG20261120001-01',
    lotTitle: '废旧钢材一批',
    quantity: '120.500',
    unit: '吨',
    sellerName: '江苏华东再生资源有限公司',
    buyerName: '李明',
    buyerOrgName: '李明（个人）',
    buyerAlias: '竞买人A3F2',
    priceFen: 1_250_000,
    priceInCapitals: '壹万贰仟伍佰元整',
    depositAppliedFen: 100_000,
    amountDueFen: 1_150_000,
    commissionFen: 62_500,
    bidCount: 7,
    bidderCount: 3,
    closedAt: '2026-11-25T00:00:00.000Z',
    paymentDeadlineAt: FUTURE,
  },
};
const PAID: BuyerOrder = {
  ...base,
  id: 22,
  orderNo: 'DD20261124080000000022',
  lotTitle: '废铝型材一批',
  status: 'paid',
  paymentRejectReason: null,
  paidAt: '2026-11-24T06:00:00.000Z',
};
const detail = (order: BuyerOrder): BuyerOrderDetail => ({
  ...order,
  payeeAccount: {
    accountName: '乐易拍平台运营有限公司',
    bankName: '中国工商银行无锡分行',
    bankNumber: '1103020009001234567',
    interbankAccount: '102302000012',
  },
  billOfLading:
    order.status === 'paid'
      ? {
          billNo: 'TH20261124080000000022',
          location: '无锡市惠山区洛社镇工业园 18 号 3 号库',
          contacts: [
            {
              address: '无锡市惠山区洛社镇工业园 18 号',
              contactPerson: '钱晓燕',
              contactPhone: '13912345678',
              remark: null,
            },
          ],
          issuedAt: '2026-11-24T06:00:00.000Z',
        }
      : null,
});

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/order/my/list': () => okBody({ records: [base, PAID], total: 2, current: 1, size: 10 }),
    '/order/my/get/21': () => okBody(detail(base)),
    '/order/my/get/22': () => okBody(detail(PAID)),
    '/order/pay': () => okBody({ ...detail(base), status: 'payment_submitted', paymentRejectReason: null }),
  });
});
afterAll(() => stub.close());
afterEach(() => vi.unstubAllGlobals());

const VOUCHER_ID = '3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f809a1b';
/**
 * jsdom's File cannot travel in a real multipart request, so the upload alone is answered in
 * the page; every other call still goes to the stub server.
 */
function answerUploads() {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    String(url).endsWith('/file/upload')
      ? Promise.resolve(
          new Response(
            JSON.stringify(
              okBody({
                id: VOUCHER_ID,
                originalName: '回单.png',
                mime: 'image/png',
                ext: 'png',
                sizeBytes: 4,
                businessType: null,
                businessId: null,
                createdAt: '2026-11-25T03:00:00.000Z',
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
  grantButtons(PERMISSIONS.myOrderView, PERMISSIONS.orderPay, PERMISSIONS.billOfLadingView);
});

// antd renders slowly in jsdom on a busy shared machine.
describe('我的订单', { timeout: 30_000 }, () => {
  it('offers payment for an unpaid order and the bill of lading for a paid one', async () => {
    renderAt('/personalcenter/myOrder', <MyOrderPage />);
    const unpaid = await rowOf('DD20261125080000000021');
    expect(within(unpaid).getByText('待付款')).toBeInTheDocument();
    expect(within(unpaid).getByText(/剩余 2天 0[12]:/)).toBeInTheDocument();
    expect(within(unpaid).getByRole('button', { name: '去付款' })).toBeInTheDocument();
    expect(within(unpaid).queryByRole('button', { name: '提货单' })).toBeNull();
    const paid = await rowOf('DD20261124080000000022');
    expect(within(paid).getByRole('button', { name: '提货单' })).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: '去付款' })).toBeNull();
  });

  it('shows the order with the amount due in capitals and why the last voucher was turned down', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/myOrder', <MyOrderPage />);
    await user.click(within(await rowOf('DD20261125080000000021')).getByRole('button', { name: '查看' }));
    const drawer = await screen.findByRole('dialog');
    expect(
      await within(drawer).findByText('上次付款凭证未通过：转账金额与应付货款不符。请核对后重新上传。'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('（壹万壹仟伍佰元整）')).toBeInTheDocument();
    expect(within(drawer).getByText('CJ20261125080000000021')).toBeInTheDocument();
  });

  it('prints the bill of lading with its number, where the goods are and whom to call', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/myOrder', <MyOrderPage />);
    await user.click(within(await rowOf('DD20261124080000000022')).getByRole('button', { name: '提货单' }));
    const modal = await screen.findByRole('dialog');
    expect(await within(modal).findByText('TH20261124080000000022')).toBeInTheDocument();
    expect(within(modal).getByText('无锡市惠山区洛社镇工业园 18 号 3 号库')).toBeInTheDocument();
    expect(within(modal).getByText(/钱晓燕 13912345678/)).toBeInTheDocument();
  });
});

describe('货款支付', { timeout: 30_000 }, () => {
  it('asks for the voucher, then sends it with the remark for the order', async () => {
    const user = userEvent.setup({ applyAccept: false });
    answerUploads();
    renderAt('/personalcenter/myOrder/payment?id=21', <OrderPaymentPage />);
    expect(await screen.findByTestId('amount-due')).toHaveTextContent('¥11,500.00');
    expect(screen.getByText('大写：壹万壹仟伍佰元整')).toBeInTheDocument();
    expect(screen.getByText('1103020009001234567')).toBeInTheDocument();
    expect(screen.getByText('货款 DD20261125080000000021')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '提交付款凭证' }));
    expect(await screen.findByText('请上传付款凭证')).toBeInTheDocument();
    expect(stub.sentTo('/order/pay')).toEqual([]);

    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(4)], '回单.png', { type: 'image/png' }));
    await screen.findByText('回单.png');
    await user.type(screen.getByLabelText('备注'), '工行网银转账');
    await user.click(screen.getByRole('button', { name: '提交付款凭证' }));
    await waitFor(() =>
      expect(stub.sentTo('/order/pay')).toEqual([
        { orderId: 21, voucherFileId: VOUCHER_ID, remark: '工行网银转账' },
      ]),
    );
    expect(await screen.findByText('付款凭证已提交，正在确认到账。')).toBeInTheDocument();
  });

  it('shows the payee but no voucher form to an account without 支付货款, so nothing is refused', async () => {
    grantButtons(PERMISSIONS.myOrderView);
    renderAt('/personalcenter/myOrder/payment?id=21', <OrderPaymentPage />);
    expect(await screen.findByText('当前账号没有支付货款的权限')).toBeInTheDocument();
    expect(screen.getByText('1103020009001234567')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交付款凭证' })).toBeNull();
  });
});
