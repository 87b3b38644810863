import { PRICE_BASIS_LABELS } from '@lyp/shared/auction/auction-formats';
import { ORDER_STATUS_LABELS, type BuyerOrder, type Order } from '@lyp/shared/auction/order.schemas';
import { INVOICE_STATE_LABELS } from '@lyp/shared/invoices/invoice.schemas';
import { exportList, type ExcelColumn } from '../../lib/excel-export';

/** How the goods amount was reached: 总价, or 单价 × estimate, then × the weighed quantity. */
interface PriceBasisColumns {
  priceBasis: string;
  unitPriceFen: number | null;
  estimatedQuantity: number | null;
  /** 多退少补: above 0 the buyer pays the balance, below 0 the platform refunds it. */
  differenceFen: number | null;
}

const PRICE_BASIS_COLUMNS: ExcelColumn<PriceBasisColumns>[] = [
  { header: '计价方式', key: 'priceBasis', width: 10 },
  { header: '成交单价（元）', key: 'unitPriceFen', format: 'yuan', width: 16 },
  { header: '预估数量', key: 'estimatedQuantity', width: 12 },
  { header: '过磅差额（元，正数补缴、负数退还）', key: 'differenceFen', format: 'yuan', width: 22 },
];

const priceBasisOf = (order: BuyerOrder): PriceBasisColumns => ({
  priceBasis: PRICE_BASIS_LABELS[order.priceBasis],
  unitPriceFen: order.weighing?.unitPriceFen ?? null,
  estimatedQuantity: order.weighing ? Number(order.weighing.estimatedQuantity) : null,
  differenceFen: order.weighing?.differenceFen ?? null,
});

/** After the sale: the last day to pick up, and the invoice as the seller recorded it. */
interface AfterSaleColumns {
  pickupDueOn: string | null;
  invoiceState: string;
  invoiceNo: string | null;
  invoiceIssuedOn: string | null;
  invoiceAmountFen: number | null;
}

const AFTER_SALE_COLUMNS: ExcelColumn<AfterSaleColumns>[] = [
  { header: '提货截止日', key: 'pickupDueOn', format: 'text', width: 12 },
  { header: '发票状态', key: 'invoiceState', width: 14 },
  { header: '发票号码', key: 'invoiceNo', format: 'text', width: 22 },
  { header: '开票日期', key: 'invoiceIssuedOn', format: 'text', width: 12 },
  { header: '发票金额（元）', key: 'invoiceAmountFen', format: 'yuan', width: 16 },
];

const afterSaleOf = ({ pickup, invoice }: BuyerOrder): AfterSaleColumns => ({
  pickupDueOn: pickup.dueOn,
  invoiceState: INVOICE_STATE_LABELS[invoice.state],
  invoiceNo: invoice.issued?.invoiceNo ?? null,
  invoiceIssuedOn: invoice.issued?.issuedOn ?? null,
  invoiceAmountFen: invoice.issued?.amountFen ?? null,
});

/** An order as one row of the export: the list's columns and the money, in yuan. */
interface OrderExportRow extends PriceBasisColumns, AfterSaleColumns {
  orderNo: string;
  closedAt: string;
  lotTitle: string;
  sellerName: string;
  buyerName: string;
  priceFen: number;
  depositAppliedFen: number;
  amountDueFen: number;
  commissionFen: number;
  settlementFen: number;
  status: string;
  paymentDeadlineAt: string;
  paidAt: string | null;
  pickedUpAt: string | null;
  pickedUpOn: string | null;
  weighedQuantity: number | null;
  settledAt: string | null;
  settlementReference: string | null;
}

const COLUMNS: ExcelColumn<OrderExportRow>[] = [
  { header: '订单编号', key: 'orderNo', format: 'text', width: 26 },
  { header: '成交时间', key: 'closedAt', format: 'datetime', width: 20 },
  { header: '标的', key: 'lotTitle', width: 36 },
  { header: '委托方', key: 'sellerName', width: 30 },
  { header: '买受人', key: 'buyerName', width: 24 },
  { header: '成交价（元）', key: 'priceFen', format: 'yuan', width: 16 },
  ...PRICE_BASIS_COLUMNS,
  { header: '保证金抵扣（元）', key: 'depositAppliedFen', format: 'yuan', width: 18 },
  { header: '应付货款（元）', key: 'amountDueFen', format: 'yuan', width: 16 },
  { header: '佣金（元）', key: 'commissionFen', format: 'yuan', width: 14 },
  { header: '结算金额（元）', key: 'settlementFen', format: 'yuan', width: 16 },
  { header: '订单状态', key: 'status', width: 16 },
  { header: '付款期限', key: 'paymentDeadlineAt', format: 'datetime', width: 20 },
  { header: '确认到账时间', key: 'paidAt', format: 'datetime', width: 20 },
  { header: '提货确认时间', key: 'pickedUpAt', format: 'datetime', width: 20 },
  { header: '提货日期', key: 'pickedUpOn', format: 'text', width: 12 },
  // A number, so a spreadsheet sums the weights; in the lot's unit.
  { header: '过磅数量', key: 'weighedQuantity', width: 12 },
  ...AFTER_SALE_COLUMNS,
  { header: '结算时间', key: 'settledAt', format: 'datetime', width: 20 },
  { header: '转账流水号', key: 'settlementReference', format: 'text', width: 22 },
];

