import { describe, expect, it } from 'vitest';
import { invoiceAmountFen, taxTermsText } from './tax-terms';

describe('a lot tax terms', () => {
  it('invoice a price with tax as it is, and add the VAT to one without, rounded to the fen', () => {
    expect(invoiceAmountFen(100_000, { taxIncluded: true, vatRatePercent: 13 })).toBe(100_000);
    expect(invoiceAmountFen(100_000, { taxIncluded: false, vatRatePercent: 13 })).toBe(113_000);
    expect(invoiceAmountFen(333, { taxIncluded: false, vatRatePercent: 9 })).toBe(363);
    expect(invoiceAmountFen(100_000, { taxIncluded: false, vatRatePercent: 0 })).toBe(100_000);
  });

  it('say in words whether the price includes the VAT and at which rate', () => {
    expect(taxTermsText({ taxIncluded: true, vatRatePercent: 13 })).toBe('成交价为含税价（增值税税率 13%）');
    expect(taxTermsText({ taxIncluded: false, vatRatePercent: 6 })).toContain(
      '成交价为不含税价，增值税（税率 6%）由买受人另行承担',
    );
    expect(taxTermsText({ taxIncluded: true, vatRatePercent: 0 })).toBe('成交价为免税价（增值税税率 0%）');
  });
});
