import type { SaleDocument } from '@lyp/shared/auction/contract.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { confirmPayment, payOrder, settleOrder, soldOrder } from '../../../test/order-fixtures';
import { layoutOf, overlappingTexts, type PdfLayout } from '../../../test/pdf-layout';

/**
 * How each document of a sale lays out on paper, read back as a PDF viewer places its text:
 * the checks a person makes looking at a printed contract, for every kind, on every run.
 */

const { t, tokens } = useAuctionApp();

const layouts = new Map<SaleDocument['kind'], PdfLayout>();

beforeAll(async () => {
  // A sale taken to its end, with both parties' confirmations printed on the tripartite contract.
  const { order, buyer } = await soldOrder(t, tokens, { priceFen: 123_450_000 });
  const documentsAs = async (token: string) =>
    dataOf<SaleDocument[]>(await t.call('GET', 'contractInfoByOrder', { token, params: { id: order.id } }));
  const tripartite = (await documentsAs(buyer.token)).find((document) => document.kind === 'tripartite')!;
  dataOf(await t.call('POST', 'contractConfirm', { token: buyer.token, params: { id: tripartite.id } }));
  const latest = (await documentsAs(tokens.seller)).find((document) => document.kind === 'tripartite')!;
  dataOf(await t.call('POST', 'contractConfirm', { token: tokens.seller, params: { id: latest.id } }));
  dataOf(await payOrder(t, buyer.token, order.id));
  await confirmPayment(t, tokens.auditor, order.id);
  await settleOrder(t, tokens.auditor, order.id, 'HX20261126000202');
  for (const document of await documentsAs(tokens.auditor)) {
    const file = await t.call('GET', 'contractFile', { token: tokens.auditor, params: { id: document.id } });
    layouts.set(document.kind, await layoutOf(file.rawPayload));
  }
}, 60_000);

const KINDS: Array<[SaleDocument['kind'], string]> = [
  ['confirmation', '成交确认书'],
  ['buyer_contract', '买受人合同'],
  ['seller_contract', '委托方费用合同'],
  ['tripartite', '三方合同'],
  ['bill_of_lading', '提货单'],
  ['settlement', '结算单'],
];

describe.each(KINDS)('the %s (%s) on paper', (kind, title) => {
  const layout = () => layouts.get(kind)!;

  it('is an A4 document of one or two pages whose text is Chinese', () => {
    expect(layout().pageWidth).toBeCloseTo(595.28, 1);
    expect(layout().pageHeight).toBeCloseTo(841.89, 1);
    expect(layout().pages).toBeGreaterThanOrEqual(1);
    expect(layout().pages).toBeLessThanOrEqual(2);
    const text = layout()
      .texts.map((run) => run.text)
      .join('');
    expect(text).toContain(title);
    expect(text.match(/[\u4e00-\u9fff]/g)?.length).toBeGreaterThan(200);
  });

  it('prints no run of text over another', () => {
    const clashes = overlappingTexts(layout().texts).map(
      ([a, b]) => `p${a.page}: 「${a.text}」 / 「${b.text}」`,
    );
    expect(clashes).toEqual([]);
  });

  it('keeps every run of text inside the page, clear of its edges', () => {
    const { pageWidth, pageHeight } = layout();
    const outside = layout()
      .texts.filter(
        (run) => run.left < 20 || run.right > pageWidth - 20 || run.bottom < 20 || run.top > pageHeight - 20,
      )
      .map((run) => `p${run.page}: 「${run.text}」`);
    expect(outside).toEqual([]);
  });
});
