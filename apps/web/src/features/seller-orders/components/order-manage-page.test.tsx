import type { ReviewedAccount } from '@lyp/shared/auction/order.schemas';
import { chinaDate } from '@lyp/shared/format/timestamp';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { grantButtons } from '../../../../test/session';
import { rowOf } from '../../../../test/table';
import { orderFixture as order } from '../lib/order.fixture';
import { OrderManagePage } from './order-manage-page';

const reviewed = (id: number, bankName: string, bankNumber: string, inForce: boolean): ReviewedAccount => ({
  id,
  accountName: '江苏华东再生资源有限公司',
  bankName,
  bankNumber,
  interbankAccount: '104302000456',
  source: inForce ? 'bank_change' : 'certification',
  reviewedAt: '2026-11-20T02:00:00.000Z',
  reviewerName: '王芳',
  inForce,
});

const ORDERS = [order(1, 'payment_submitted', '二手数控车床 CK6150'), order(2, 'paid', '废铜线 8 吨')];

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/order/seller/list': () => okBody({ records: ORDERS, total: 2, current: 1, size: 10 }),
    '/order/seller/pickup/2': () => okBody({ ...ORDERS[1], status: 'completed' }, '已确认提货，订单完成'),
    '/order/seller/settlementAccounts/2': () =>
      okBody([
        reviewed(7, '交通银行无锡分行营业部', '3220 0060 0018 0100 12345', true),
        reviewed(5, '中国银行无锡惠山支行', '5214 0000 1234 5678', false),
      ]),
    '/order/seller/settlementAccount': () => okBody(ORDERS[1], '收款账户已保存'),
    '/file/preview/3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f809a1b': () => okBody(null),
    '/admin/sysDict/getDictListByParam': () => okBody({ goods_unit: [{ label: '台', value: 'set' }] }),
  });
});
afterAll(() => stub.close());

beforeEach(() => {
  stub.requests.length = 0;
  grantButtons(PERMISSIONS.orderManageView, PERMISSIONS.orderManagePickup, PERMISSIONS.orderManageBankEdit);
});

// antd renders slowly in jsdom on a busy shared machine.
describe('订单管理', { timeout: 30_000 }, () => {
  it('offers each order only the step its status allows: the platform, not the seller, confirms payments', async () => {
    renderAt('/personalcenter/ordermanage', <OrderManagePage />);
    const submitted = await rowOf('二手数控车床 CK6150');
    expect(within(submitted).queryByRole('button', { name: /确认收款|确认货款/ })).toBeNull();
    expect(within(submitted).queryByRole('button', { name: '确认提货' })).toBeNull();
    const paid = await rowOf('废铜线 8 吨');
    expect(within(paid).getByRole('button', { name: '确认提货' })).toBeInTheDocument();
    expect(within(submitted).getByText('¥81,700.00')).toBeInTheDocument();
  });

  it('records a pickup with its day and the weighbridge’s quantity, then completes the order', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/ordermanage', <OrderManagePage />);
    await user.click(within(await rowOf('废铜线 8 吨')).getByRole('button', { name: '确认提货' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('成交数量');
    await user.click(within(dialog).getByRole('button', { name: /确认提货/ }));
    expect(await within(dialog).findByText('过磅数量必须是数字')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('过磅数量'), '7.86');
    await user.click(within(dialog).getByRole('button', { name: /确认提货/ }));
    await waitFor(() =>
      expect(stub.sentTo('/order/seller/pickup/2')).toEqual([
        { pickedUpOn: chinaDate(new Date()), weighedQuantity: 7.86 },
      ]),
    );
  });

  it('lets the seller choose only among the company’s reviewed accounts, with nothing to type', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/ordermanage', <OrderManagePage />);
    await user.click(within(await rowOf('废铜线 8 吨')).getByRole('button', { name: '收款账户' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/交通银行无锡分行营业部/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('当前开户账户');
    expect(dialog).toHaveTextContent('企业认证审核通过');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByText(/中国银行无锡惠山支行/));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(stub.sentTo('/order/seller/settlementAccount')).toEqual([{ orderId: 2, accountId: 5 }]),
    );
  });
});
