import type { DocumentKind } from '@lyp/shared/auction/contract.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { invoiceAmountFen, taxTermsText } from '@lyp/shared/invoices/tax-terms';
import type { OrderRow } from '../orders';

/** Papers that state what the price means for tax: the confirmation and the contracts. */
const STATES_TAX: ReadonlySet<DocumentKind> = new Set([
  'confirmation',
  'buyer_contract',
  'seller_contract',
  'tripartite',
]);

/** Papers between the buyer and the seller's goods: they also say who invoices what. */
const STATES_INVOICE: ReadonlySet<DocumentKind> = new Set(['confirmation', 'buyer_contract', 'tripartite']);

/** 税费 (and 发票): the lot's tax terms as the bulletin set them, on the papers that bind to them. */
export function taxFacts(
  kind: DocumentKind,
  order: Pick<OrderRow, 'lotTaxIncluded' | 'lotVatRatePercent' | 'priceFen'>,
): Array<[string, string]> {
  if (!STATES_TAX.has(kind)) return [];
  const terms = { taxIncluded: order.lotTaxIncluded, vatRatePercent: order.lotVatRatePercent };
  const facts: Array<[string, string]> = [['税费', taxTermsText(terms)]];
  if (STATES_INVOICE.has(kind)) {
    const total = formatFen(invoiceAmountFen(order.priceFen, terms));
    facts.push(['发票', `货款确认后由委托方按买受人开票信息开具增值税发票，价税合计 ${total}`]);
  }
  return facts;
}
