import type { OrderWeighing } from '@lyp/shared/auction/order-weighing.schemas';
import type { Order } from '@lyp/shared/auction/order.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { grantButtons } from '../../../../test/session';
import { rowOf } from '../../../../test/table';
import { orderFixture } from '../lib/order.fixture';
import { OrderManagePage } from './order-manage-page';

/** 40 吨 estimated at ¥2,500/吨: ¥100,000 on the estimate, paid, not yet weighed. */
const estimate: OrderWeighing = {
  unitPriceFen: 250_000,
  estimatedQuantity: '40.000',
  estimatedAmountFen: 10_000_000,
  weighedQuantity: null,
  weighedAt: null,
  ticketFileId: null,
  finalAmountFen: null,
  differenceFen: null,
  needsBuyerConfirmation: false,
  buyerConfirmedAt: null,
  balanceVoucherFileId: null,
  balanceSubmittedAt: null,
  differenceSettledAt: null,
  differenceReference: null,
};
const perTon = (weighing: OrderWeighing): Order => {
  const base = orderFixture(3, 'paid', '废钢边角料 约 40 吨（按吨计价）');
  return {
    ...base,
    priceBasis: 'unit',
    priceFen: weighing.finalAmountFen ?? 10_000_000,
    weighing,
    confirmation: {
      ...base.confirmation,
      unit: 'ton',
      quantity: '40.000',
      priceBasis: 'unit',
      unitPriceFen: 250_000,
    },
  };
};
const WEIGHED = perTon({
  ...estimate,
  weighedQuantity: '35.000',
  weighedAt: '2026-11-27T03:00:00.000Z',
  finalAmountFen: 8_750_000,
  differenceFen: -1_250_000,
  needsBuyerConfirmation: true,
});

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/order/seller/list': () =>
      okBody({
        records: [perTon(estimate), { ...WEIGHED, id: 4, lotTitle: '废钢 已过磅' }],
        total: 2,
        current: 1,
        size: 10,
      }),
    '/order/seller/weigh/3': () => okBody(WEIGHED, '过磅数量已录入'),
    '/admin/sysDict/getDictListByParam': () => okBody({ goods_unit: [{ label: '吨', value: 'ton' }] }),
  });
});
afterAll(() => stub.close());

beforeEach(() => {
  stub.requests.length = 0;
  grantButtons(PERMISSIONS.orderManageView, PERMISSIONS.orderManagePickup, PERMISSIONS.orderManageWeigh);
});

// antd renders slowly in jsdom on a busy shared machine.
describe('过磅 on the seller’s order screen', { timeout: 30_000 }, () => {
  it('weighs a paid per-ton order before its pickup, and lists the unit price with the difference', async () => {
    renderAt('/personalcenter/ordermanage', <OrderManagePage />);
    const unweighed = await rowOf('废钢边角料 约 40 吨（按吨计价）');
    expect(within(unweighed).getByRole('button', { name: '过磅' })).toBeInTheDocument();
    expect(within(unweighed).queryByRole('button', { name: '确认提货' })).toBeNull();
    expect(await within(unweighed).findByText('单价 ¥2,500.00/吨 × 40 吨（预估）')).toBeInTheDocument();
    const weighed = await rowOf('废钢 已过磅');
    expect(within(weighed).getByText('多退 ¥12,500.00')).toBeInTheDocument();
    expect(within(weighed).getByRole('button', { name: '确认提货' })).toBeInTheDocument();
  });

  it('asks for the weight in Chinese, previews the amount and the buyer’s confirmation, then sends it', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/ordermanage', <OrderManagePage />);
    await user.click(
      within(await rowOf('废钢边角料 约 40 吨（按吨计价）')).getByRole('button', { name: '过磅' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('按单价 ¥2,500.00/吨 成交，预估数量 40 吨');
    await user.click(within(dialog).getByRole('button', { name: /确认过磅结果/ }));
    expect(await within(dialog).findByText('请输入过磅数量')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('过磅数量（净重）'), '35');
    expect(await within(dialog).findByText(/结算货款 ¥87,500.00/)).toBeInTheDocument();
    expect(within(dialog).getByText('多退 ¥12,500.00')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('须买受人在线确认过磅结果后才能结算');
    await user.click(within(dialog).getByRole('button', { name: /确认过磅结果/ }));
    await waitFor(() => expect(stub.sentTo('/order/seller/weigh/3')).toEqual([{ weighedQuantity: 35 }]));
  });
});
