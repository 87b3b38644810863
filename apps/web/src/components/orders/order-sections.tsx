import type { OrderStatus, SaleConfirmation } from '@lyp/shared/auction/order.schemas';
import { ORDER_STATUS_LABELS } from '@lyp/shared/auction/order.schemas';
import { DICT_CODES } from '@lyp/shared/dict/dict-codes';
import { formatFen } from '@lyp/shared/format/currency';
import { toChineseCapitals } from '@lyp/shared/format/money-capitals';
import { formatQuantity } from '@lyp/shared/format/quantity';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { Descriptions, Divider, Grid, Tag, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useDictOptions } from '../../lib/dict-options';
import { buyerOf, ORDER_STATUS_COLORS } from './order-status';

/** The pieces every order detail is built from, so the buyer, seller and platform read one paper. */

export const when = (iso: string | null) => (iso ? formatTimestamp(new Date(iso)) : null);

/** An amount in figures and, as the paper reads, in Chinese capitals. */
export function Money({ fen, strong }: { fen: number; strong?: boolean }) {
  return (
    <span>
      <Typography.Text strong={strong}>{formatFen(fen)}</Typography.Text>
      <Typography.Text type="secondary">（{toChineseCapitals((fen / 100).toFixed(2))}）</Typography.Text>
    </span>
  );
}

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={ORDER_STATUS_COLORS[status]}>{ORDER_STATUS_LABELS[status]}</Tag>;
}

export function Section({ title, items }: { title: string; items: DescriptionsProps['items'] }) {
  // On a phone the labels go above their values, as in the drawer's own details.
  const layout = Grid.useBreakpoint().sm === false ? 'vertical' : 'horizontal';
  return (
    <>
      <Divider titlePlacement="start">{title}</Divider>
      <Descriptions bordered size="small" column={1} items={items} layout={layout} />
    </>
  );
}

export const item = (label: string, children: ReactNode) => ({
  key: label,
  label,
  children: children ?? '—',
});

/** A unit as people read it (吨, not ton). */
export function useUnitLabel(unit: string): string {
  const units = useDictOptions(DICT_CODES.goodsUnit).options;
  return units.find((option) => option.value === unit)?.label ?? unit;
}

/** The quantity sold with its unit as people read it. */
export function useQuantityText(confirmation: Pick<SaleConfirmation, 'quantity' | 'unit'>): string {
  return formatQuantity(confirmation.quantity, useUnitLabel(confirmation.unit));
}

/** 成交确认书: the sale as fixed at the close. */
export function ConfirmationSection({ confirmation: c }: { confirmation: SaleConfirmation }) {
  const quantity = useQuantityText(c);
  const unit = useUnitLabel(c.unit);
  // A 单价 sale: the paper shows the unit price × the estimate, the amount after it.
  const price =
    c.priceBasis === 'unit' && c.unitPriceFen !== undefined
      ? item(
          '成交金额',
          <span>
            单价 {formatFen(c.unitPriceFen)}/{unit} × 预估数量 {quantity} = <Money fen={c.priceFen} strong />
          </span>,
        )
      : item('成交价', <Money fen={c.priceFen} strong />);
  return (
    <Section
      title="成交确认书"
      items={[
        item('竞价公告', `${c.bulletinTitle}（${c.bulletinNo}）`),
        item('标的', `${c.lotTitle}（${c.lotNo}）`),
        item('数量', quantity),
        item('委托方', c.sellerName),
        item('买受人', buyerOf(c)),
        item('竞价情况', `${c.bidderCount} 位竞买人，共 ${c.bidCount} 次出价，买受人代号 ${c.buyerAlias}`),
        price,
      ]}
    />
  );
}
