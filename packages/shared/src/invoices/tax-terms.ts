/**
 * 税费条款: whether a lot's price includes VAT, and at which rate. Goods (scrap metal, used
 * equipment) are 13 %; the lower rates cover transport, services and simplified taxpayers.
 */
export const VAT_RATES = [13, 9, 6, 3, 1, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];

export const DEFAULT_TAX_TERMS = { taxIncluded: true, vatRatePercent: 13 } as const;

export interface TaxTerms {
  taxIncluded: boolean;
  vatRatePercent: number;
}

/** The terms as a lot page, a 成交确认书 and a contract state them. */
export function taxTermsText({ taxIncluded, vatRatePercent }: TaxTerms): string {
  if (vatRatePercent === 0) return '成交价为免税价（增值税税率 0%）';
  return taxIncluded
    ? `成交价为含税价（增值税税率 ${vatRatePercent}%）`
    : `成交价为不含税价，增值税（税率 ${vatRatePercent}%）由买受人另行承担，向委托方结清`;
}

/**
 * 价税合计: what the invoice for a sale comes to. A price with tax is invoiced as it is; one without
 * has the VAT added, rounded to the fen.
 */
export function invoiceAmountFen(priceFen: number, { taxIncluded, vatRatePercent }: TaxTerms): number {
  return taxIncluded ? priceFen : priceFen + Math.round((priceFen * vatRatePercent) / 100);
}
