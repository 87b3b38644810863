import { differenceDirection, type OrderWeighing } from '@lyp/shared/auction/order-weighing.schemas';
import type { Order, SaleConfirmation } from '@lyp/shared/auction/order.schemas';
import { AUCTION_RULES } from '@lyp/shared/auction/auction-rules';
import { formatFen } from '@lyp/shared/format/currency';
import { formatQuantity } from '@lyp/shared/format/quantity';
import { Tag } from 'antd';
import { ProtectedFile } from '../back-office/protected-file';
import { item, Money, Section, useUnitLabel, when } from './order-sections';

/** Who reads the weighing: the buyer is told what they pay or get back, the others what is owed. */
export type WeighingReader = 'buyer' | 'seller' | 'platform';

const THRESHOLD = `${AUCTION_RULES.weighingConfirmThresholdBps / 100}%`;

/** 多退少补 in words for each reader, with the amount. */
function differenceText(weighing: OrderWeighing, reader: WeighingReader): string {
  const fen = Math.abs(weighing.differenceFen ?? 0);
  const settled = weighing.differenceSettledAt !== null;
  switch (differenceDirection(weighing.differenceFen)) {
    case 'none':
      return '过磅数量与预估数量一致，无差额';
    case 'refund':
      if (settled) return `平台已退还买受人 ${formatFen(fen)}`;
      return reader === 'buyer' ? `平台将退还您 ${formatFen(fen)}` : `平台应退还买受人 ${formatFen(fen)}`;
    case 'balance':
      if (settled) return `平台已收到买受人补缴 ${formatFen(fen)}`;
      if (weighing.balanceSubmittedAt) return `买受人已提交补缴 ${formatFen(fen)} 的凭证，待平台确认到账`;
      return reader === 'buyer'
        ? `请补缴 ${formatFen(fen)} 至平台账户（付款账户同货款）`
        : `买受人应补缴 ${formatFen(fen)}`;
  }
}

/** The buyer's word on a weighing far off the estimate: needed, given, or not needed. */
function confirmationText(weighing: OrderWeighing): string {
  if (!weighing.needsBuyerConfirmation) return `无需确认（与预估数量相差不超过 ${THRESHOLD}）`;
  if (weighing.buyerConfirmedAt) return `买受人已于 ${when(weighing.buyerConfirmedAt)} 确认`;
  return `与预估数量相差超过 ${THRESHOLD}，待买受人确认后结算`;
}

export function DifferenceTag({ weighing }: { weighing: OrderWeighing }) {
  const direction = differenceDirection(weighing.differenceFen);
  if (direction === 'none') return <Tag>无差额</Tag>;
  const fen = formatFen(Math.abs(weighing.differenceFen ?? 0));
  return direction === 'refund' ? <Tag color="green">多退 {fen}</Tag> : <Tag color="orange">少补 {fen}</Tag>;
}

/** 单价 ¥2,500.00/吨 × 40 吨: how an amount of a 单价 sale is reached. */
export function useUnitPriceText(
  weighing: Pick<OrderWeighing, 'unitPriceFen'>,
  confirmation: Pick<SaleConfirmation, 'unit'>,
  quantity: string,
): string {
  const unit = useUnitLabel(confirmation.unit);
  return `单价 ${formatFen(weighing.unitPriceFen)}/${unit} × ${formatQuantity(quantity, unit)}`;
}

/**
 * 过磅结算 of a 单价 order: the estimate the sale was made on, the weighbridge's figure, the final
 * goods amount and the difference settled both ways (多退少补). Nothing for a 总价 order.
 */
export function WeighingSection({
  order,
  reader,
}: {
  order: Pick<Order, 'weighing' | 'confirmation'>;
  reader: WeighingReader;
}) {
  const unit = useUnitLabel(order.confirmation.unit);
  const { weighing } = order;
  if (!weighing) return null;
  const estimate = formatQuantity(weighing.estimatedQuantity, unit);
  const weighed = weighing.weighedQuantity === null ? null : formatQuantity(weighing.weighedQuantity, unit);
  const items = [
    item('计价方式', '单价（按提货过磅的实际数量结算，多退少补）'),
    item('成交单价', `${formatFen(weighing.unitPriceFen)}/${unit}`),
    item('预估数量', estimate),
    item('按预估数量金额', <Money fen={weighing.estimatedAmountFen} />),
    item('实际数量（过磅）', weighed ?? '待提货时过磅'),
  ];
  if (weighed && weighing.finalAmountFen !== null) {
    items.push(
      item('过磅时间', when(weighing.weighedAt)),
      item('结算货款', <Money fen={weighing.finalAmountFen} strong />),
      item(
        '差额（多退少补）',
        <span>
          <DifferenceTag weighing={weighing} /> {differenceText(weighing, reader)}
        </span>,
      ),
      item('过磅结果确认', confirmationText(weighing)),
      item(
        '磅单',
        weighing.ticketFileId ? <ProtectedFile fileId={weighing.ticketFileId} label="磅单" /> : '未上传',
      ),
      ...(weighing.balanceVoucherFileId
        ? [item('补缴凭证', <ProtectedFile fileId={weighing.balanceVoucherFileId} label="补缴凭证" />)]
        : []),
    );
  }
  return <Section title="过磅结算" items={items} />;
}

/**
 * An order list's price cell: the goods amount, and for a 单价 sale what it multiplies (the weighed
 * quantity once known, else the estimate) with the difference to settle.
 */
export function PriceBasisCell({ order }: { order: Pick<Order, 'priceFen' | 'weighing' | 'confirmation'> }) {
  const { weighing } = order;
  const basis = useUnitPriceText(
    { unitPriceFen: weighing?.unitPriceFen ?? 0 },
    order.confirmation,
    weighing?.weighedQuantity ?? weighing?.estimatedQuantity ?? '0',
  );
  if (!weighing) return <>{formatFen(order.priceFen)}</>;
  return (
    <>
      <div>{formatFen(order.priceFen)}</div>
      <div className="lyp-muted">
        {basis}
        {weighing.weighedQuantity === null ? '（预估）' : '（实际）'}
      </div>
      {weighing.weighedQuantity !== null ? <DifferenceTag weighing={weighing} /> : null}
    </>
  );
}