/** The day the goods left and the weighbridge's figure, as recorded at pickup. */
const pickupOf = (order: BuyerOrder) => ({
  pickedUpOn: order.pickedUpOn,
  weighedQuantity: order.weighedQuantity === null ? null : Number(order.weighedQuantity),
});

function toExportRow(order: Order): OrderExportRow {
  return {
    orderNo: order.orderNo,
    closedAt: order.confirmation.closedAt,
    lotTitle: order.lotTitle,
    sellerName: order.confirmation.sellerName,
    buyerName: order.confirmation.buyerOrgName || order.confirmation.buyerName,
    priceFen: order.priceFen,
    ...priceBasisOf(order),
    depositAppliedFen: order.depositAppliedFen,
    amountDueFen: order.amountDueFen,
    commissionFen: order.commissionFen,
    settlementFen: order.settlementFen,
    status: ORDER_STATUS_LABELS[order.status],
    paymentDeadlineAt: order.paymentDeadlineAt,
    paidAt: order.paidAt,
    pickedUpAt: order.pickedUpAt,
    ...pickupOf(order),
    ...afterSaleOf(order),
    settledAt: order.settledAt,
    settlementReference: order.settlementReference,
  };
}

/** The orders as filtered, streamed as an .xlsx named after the screen and today's date (China). */
export const exportOrders = (title: string, orders: AsyncIterable<Order>, now: Date) =>
  exportList({ title, columns: COLUMNS, records: orders, toRow: toExportRow, now });

/** The buyer's side of an order as one row: the sale and the payment, nothing of the settlement. */
interface BuyerOrderExportRow extends PriceBasisColumns, AfterSaleColumns {
  orderNo: string;
  closedAt: string;
  lotTitle: string;
  sellerName: string;
  priceFen: number;
  depositAppliedFen: number;
  amountDueFen: number;
  status: string;
  paymentDeadlineAt: string;
  paymentSubmittedAt: string | null;
  paidAt: string | null;
  pickedUpAt: string | null;
  pickedUpOn: string | null;
  weighedQuantity: number | null;
}

const BUYER_COLUMNS: ExcelColumn<BuyerOrderExportRow>[] = [
  { header: '订单编号', key: 'orderNo', format: 'text', width: 26 },
  { header: '成交时间', key: 'closedAt', format: 'datetime', width: 20 },
  { header: '标的', key: 'lotTitle', width: 36 },
  { header: '委托方', key: 'sellerName', width: 30 },
  { header: '成交价（元）', key: 'priceFen', format: 'yuan', width: 16 },
  ...PRICE_BASIS_COLUMNS,
  { header: '保证金抵扣（元）', key: 'depositAppliedFen', format: 'yuan', width: 18 },
  { header: '应付货款（元）', key: 'amountDueFen', format: 'yuan', width: 16 },
  { header: '订单状态', key: 'status', width: 16 },
  { header: '付款期限', key: 'paymentDeadlineAt', format: 'datetime', width: 20 },
  { header: '凭证提交时间', key: 'paymentSubmittedAt', format: 'datetime', width: 20 },
  { header: '确认到账时间', key: 'paidAt', format: 'datetime', width: 20 },
  { header: '提货确认时间', key: 'pickedUpAt', format: 'datetime', width: 20 },
  { header: '提货日期', key: 'pickedUpOn', format: 'text', width: 12 },
  // A number, so a spreadsheet sums the weights; in the lot's unit.
  { header: '过磅数量', key: 'weighedQuantity', width: 12 },
  ...AFTER_SALE_COLUMNS,
];

const toBuyerExportRow = (order: BuyerOrder): BuyerOrderExportRow => ({
  orderNo: order.orderNo,
  closedAt: order.confirmation.closedAt,
  lotTitle: order.lotTitle,
  sellerName: order.confirmation.sellerName,
  priceFen: order.priceFen,
  ...priceBasisOf(order),
  depositAppliedFen: order.depositAppliedFen,
  amountDueFen: order.amountDueFen,
  status: ORDER_STATUS_LABELS[order.status],
  paymentDeadlineAt: order.paymentDeadlineAt,
  paymentSubmittedAt: order.paymentSubmittedAt,
  paidAt: order.paidAt,
  pickedUpAt: order.pickedUpAt,
  ...pickupOf(order),
  ...afterSaleOf(order),
});

/** 我的订单 as filtered, streamed as an .xlsx. */
export const exportBuyerOrders = (orders: AsyncIterable<BuyerOrder>, now: Date) =>
  exportList({ title: '我的订单', columns: BUYER_COLUMNS, records: orders, toRow: toBuyerExportRow, now });
