import type { SettlementAccount } from '@lyp/shared/auction/order.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { grantButtons } from '../../../../test/session';
import { rowOf } from '../../../../test/table';
import { orderFixture as order } from '../lib/order.fixture';
import { BidOrderManagePage } from './bid-order-manage-page';

const ACCOUNT: SettlementAccount = {
  id: 4,
  accountName: '江苏华东再生资源有限公司',
  bankName: '中国农业银行无锡分行',
  bankNumber: '6228480012345678901',
  interbankAccount: '103302000012',
  isDefault: true,
  reviewState: 'reviewed',
  source: 'bank_change',
  reviewedAt: '2026-11-20T02:00:00.000Z',
  reviewerName: '王芳',
  certifiedName: '江苏华东再生资源有限公司',
};
/** An account typed on the old form, in a person's name: never settled to. */
const TYPED: SettlementAccount = {
  ...ACCOUNT,
  id: null,
  accountName: '张三',
  isDefault: false,
  reviewState: 'unreviewed',
  source: null,
  reviewedAt: null,
  reviewerName: null,
};
const ORDERS = [
  order(1, 'payment_submitted', '二手数控车床 CK6150'),
  order(2, 'paid', '废铜线 8 吨', { settlementAccount: ACCOUNT, paidAt: '2026-11-25T02:00:00.000Z' }),
  order(4, 'paid', '废钢边角料 30 吨', { settlementAccount: TYPED, paidAt: '2026-11-25T02:00:00.000Z' }),
  order(3, 'completed', '废旧电机 20 台', {
    settlementAccount: ACCOUNT,
    settledAt: '2026-11-26T03:00:00.000Z',
    settlementReference: 'HX20261126000321',
    settledByName: '王审核',
  }),
];

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/order/platform/list': () => okBody({ records: ORDERS, total: 4, current: 1, size: 10 }),
    '/order/platform/sellers': () => okBody([{ id: 3, name: '江苏华东再生资源有限公司' }]),
    '/order/platform/paymentAudit': () => okBody({ ...ORDERS[0], status: 'paid' }),
    '/order/platform/settle': () => okBody({ ...ORDERS[1], settledAt: '2026-11-26T03:00:00.000Z' }, '已结算'),
    '/file/preview/3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f809a1b': () => okBody(null),
    '/admin/sysDict/getDictListByParam': () => okBody({ goods_unit: [{ label: '台', value: 'set' }] }),
  });
});
afterAll(() => stub.close());

beforeEach(() => {
  stub.requests.length = 0;
  grantButtons(PERMISSIONS.bidOrderView, PERMISSIONS.bidOrderPaymentAudit, PERMISSIONS.bidOrderSettle);
});

const PAGE = '/personalcenter/bidOrderManage';
const okButton = /确\s*定|确认已转账/;

// antd renders slowly in jsdom on a busy shared machine.
describe('竞价订单管理', { timeout: 30_000 }, () => {
  it('offers a payment review on a submitted voucher and settlement on a confirmed, unsettled payment', async () => {
    renderAt(PAGE, <BidOrderManagePage />);
    const submitted = await rowOf('二手数控车床 CK6150');
    expect(within(submitted).getByRole('button', { name: '确认货款' })).toBeInTheDocument();
    expect(within(submitted).queryByRole('button', { name: '结算' })).toBeNull();
    const paid = await rowOf('废铜线 8 吨');
    expect(within(paid).getByRole('button', { name: '结算' })).toBeInTheDocument();
    expect(within(paid).getByText('待结算')).toBeInTheDocument();
    const settled = await rowOf('废旧电机 20 台');
    expect(within(settled).getByText('已结算')).toBeInTheDocument();
    expect(within(settled).queryByRole('button', { name: '结算' })).toBeNull();
    expect(within(paid).getByText('江苏华东再生资源有限公司')).toBeInTheDocument();
  });

  it('hides the review and settlement from someone who may only view', async () => {
    grantButtons(PERMISSIONS.bidOrderView);
    renderAt(PAGE, <BidOrderManagePage />);
    const paid = await rowOf('废铜线 8 吨');
    expect(within(paid).getByRole('button', { name: '详情' })).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: '结算' })).toBeNull();
    expect(within(await rowOf('二手数控车床 CK6150')).queryByRole('button', { name: '确认货款' })).toBeNull();
  });

  it('sends the seller and settlement filters from the address to the platform list', async () => {
    renderAt(`${PAGE}?settlement=unsettled&sellerOrgId=3`, <BidOrderManagePage />);
    await waitFor(() =>
      expect(stub.sentTo('/order/platform/list')[0]).toMatchObject({
        settlement: 'unsettled',
        sellerOrgId: '3',
      }),
    );
  });

  it('confirms a goods payment through the platform’s own route', async () => {
    const user = userEvent.setup();
    renderAt(PAGE, <BidOrderManagePage />);
    await user.click(within(await rowOf('二手数控车床 CK6150')).getByRole('button', { name: '确认货款' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('买受人应付货款');
    await user.click(within(dialog).getByRole('button', { name: okButton }));
    await waitFor(() =>
      expect(stub.sentTo('/order/platform/paymentAudit')).toEqual([{ orderId: 1, approved: true }]),
    );
  });

  it('settles with the amount and account shown, asking for the transfer reference first', async () => {
    const user = userEvent.setup();
    renderAt(PAGE, <BidOrderManagePage />);
    await user.click(within(await rowOf('废铜线 8 吨')).getByRole('button', { name: '结算' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¥81,700.00');
    expect(dialog).toHaveTextContent('捌万壹仟柒佰元整');
    expect(dialog).toHaveTextContent('中国农业银行无锡分行 6228480012345678901');
    expect(dialog).toHaveTextContent('已审核');
    expect(dialog).toHaveTextContent('开户信息变更审核通过：2026-11-20 10:00:00，审核人 王芳');

    await user.click(within(dialog).getByRole('button', { name: okButton }));
    expect(await within(dialog).findByText('请输入转账流水号')).toBeInTheDocument();
    expect(stub.sentTo('/order/platform/settle')).toEqual([]);

    await user.type(within(dialog).getByLabelText('转账流水号'), 'HX20261126000999');
    await user.click(within(dialog).getByRole('button', { name: okButton }));
    await waitFor(() =>
      expect(stub.sentTo('/order/platform/settle')).toEqual([
        { orderId: 2, transferReference: 'HX20261126000999' },
      ]),
    );
  });

  it('will not settle to an account no reviewer approved, and says who must put it right', async () => {
    const user = userEvent.setup();
    renderAt(PAGE, <BidOrderManagePage />);
    await user.click(within(await rowOf('废钢边角料 30 吨')).getByRole('button', { name: '结算' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('张三');
    expect(dialog).toHaveTextContent('未经审核');
    expect(dialog).toHaveTextContent('须委托方选择本企业已审核的账户');
    expect(within(dialog).getByRole('button', { name: okButton })).toBeDisabled();
  });

  it('shows the settlement record and the account in an order’s detail', async () => {
    const user = userEvent.setup();
    renderAt(PAGE, <BidOrderManagePage />);
    await user.click(within(await rowOf('废旧电机 20 台')).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('结算记录');
    expect(drawer).toHaveTextContent('HX20261126000321');
    expect(drawer).toHaveTextContent('王审核');
    expect(drawer).toHaveTextContent('6228480012345678901');
    expect(drawer).toHaveTextContent('捌万壹仟柒佰元整');
  });
});
