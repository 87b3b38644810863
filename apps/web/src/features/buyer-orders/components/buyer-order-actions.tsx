import type { BuyerOrderDetail } from '@lyp/shared/auction/order.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { Button, Space } from 'antd';
import { Can } from '../../../components/permission/can';
import { canPay, hasBillOfLading } from '../lib/payment-deadline';
import { balanceOwed, weighingToConfirm } from '../lib/weighing';
import { WeighingConfirmButton } from './weighing-confirm-button';

/**
 * The order drawer's buttons: what the buyer can do next (pay, confirm a weighing, send a
 * weighing's balance, show the 提货单), each only when the order allows it.
 */
export function BuyerOrderActions({
  order,
  pay,
  open,
}: {
  order: BuyerOrderDetail;
  pay: () => void;
  open: (kind: 'bill' | 'balance') => void;
}) {
  return (
    <Space wrap>
      {canPay(order) ? (
        <Can code={PERMISSIONS.orderPay.code}>
          <Button type="primary" onClick={pay}>
            去付款
          </Button>
        </Can>
      ) : null}
      {weighingToConfirm(order) ? <WeighingConfirmButton order={order} /> : null}
      {balanceOwed(order) ? (
        <Can code={PERMISSIONS.orderPay.code}>
          <Button onClick={() => open('balance')}>
            {order.weighing?.balanceSubmittedAt ? '重新上传补缴凭证' : '补缴差额'}
          </Button>
        </Can>
      ) : null}
      {hasBillOfLading(order) ? (
        <Can code={PERMISSIONS.billOfLadingView.code}>
          <Button onClick={() => open('bill')}>查看提货单</Button>
        </Can>
      ) : null}
    </Space>
  );
}
