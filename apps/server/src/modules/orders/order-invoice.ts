import { invoiceAmountFen } from '@lyp/shared/invoices/tax-terms';
import type { InvoiceDetails, OrderInvoice } from '@lyp/shared/invoices/invoice.schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lots, orderInvoices, orders } from '../../db/schema';

/** The invoice the seller recorded, as the order's query reads it (JSON). */
interface InvoiceOnRecord extends InvoiceDetails {
  invoiceNo: string;
  issuedOn: string;
  amountFen: number;
  fileId: string;
  recordedAt: string;
}

/** The order's invoice columns: the lot's tax terms, the recorded invoice, the buyer's details now. */
export const invoiceColumns = {
  lotTaxIncluded: lots.taxIncluded,
  lotVatRatePercent: lots.vatRatePercent,
  invoiceOnRecord: sql<InvoiceOnRecord | null>`(
    select json_build_object('kind', i.kind, 'title', i.title, 'taxNo', i.tax_no,
      'addressPhone', i.address_phone, 'bankAccount', i.bank_account, 'invoiceNo', i.invoice_no,
      'issuedOn', i.issued_on, 'amountFen', i.amount_fen, 'fileId', i.file_id, 'recordedAt', i.recorded_at)
    from order_invoices i where i.order_id = ${orders.id})`,
  buyerInvoiceProfile: sql<InvoiceDetails | null>`(
    select json_build_object('kind', p.kind, 'title', p.title, 'taxNo', p.tax_no,
      'addressPhone', p.address_phone, 'bankAccount', p.bank_account)
    from invoice_profiles p where p.org_id = ${orders.buyerOrgId})`,
};

export interface InvoiceColumns {
  lotTaxIncluded: boolean;
  lotVatRatePercent: number;
  invoiceOnRecord: InvoiceOnRecord | null;
  buyerInvoiceProfile: InvoiceDetails | null;
}

/** Just whom an invoice is made out to, from a profile or a recorded invoice. */
export const invoiceDetailsOf = (source: InvoiceDetails): InvoiceDetails => ({
  kind: source.kind,
  title: source.title,
  taxNo: source.taxNo,
  addressPhone: source.addressPhone,
  bankAccount: source.bankAccount,
});

/** Goods paid for (and not defaulted): the seller owes an invoice from then on. */
const INVOICED_STATUSES = new Set(['paid', 'completed']);

type InvoicedOrder = InvoiceColumns & { status: string; priceFen: number };

/** Where the order's invoice stands, for every party. */
export function invoiceOf(row: InvoicedOrder): OrderInvoice {
  const terms = { taxIncluded: row.lotTaxIncluded, vatRatePercent: row.lotVatRatePercent };
  const record = row.invoiceOnRecord;
  const details = record ? invoiceDetailsOf(record) : row.buyerInvoiceProfile;
  const state = record
    ? 'issued'
    : !INVOICED_STATUSES.has(row.status)
      ? 'not_due'
      : row.buyerInvoiceProfile
        ? 'awaiting_invoice'
        : 'awaiting_details';
  return {
    state,
    ...terms,
    expectedAmountFen: invoiceAmountFen(row.priceFen, terms),
    details,
    issued: record
      ? {
          invoiceNo: record.invoiceNo,
          issuedOn: record.issuedOn,
          amountFen: Number(record.amountFen),
          fileId: record.fileId,
          recordedAt: new Date(record.recordedAt).toISOString(),
        }
      : null,
  };
}

/** 登记发票: one invoice per order; recording again corrects it. */
export function createOrderInvoiceWrites(db: Db) {
  return {
    async recordInvoice(input: {
      orderId: number;
      details: InvoiceDetails;
      invoiceNo: string;
      issuedOn: string;
      amountFen: number;
      fileId: string;
      userId: number;
      now: Date;
    }): Promise<void> {
      const values = {
        ...input.details,
        invoiceNo: input.invoiceNo,
        issuedOn: input.issuedOn,
        amountFen: input.amountFen,
        fileId: input.fileId,
        recordedBy: input.userId,
        recordedAt: input.now,
      };
      await db
        .insert(orderInvoices)
        .values({ orderId: input.orderId, ...values })
        .onConflictDoUpdate({ target: orderInvoices.orderId, set: values });
    },
  };
}
