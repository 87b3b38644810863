import '../styles/bill-of-lading.css';
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Descriptions, Empty, Modal, Skeleton, Typography } from 'antd';
import type { BuyerOrderDetail, SaleConfirmation } from '@lyp/shared/auction/order.schemas';
import { formatQuantity } from '@lyp/shared/format/quantity';
import { buyerOf, useQuantityText, useUnitLabel, when } from '../../../components/orders';

/**
 * 提货单: what the buyer shows at pickup. It prints on its own (the rest of the page is hidden
 * by the print style), so the buyer can take a paper copy.
 */
export function BillOfLadingModal({
  order,
  open,
  onClose,
}: {
  order: BuyerOrderDetail | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const bill = order?.billOfLading;
  const c = order?.confirmation;
  return (
    <Modal
      title="提货单"
      open={open}
      onCancel={onClose}
      width={680}
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button
          key="print"
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!bill}
          onClick={() => window.print()}
        >
          打印
        </Button>,
      ]}
    >
      {bill && c ? (
        <BillOfLading order={order} bill={bill} confirmation={c} />
      ) : order ? (
        <Empty description="付款确认后才有提货单" />
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}

/** The 提货单 itself: numbers, lot, parties, where the goods are, whom to call, and pickup. */
function BillOfLading({
  order,
  bill,
  confirmation: c,
}: {
  order: BuyerOrderDetail;
  bill: NonNullable<BuyerOrderDetail['billOfLading']>;
  confirmation: SaleConfirmation;
}) {
  return (
    <div className="lyp-bill-of-lading">
      <Typography.Title level={4} style={{ textAlign: 'center' }}>
        提 货 单
      </Typography.Title>
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label="提货单号">
          <Typography.Text copyable strong>
            {bill.billNo}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="订单号">{order.orderNo}</Descriptions.Item>
        <Descriptions.Item label="成交确认书">{c.confirmationNo}</Descriptions.Item>
        <Descriptions.Item label="标的">
          {c.lotTitle}（{c.lotNo}）
        </Descriptions.Item>
        <Descriptions.Item label="数量">
          <QuantityText confirmation={c} />
        </Descriptions.Item>
        <Descriptions.Item label="买受人">{buyerOf(c)}</Descriptions.Item>
        <Descriptions.Item label="委托方">{c.sellerName}</Descriptions.Item>
        <Descriptions.Item label="货物所在地">{bill.location}</Descriptions.Item>
        <Descriptions.Item label="付款确认时间">{when(bill.issuedAt)}</Descriptions.Item>
        <Descriptions.Item label="提货联系">
          {bill.contacts.length > 0
            ? bill.contacts.map((contact) => (
                <div key={`${contact.contactPerson}${contact.contactPhone}${contact.address}`}>
                  {contact.contactPerson} {contact.contactPhone} · {contact.address}
                  {contact.remark ? `（${contact.remark}）` : ''}
                </div>
              ))
            : '请联系委托方约定提货时间'}
        </Descriptions.Item>
        <Descriptions.Item label="提货状态">
          <PickupState order={order} />
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        提货时请出示本提货单及本人有效身份证件；委托他人提货的，须另附授权委托书。
      </Typography.Paragraph>
    </div>
  );
}

function QuantityText({ confirmation }: { confirmation: SaleConfirmation }) {
  return <>{useQuantityText(confirmation)}</>;
}

/** 提货状态: waiting, or the day the goods left and what the weighbridge said. */
function PickupState({ order }: { order: BuyerOrderDetail }) {
  const unit = useUnitLabel(order.confirmation.unit);
  if (!order.pickedUpAt) return <>待提货</>;
  const weighed = order.weighedQuantity ? `，过磅 ${formatQuantity(order.weighedQuantity, unit)}` : '';
  return <>{`已于 ${order.pickedUpOn ?? when(order.pickedUpAt)} 提货${weighed}`}</>;
}
