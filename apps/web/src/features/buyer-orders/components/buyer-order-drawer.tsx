import type { BuyerOrderDetail } from '@lyp/shared/auction/order.schemas';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import {
  InvoiceSection,
  item,
  Money,
  OrderDrawer,
  PaymentSection,
  PickupSection,
  Section,
  WeighingSection,
} from '../../../components/orders';
import { weighingToConfirm } from '../lib/weighing';
import { DeadlineText } from './deadline-text';

/** What the order says to its buyer now: the next step, or why the last voucher was turned down. */
function StatusNotice({ order }: { order: BuyerOrderDetail }) {
  const notice = (type: 'info' | 'warning' | 'success' | 'error', title: string) => (
    <Alert style={{ marginTop: 16 }} type={type} showIcon title={title} />
  );
  if (weighingToConfirm(order))
    return notice(
      'warning',
      '过磅数量与预估数量相差较大，请核对过磅结果并确认；确认后平台按实际数量结算，差额多退少补。',
    );
  switch (order.status) {
    case 'awaiting_payment':
      return order.paymentRejectReason
        ? notice('warning', `上次付款凭证未通过：${order.paymentRejectReason}。请核对后重新上传。`)
        : notice('info', '请在付款期限内将应付货款转入平台账户，并上传转账凭证。');
    case 'payment_submitted':
      return notice('info', '付款凭证已提交，正在确认到账；确认前付款期限暂停计算。');
    case 'paid':
      return notice('success', '货款已确认到账，请凭提货单联系委托方提货。');
    case 'completed':
      return notice('success', '已提货，订单完成。');
    case 'defaulted':
      return notice('error', '未在付款期限内付款，已按悔拍处理，保证金不予退还。');
  }
}

/** 查看订单: the 成交确认书, the money in figures and capitals, and the payment as it stands. */
export function BuyerOrderDrawer({
  order,
  loading,
  open,
  onClose,
  footer,
  editInvoiceProfile,
}: {
  order: BuyerOrderDetail | undefined;
  loading: boolean;
  open: boolean;
  onClose: () => void;
  footer?: ReactNode;
  /** Opens 开票信息, where the invoices are made out to. */
  editInvoiceProfile: () => void;
}) {
  return (
    <OrderDrawer
      order={order}
      open={open}
      loading={loading}
      onClose={onClose}
      footer={footer}
      notice={order ? <StatusNotice order={order} /> : null}
    >
      {order ? (
        <>
          <Section
            title="应付货款"
            items={[
              item(
                order.weighing ? '成交金额（按预估数量）' : '成交价',
                <Money fen={order.weighing?.estimatedAmountFen ?? order.priceFen} />,
              ),
              item('保证金抵扣', <Money fen={order.depositAppliedFen} />),
              item('应付货款', <Money fen={order.amountDueFen} strong />),
            ]}
          />
          <PaymentSection order={order} deadline={<DeadlineText order={order} />} noVoucher="尚未上传" />
          <WeighingSection order={order} reader="buyer" />
          <PickupSection order={order} />
          {order.status === 'defaulted' ? null : (
            <InvoiceSection
              invoice={order.invoice}
              missingDetails="尚未填写：填写后委托方即可为您开具发票"
              action={
                order.invoice.state === 'issued' ? null : (
                  <Button size="small" type="link" onClick={editInvoiceProfile}>
                    {order.invoice.details ? '修改开票信息' : '填写开票信息'}
                  </Button>
                )
              }
            />
          )}
        </>
      ) : null}
    </OrderDrawer>
  );
}
