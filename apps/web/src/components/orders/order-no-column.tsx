import { Typography, type TableColumnsType } from 'antd';
import { when } from './order-sections';

type WithOrderNo = { orderNo: string; confirmation: { closedAt: string } };

/** 订单号 (copyable) over the time of the sale: the first column of every order list. */
export function orderNoColumn<Row extends WithOrderNo>(): TableColumnsType<Row>[number] {
  return {
    title: '订单号',
    dataIndex: 'orderNo',
    render: (orderNo: string, order: Row) => (
      <>
        <Typography.Text copyable>{orderNo}</Typography.Text>
        <div className="lyp-muted">{when(order.confirmation.closedAt)} 成交</div>
      </>
    ),
  };
}
