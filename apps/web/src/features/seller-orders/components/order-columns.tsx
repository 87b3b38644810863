import type { Order } from '@lyp/shared/auction/order.schemas';
import { ORDER_STATUS_LABELS, SETTLEMENT_STATE_LABELS } from '@lyp/shared/auction/order.schemas';
import { RUNNER_UP_STATE_LABELS } from '@lyp/shared/auction/runner-up-offer.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import type { FilterField } from '../../../components/back-office';
import {
  buyerOf,
  ORDER_STATUS_COLORS,
  InvoiceStateTag,
  orderNoColumn,
  orderStatusOptions,
  PriceBasisCell,
  PickupDeadlineTag,
  PICKUP_FILTER,
} from '../../../components/orders';
import { settlementStateOf, settlementStateOptions } from '../lib/order-display';

const when = (iso: string | null) => (iso ? formatTimestamp(new Date(iso)) : '—');

export const ORDER_FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', kind: 'text', placeholder: '订单号、标的名称或买受人' },
  { name: 'status', label: '订单状态', kind: 'select', options: orderStatusOptions },
  PICKUP_FILTER,
  { name: 'closed', label: '成交日期', kind: 'dateRange' },
];

export const ORDER_COLUMNS: TableColumnsType<Order> = [
  orderNoColumn<Order>(),
  {
    title: '标的',
    dataIndex: 'lotTitle',
    render: (title: string, order) => (
      <>
        <div>{title}</div>
        <div className="lyp-muted">{order.confirmation.lotNo}</div>
      </>
    ),
  },
  { title: '买受人', key: 'buyer', render: (_value, order) => buyerOf(order.confirmation) },
  {
    title: '成交价',
    dataIndex: 'priceFen',
    align: 'right',
    render: (_fen: number, order) => <PriceBasisCell order={order} />,
  },
  { title: '佣金', dataIndex: 'commissionFen', align: 'right', render: (fen: number) => formatFen(fen) },
  {
    title: '应结算',
    dataIndex: 'settlementFen',
    align: 'right',
    render: (fen: number) => <Typography.Text strong>{formatFen(fen)}</Typography.Text>,
  },
  {
    title: '状态',
    dataIndex: 'status',
    // The tags stack: side by side they push the column under the fixed actions.
    render: (status: Order['status'], order) => (
      <Flex vertical gap={4} align="start">
        <Tag color={ORDER_STATUS_COLORS[status]}>{ORDER_STATUS_LABELS[status]}</Tag>
        <PickupDeadlineTag order={order} />
        <InvoiceStateTag invoice={order.invoice} />
        {order.confirmation.runnerUp ? <Tag color="purple">递补成交</Tag> : null}
        {order.runnerUpState && order.runnerUpState !== 'available' ? (
          <div className="lyp-muted">{RUNNER_UP_STATE_LABELS[order.runnerUpState]}</div>
        ) : null}
      </Flex>
    ),
  },
  {
    title: '付款期限',
    dataIndex: 'paymentDeadlineAt',
    render: (deadline: string, order) =>
      order.status === 'awaiting_payment' || order.status === 'payment_submitted' ? when(deadline) : '—',
  },
];

/** 竞价订单管理's filters: the seller's, over everyone, plus whose sale and whether it is settled. */
export function platformOrderFilters(sellers: { id: number; name: string }[]): FilterField[] {
  return [
    { name: 'keyword', label: '关键字', kind: 'text', placeholder: '订单号、标的、买受人或委托方' },
    {
      name: 'sellerOrgId',
      label: '委托方',
      kind: 'select',
      options: sellers.map((seller) => ({ value: seller.id, label: seller.name })),
    },
    { name: 'status', label: '订单状态', kind: 'select', options: orderStatusOptions },
    PICKUP_FILTER,
    { name: 'settlement', label: '结算状态', kind: 'select', options: settlementStateOptions },
    { name: 'closed', label: '成交日期', kind: 'dateRange' },
  ];
}

const settlementColumn: TableColumnsType<Order>[number] = {
  title: '结算',
  key: 'settlement',
  render: (_value, order) => {
    const state = settlementStateOf(order);
    if (!state) return '—';
    return <Tag color={state === 'settled' ? 'green' : 'gold'}>{SETTLEMENT_STATE_LABELS[state]}</Tag>;
  },
};

/** The platform's columns: the seller's, with whose sale it is and whether it has been settled. */
export const PLATFORM_ORDER_COLUMNS: TableColumnsType<Order> = [
  ...ORDER_COLUMNS.slice(0, 2),
  { title: '委托方', key: 'seller', render: (_value, order) => order.confirmation.sellerName },
  ...ORDER_COLUMNS.slice(2),
  settlementColumn,
];
