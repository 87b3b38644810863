import type { BuyerOrderDetail } from '@lyp/shared/auction/order.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { toChineseCapitals } from '@lyp/shared/format/money-capitals';
import { Alert, Card, Descriptions, Typography } from 'antd';
import { DeadlineText } from './deadline-text';

/** 付款信息: the order, the lot, the price less the deposit, what is due and until when. */
export function PaymentFactsCard({ order }: { order: BuyerOrderDetail }) {
  const c = order.confirmation;
  return (
    <Card title="付款信息" variant="borderless">
      <Descriptions column={1} size="small">
        <Descriptions.Item label="订单号">{order.orderNo}</Descriptions.Item>
        <Descriptions.Item label="标的">
          {c.lotTitle}（{c.lotNo}）
        </Descriptions.Item>
        <Descriptions.Item label="成交价">{formatFen(order.priceFen)}</Descriptions.Item>
        <Descriptions.Item label="保证金抵扣">{formatFen(order.depositAppliedFen)}</Descriptions.Item>
        <Descriptions.Item label="应付货款">
          <div>
            <Typography.Text strong style={{ fontSize: 20, whiteSpace: 'nowrap' }} data-testid="amount-due">
              {formatFen(order.amountDueFen)}
            </Typography.Text>
            <div>
              <Typography.Text type="secondary">
                大写：{toChineseCapitals((order.amountDueFen / 100).toFixed(2))}
              </Typography.Text>
            </div>
          </div>
        </Descriptions.Item>
        <Descriptions.Item label="付款期限">
          <DeadlineText order={order} />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** 收款账户: where to transfer, and the note that identifies the payment. */
export function PayeeAccountCard({ order }: { order: BuyerOrderDetail }) {
  const account = order.payeeAccount;
  return (
    <Card title="收款账户" variant="borderless" style={{ marginTop: 16 }}>
      {account ? (
        <Descriptions column={1} size="small">
          <Descriptions.Item label="户名">
            <Typography.Text copyable>{account.accountName}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="开户行">{account.bankName}</Descriptions.Item>
          <Descriptions.Item label="账号">
            <Typography.Text copyable>{account.bankNumber}</Typography.Text>
          </Descriptions.Item>
          {account.interbankAccount ? (
            <Descriptions.Item label="联行号">{account.interbankAccount}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label="转账附言">
            <Typography.Text copyable>{`货款 ${order.orderNo}`}</Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Alert type="warning" showIcon title="平台收款账户暂未设置，请联系平台客服获取后再转账。" />
      )}
    </Card>
  );
}
