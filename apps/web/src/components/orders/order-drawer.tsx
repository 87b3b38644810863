import type { Order } from '@lyp/shared/auction/order.schemas';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { DetailDrawer } from '../back-office/detail-drawer';
import { ProtectedFile } from '../back-office/protected-file';
import { OrderDocumentsSection } from '../documents/order-documents-section';
import { ConfirmationSection, item, OrderStatusTag, Section, when } from './order-sections';

type DrawnOrder = Pick<Order, 'id' | 'orderNo' | 'status' | 'confirmation'>;

/**
 * 订单详情 as every order screen opens it: the status and the 成交确认书 first, the documents
 * last, and between them what the screen's reader needs (the buyer's payment, the seller's
 * settlement). While the order loads it shows a skeleton.
 */
export function OrderDrawer({
  order,
  open,
  loading = false,
  onClose,
  footer,
  notice,
  children,
}: {
  order: DrawnOrder | undefined;
  open: boolean;
  loading?: boolean;
  onClose: () => void;
  footer?: ReactNode;
  /** What the reader should know first (the next step, a rejected voucher). */
  notice?: ReactNode;
  children: ReactNode;
}) {
  if (!order) {
    return (
      <DetailDrawer title="订单详情" open={open} onClose={onClose} items={[]}>
        {loading ? <Skeleton active /> : null}
      </DetailDrawer>
    );
  }
  return (
    <DetailDrawer
      title={`订单详情 ${order.orderNo}`}
      open={open}
      onClose={onClose}
      width={720}
      footer={footer}
      items={[
        item('订单状态', <OrderStatusTag status={order.status} />),
        item('成交确认书编号', order.confirmation.confirmationNo),
        item('成交时间', when(order.confirmation.closedAt)),
      ]}
    >
      {notice}
      <ConfirmationSection confirmation={order.confirmation} />
      {children}
      <OrderDocumentsSection orderId={order.id} />
    </DetailDrawer>
  );
}

type PaidOrder = Pick<Order, 'paymentSubmittedAt' | 'paymentRemark' | 'paidAt' | 'paymentVoucherFileId'>;

/** 付款: the deadline (as the reader needs it), the buyer's voucher and the platform's confirmation. */
export function PaymentSection({
  order,
  deadline,
  noVoucher,
}: {
  order: PaidOrder;
  deadline: ReactNode;
  /** What stands in for the voucher before the buyer uploads one. */
  noVoucher: string;
}) {
  return (
    <Section
      title="付款"
      items={[
        item('付款期限', deadline),
        item('凭证提交时间', when(order.paymentSubmittedAt)),
        item('付款备注', order.paymentRemark),
        item('平台确认到账', when(order.paidAt)),
        item(
          '付款凭证',
          order.paymentVoucherFileId ? (
            <ProtectedFile fileId={order.paymentVoucherFileId} label="付款凭证" />
          ) : (
            noVoucher
          ),
        ),
      ]}
    />
  );
}
