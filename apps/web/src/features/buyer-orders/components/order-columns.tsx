import type { BuyerOrder } from '@lyp/shared/auction/order.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import type { FilterField } from '../../../components/back-office';
import {
  InvoiceStateTag,
  orderNoColumn,
  orderStatusOptions,
  OrderStatusTag,
  PriceBasisCell,
  PickupDeadlineTag,
  PICKUP_FILTER,
} from '../../../components/orders';
import { DeadlineText } from './deadline-text';

export const MY_ORDER_FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', kind: 'text', placeholder: '订单号或标的名称' },
  { name: 'status', label: '订单状态', kind: 'select', options: orderStatusOptions },
  PICKUP_FILTER,
  { name: 'closed', label: '成交日期', kind: 'dateRange' },
];

export const MY_ORDER_COLUMNS: TableColumnsType<BuyerOrder> = [
  orderNoColumn<BuyerOrder>(),
  {
    title: '标的',
    dataIndex: 'lotTitle',
    render: (title: string, order) => (
      <>
        <div>{title}</div>
        <div className="lyp-muted">{order.confirmation.sellerName}</div>
      </>
    ),
  },
  {
    title: '成交价',
    dataIndex: 'priceFen',
    align: 'right',
    render: (_fen: number, order) => <PriceBasisCell order={order} />,
  },
  {
    title: '应付货款',
    dataIndex: 'amountDueFen',
    align: 'right',
    render: (fen: number) => <Typography.Text strong>{formatFen(fen)}</Typography.Text>,
  },
  {
    title: '状态',
    dataIndex: 'status',
    // The tags stack: side by side they push the column under the fixed actions.
    render: (status: BuyerOrder['status'], order) => (
      <Flex vertical gap={4} align="start">
        <OrderStatusTag status={status} />
        <PickupDeadlineTag order={order} />
        <InvoiceStateTag invoice={order.invoice} />
        {order.confirmation.runnerUp ? <Tag color="purple">递补成交</Tag> : null}
      </Flex>
    ),
  },
  {
    title: '付款期限',
    dataIndex: 'paymentDeadlineAt',
    render: (_deadline: string, order) =>
      order.status === 'awaiting_payment' || order.status === 'payment_submitted' ? (
        <DeadlineText order={order} />
      ) : (
        '—'
      ),
  },
];
