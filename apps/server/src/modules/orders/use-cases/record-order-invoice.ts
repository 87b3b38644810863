import type { Order } from '@lyp/shared/auction/order.schemas';
import type { OrderInvoiceBody } from '@lyp/shared/invoices/invoice.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { chinaDate } from '@lyp/shared/format/timestamp';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { invoiceDetailsOf } from '../order-invoice';
import type { OrderUseCaseDeps } from '../orders-deps';

const ACTION = '登记发票（须货款已确认）';

/**
 * 登记发票: the seller records the invoice it issued for a paid order, made out to the buyer's
 * details on file, with its PDF or scan; the buyer is told and downloads it. Recording again
 * corrects it (a 红冲 and a new invoice), with the buyer's details as they are now.
 */
export function recordOrderInvoice(deps: OrderUseCaseDeps) {
  const { orders, clock, requireOrder, wrongState, reload } = deps;
  return async (principal: Principal, id: number, body: OrderInvoiceBody): Promise<Order> => {
    const row = await requireOrder(id, (order) => order.sellerOrgId === principal.orgId);
    if (row.status !== 'paid' && row.status !== 'completed') throw wrongState(row, ACTION);
    const details = row.buyerInvoiceProfile ?? row.invoiceOnRecord;
    if (!details) throw new AppError('INVOICE_DETAILS_MISSING');
    const now = clock.now();
    const today = chinaDate(now);
    if (body.issuedOn > today) throw new AppError('INVOICE_DATE_AFTER_TODAY', { params: { today } });
    const soldOn = chinaDate(row.createdAt);
    if (body.issuedOn < soldOn) throw new AppError('INVOICE_DATE_BEFORE_SALE', { params: { soldOn } });
    const file = { businessType: 'order_invoice' as const, businessId: row.id, fileIds: [body.fileId] };
    await deps.files.checkUsable(principal, file);
    await orders.recordInvoice({
      orderId: row.id,
      details: invoiceDetailsOf(details),
      ...body,
      userId: principal.userId,
      now,
    });
    await deps.files.bind(principal, file);
    const corrected = row.invoiceOnRecord !== null;
    await deps.events.publish('order.invoiced', {
      orderId: row.id,
      buyerUserId: row.buyerUserId,
      lotTitle: row.lotTitle,
      invoiceNo: body.invoiceNo,
      amountFen: body.amountFen,
      corrected,
      recordedAt: now.toISOString(),
    });
    await deps.operationLog.record(principal, {
      action: 'order_invoice',
      targetType: 'order',
      targetId: row.id,
      summary: `订单 ${row.orderNo} ${corrected ? '更正' : '登记'}发票 ${body.invoiceNo}：${formatFen(body.amountFen)}，开票日期 ${body.issuedOn}`,
      before: row.invoiceOnRecord
        ? { invoiceNo: row.invoiceOnRecord.invoiceNo, amountFen: row.invoiceOnRecord.amountFen }
        : null,
      after: { invoiceNo: body.invoiceNo, amountFen: body.amountFen, issuedOn: body.issuedOn },
    });
    return reload(row.id);
  };
}
