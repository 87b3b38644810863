import type { Order } from '@lyp/shared/auction/order.schemas';
import { orderSettleBodySchema } from '@lyp/shared/auction/order.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { toChineseCapitals } from '@lyp/shared/format/money-capitals';
import { Alert, Descriptions, Space } from 'antd';
import {
  RecordFormModal,
  rulesFrom,
  TransferProofFields,
  type RecordDialogProps,
} from '../../../components/back-office';
import { settleOrder } from '../api/orders';
import { SettlementAccountView } from './settlement-account-view';

interface SettleValues {
  transferReference: string;
  voucherFileId?: string;
}

const rule = (field: keyof SettleValues) => rulesFrom(orderSettleBodySchema, field);

/**
 * 结算: the platform has sent the seller its share. The amount and the account are the
 * server's (price less commission, the order's account): shown to check against the bank,
 * never typed, so the record cannot disagree with the order.
 */
export function SettleModal({ order, ...dialog }: { order: Order | undefined } & RecordDialogProps) {
  const account = order?.settlementAccount;
  return (
    <RecordFormModal<Order, SettleValues>
      {...dialog}
      record={order}
      title="结算货款"
      width={600}
      name="order_settle"
      okText="确认已转账"
      // Money goes only to a reviewed account in the certified name: nothing to confirm otherwise.
      okDisabled={account?.reviewState !== 'reviewed'}
      successMessage="已结算"
      onSubmit={(values, { id }) => settleOrder({ ...values, orderId: id })}
    >
      {(order) => (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Alert
            type="info"
            showIcon
            title="请先通过银行向委托方转账，再在此登记转账流水号；结算后不能撤销。"
          />
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              { key: 'order', label: '订单', children: `${order.orderNo} · ${order.lotTitle}` },
              { key: 'seller', label: '委托方', children: order.confirmation.sellerName },
              {
                key: 'amount',
                label: '结算金额',
                children: (
                  <>
                    <strong>{formatFen(order.settlementFen)}</strong>（
                    {toChineseCapitals((order.settlementFen / 100).toFixed(2))}）
                    <div className="lyp-muted">
                      成交价 {formatFen(order.priceFen)} − 佣金 {formatFen(order.commissionFen)}
                    </div>
                  </>
                ),
              },
              {
                key: 'account',
                label: '收款账户',
                children: account ? (
                  <SettlementAccountView account={account} />
                ) : (
                  '委托方尚未设置收款账户，暂不能结算'
                ),
              },
            ]}
          />
          <TransferProofFields rules={rule} voucherLabel="转账凭证（选填）" uploadLabel="上传转账回单" />
        </Space>
      )}
    </RecordFormModal>
  );
}
