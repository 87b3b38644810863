import type { SaleConfirmation } from '@lyp/shared/auction/order.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatQuantity } from '@lyp/shared/format/quantity';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import type { SaleDocumentInput } from '../../lib/pdf/sale-document-pdf';
import type { OrderRow } from '../orders';

/**
 * What a 单价 sale adds to its documents: the unit price and the estimate the 成交确认书 was made
 * on, and once weighed (过磅), the weighed quantity, the final goods amount and the difference
 * settled both ways (多退少补). A 总价 sale adds nothing.
 */

type UnitOrder = OrderRow & { unitPriceFen: number; estimatedAmountFen: number };

export function unitPricedOrder(order: OrderRow): UnitOrder | null {
  return order.priceBasis === 'unit' && order.unitPriceFen !== null && order.estimatedAmountFen !== null
    ? (order as UnitOrder)
    : null;
}

function quantities(order: UnitOrder, confirmation: SaleConfirmation, unitLabel: string) {
  return {
    unitPrice: `${formatFen(order.unitPriceFen)}/${unitLabel}`,
    estimate: formatQuantity(order.estimatedQuantity ?? confirmation.quantity, unitLabel),
    weighed: order.weighedAt ? formatQuantity(order.weighedQuantity ?? '0', unitLabel) : null,
  };
}

export function unitPricingFacts(
  order: OrderRow,
  confirmation: SaleConfirmation,
  unitLabel: string,
): Array<[string, string]> {
  const unit = unitPricedOrder(order);
  if (!unit) return [];
  const q = quantities(unit, confirmation, unitLabel);
  const facts: Array<[string, string]> = [
    ['计价方式', '单价（按提货过磅的实际数量结算，多退少补）'],
    ['成交单价', q.unitPrice],
    ['预估数量', q.estimate],
  ];
  if (q.weighed && unit.weighedAt) {
    facts.push(['过磅数量', q.weighed], ['过磅时间', formatTimestamp(unit.weighedAt)]);
  }
  return facts;
}

/**
 * The amounts of a 单价 sale: the goods amount says what it multiplies, and after the weighing
 * the estimate's amount and the difference follow it. Null for a 总价 sale.
 */
export function unitPricingAmounts(
  order: OrderRow,
  confirmation: SaleConfirmation,
  unitLabel: string,
): { price: SaleDocumentInput['amounts'][number]; difference: SaleDocumentInput['amounts'] } | null {
  const unit = unitPricedOrder(order);
  if (!unit) return null;
  const q = quantities(unit, confirmation, unitLabel);
  if (!q.weighed) {
    return {
      price: { label: `成交金额（单价 ${q.unitPrice} × 预估数量 ${q.estimate}）`, fen: unit.priceFen },
      difference: [],
    };
  }
  const differenceFen = unit.priceFen - unit.estimatedAmountFen;
  const difference =
    differenceFen === 0
      ? []
      : [
          differenceFen > 0
            ? { label: '过磅差额 少补（买受人补缴）', fen: differenceFen }
            : { label: '过磅差额 多退（平台退还买受人）', fen: -differenceFen },
        ];
  return {
    price: { label: `结算货款（单价 ${q.unitPrice} × 过磅数量 ${q.weighed}）`, fen: unit.priceFen },
    difference: [{ label: '按预估数量的成交金额', fen: unit.estimatedAmountFen }, ...difference],
  };
}
