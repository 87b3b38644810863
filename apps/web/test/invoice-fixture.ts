import type { OrderInvoice } from '@lyp/shared/invoices/invoice.schemas';

/** An order's invoice before the goods are paid for: the lot's default tax terms, nothing issued. */
export const INVOICE_NOT_DUE: OrderInvoice = {
  state: 'not_due',
  taxIncluded: true,
  vatRatePercent: 13,
  expectedAmountFen: 100_000,
  details: null,
  issued: null,
};
