import type { DocumentVerification, SaleDocument } from '@lyp/shared/auction/contract.schemas';
import type { BuyerOrderDetail } from '@lyp/shared/auction/order.schemas';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../lib/clock';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { confirmPayment, payOrder, settleOrder, soldOrder } from '../../../test/order-fixtures';
import { testIdNumbers } from '../../../test/test-secret';
import { certifications } from '../../db/schema';
import { protectIdNumber } from '../../lib/id-number-vault';
import { pdfText as textOf } from '../../../test/pdf-text';

/** The documents of a sale: issued after their event, read by their parties only, confirmed, verified. */

const { t, tokens } = useAuctionApp();

const documentsOf = (token: string, orderId: number) =>
  t.call('GET', 'contractInfoByOrder', { token, params: { id: orderId } });
const kindsOf = async (token: string, orderId: number) =>
  dataOf<SaleDocument[]>(await documentsOf(token, orderId)).map((document) => document.kind);
const documentOf = async (token: string, orderId: number, kind: SaleDocument['kind']) =>
  dataOf<SaleDocument[]>(await documentsOf(token, orderId)).find((document) => document.kind === kind)!;
const fileOf = (token: string, id: number) => t.call('GET', 'contractFile', { token, params: { id } });
const confirm = (token: string, id: number) => t.call('POST', 'contractConfirm', { token, params: { id } });
const verify = (code: string, ip?: string) =>
  t.call('GET', 'contractVerify', { params: { code }, ...(ip ? { ip } : {}) });

async function paidAndSettled(order: { id: number }, buyerToken: string) {
  dataOf(await payOrder(t, buyerToken, order.id));
  await confirmPayment(t, tokens.auditor, order.id);
  await settleOrder(t, tokens.auditor, order.id, 'HX20261125000777');
}

describe('the documents of a sale', () => {
  it('exist after the close, each side seeing its own contract and neither the other’s', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    expect(await kindsOf(buyer.token, order.id)).toEqual(['confirmation', 'buyer_contract', 'tripartite']);
    expect(await kindsOf(tokens.seller, order.id)).toEqual(['confirmation', 'seller_contract', 'tripartite']);
    expect(await kindsOf(tokens.auditor, order.id)).toEqual([
      'confirmation',
      'buyer_contract',
      'seller_contract',
      'tripartite',
    ]);
    const sellerContract = await documentOf(tokens.seller, order.id, 'seller_contract');
    expect(errorOf(await fileOf(buyer.token, sellerContract.id)).status).toBe(404);
  });

  it('add the bill of lading once the payment is confirmed, and the settlement statement for the seller once settled', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    await paidAndSettled(order, buyer.token);
    expect(await kindsOf(buyer.token, order.id)).toEqual([
      'confirmation',
      'buyer_contract',
      'tripartite',
      'bill_of_lading',
    ]);
    expect(await kindsOf(tokens.seller, order.id)).toContain('settlement');

    const statement = await documentOf(tokens.seller, order.id, 'settlement');
    const text = await textOf((await fileOf(tokens.seller, statement.id)).rawPayload);
    expect(text).toContain('结算单');
    expect(text).toContain('HX20261125000777');
    expect(text).toContain(statement.documentNo);
  });

  it('print on the bill of lading the last day to pick up and what a late pickup costs', async () => {
    const { order, buyer } = await soldOrder(t, tokens, { lot: { pickupDays: 10, storageFeeFen: 30_000 } });
    dataOf(await payOrder(t, buyer.token, order.id));
    await confirmPayment(t, tokens.auditor, order.id);
    const { pickup } = dataOf<BuyerOrderDetail>(
      await t.call('GET', 'myOrderGet', { token: buyer.token, params: { id: order.id } }),
    );
    const bill = await documentOf(buyer.token, order.id, 'bill_of_lading');
    const text = (await textOf((await fileOf(buyer.token, bill.id)).rawPayload)).replace(/\s+/g, '');
    expect(text).toContain(`提货截止日${pickup.dueOn}（北京时间，付款确认后10天内）`);
    expect(text).toContain('每天¥300.00，提货时向委托方结清');
  });

  it('state the lot tax terms and the invoice total on the 成交确认书 and the buyer contract', async () => {
    const { order, buyer } = await soldOrder(t, tokens, { lot: { taxIncluded: false, vatRatePercent: 13 } });
    for (const kind of ['confirmation', 'buyer_contract'] as const) {
      const paper = await documentOf(buyer.token, order.id, kind);
      const text = (await textOf((await fileOf(buyer.token, paper.id)).rawPayload)).replace(/\s+/g, '');
      expect(text).toContain('成交价为不含税价，增值税（税率13%）由买受人另行承担');
      expect(text).toContain('价税合计¥1,130.00');
    }
  });

  it('print the parties, the number, the amounts in figures and in Chinese capitals', async () => {
    const { order, buyer } = await soldOrder(t, tokens, { priceFen: 130_000 });
    await t.database.db
      .update(certifications)
      .set(protectIdNumber(testIdNumbers, '320102199001011234'))
      .where(eq(certifications.userId, buyer.userId));
    const contract = await documentOf(buyer.token, order.id, 'tripartite');
    const file = await fileOf(buyer.token, contract.id);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; /);
    const text = await textOf(file.rawPayload);

    expect(contract.documentNo).toBe(`SF${order.orderNo.slice(2)}`);
    expect(text).toContain('三方合同');
    expect(text).toContain(contract.documentNo);
    expect(text).toContain(order.confirmation.sellerName);
    expect(text).toContain(order.confirmation.buyerName);
    expect(text).toContain('320102********1234');
    expect(text).not.toContain('320102199001011234');
    expect(text).toContain('¥1,300.00');
    expect(text).toContain('人民币壹仟叁佰元整');
    expect(text).toContain(order.confirmation.lotTitle);
    // The quantity as people write it, in the unit's label: never "120.500 ton".
    expect(text).toContain('120.5 吨');
    expect(text).not.toContain('ton');
    expect(text).toContain(contract.verifyCode);
    expect(text).toContain('佣金标准');
  });

  it('are kept exactly as issued: the file’s SHA-256 is the one recorded, and reading again issues nothing new', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    const first = await documentOf(buyer.token, order.id, 'buyer_contract');
    const again = await documentOf(buyer.token, order.id, 'buyer_contract');
    expect(again).toMatchObject({ id: first.id, version: 1, sha256: first.sha256 });
    const bytes = (await fileOf(buyer.token, first.id)).rawPayload;
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(first.sha256);
  });

  it('are unreachable by id for anyone who is not a party', async () => {
    const { order, buyer, loser } = await soldOrder(t, tokens);
    const contract = await documentOf(buyer.token, order.id, 'tripartite');
    expect(errorOf(await documentsOf(loser.token, order.id))).toMatchObject({
      status: 404,
      error: 'ORDER_NOT_FOUND',
    });
    expect(errorOf(await fileOf(loser.token, contract.id))).toMatchObject({
      status: 404,
      error: 'DOCUMENT_NOT_FOUND',
    });
    expect(errorOf(await confirm(loser.token, contract.id)).status).toBe(404);
    expect(errorOf(await fileOf('', contract.id)).status).toBe(401);
  });
});

describe('confirming a contract online (签署确认)', () => {
  it('records each party once and issues a new version printing who confirmed and when', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    const first = await documentOf(buyer.token, order.id, 'tripartite');
    expect(first).toMatchObject({ version: 1, awaiting: ['seller', 'buyer'], confirmableAs: 'buyer' });

    const byBuyer = dataOf<SaleDocument>(await confirm(buyer.token, first.id));
    expect(byBuyer).toMatchObject({ version: 2, awaiting: ['seller'], confirmableAs: null });
    expect(byBuyer.confirmations).toEqual([expect.objectContaining({ party: 'buyer' })]);
    expect(errorOf(await confirm(buyer.token, first.id))).toMatchObject({
      status: 409,
      error: 'DOCUMENT_ALREADY_CONFIRMED',
    });

    const bySeller = dataOf<SaleDocument>(await confirm(tokens.seller, byBuyer.id));
    expect(bySeller).toMatchObject({ version: 3, awaiting: [] });
    const text = await textOf((await fileOf(tokens.seller, bySeller.id)).rawPayload);
    expect(text).toContain('第 3 版');
    expect(text).toContain(bySeller.confirmations.find((row) => row.party === 'seller')!.accountName);
    expect(text).toContain(bySeller.confirmations.find((row) => row.party === 'buyer')!.accountName);

    // The first version is still there, unchanged.
    const original = (await fileOf(buyer.token, first.id)).rawPayload;
    expect(createHash('sha256').update(original).digest('hex')).toBe(first.sha256);
  });

  it('is refused to the platform, which issues the contract rather than signs it', async () => {
    const { order } = await soldOrder(t, tokens);
    const contract = await documentOf(tokens.auditor, order.id, 'tripartite');
    expect(errorOf(await confirm(tokens.auditor, contract.id))).toMatchObject({
      status: 403,
      error: 'DOCUMENT_NOT_A_SIGNATORY',
    });
  });

  it('is not offered for documents that need none', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    const confirmation = await documentOf(buyer.token, order.id, 'confirmation');
    expect(confirmation).toMatchObject({ awaiting: [], confirmableAs: null });
    expect(errorOf(await confirm(buyer.token, confirmation.id)).error).toBe('DOCUMENT_NOT_A_SIGNATORY');
  });

  it('is no longer offered or accepted once the buyer has defaulted (悔拍)', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    t.clock.set(new Date(Date.parse(order.paymentDeadlineAt) + HOUR_MS));
    await t.services.closing.sweepOnce();
    const contract = await documentOf(buyer.token, order.id, 'buyer_contract');
    expect(contract).toMatchObject({ awaiting: ['buyer'], confirmableAs: null });
    expect(errorOf(await confirm(buyer.token, contract.id))).toMatchObject({
      status: 409,
      error: 'DOCUMENT_SALE_VOID',
      msg: '该订单已违约（悔拍），合同不再签署确认',
    });
  });
});

describe('verifying a printed document', () => {
  it('answers for a real code with the number, parties, amount and the stored file’s SHA-256', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    const contract = await documentOf(buyer.token, order.id, 'buyer_contract');
    const answer = dataOf<DocumentVerification>(await verify(contract.verifyCode.toLowerCase()));
    expect(answer).toMatchObject({
      kind: 'buyer_contract',
      documentNo: contract.documentNo,
      version: 1,
      isLatest: true,
      orderNo: order.orderNo,
      sellerName: order.confirmation.sellerName,
      priceFen: order.priceFen,
      sha256: contract.sha256,
    });
  });

  it('tells a superseded version from the latest', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    const first = await documentOf(buyer.token, order.id, 'buyer_contract');
    dataOf(await confirm(buyer.token, first.id));
    expect(dataOf<DocumentVerification>(await verify(first.verifyCode))).toMatchObject({
      version: 1,
      isLatest: false,
      latestVersion: 2,
      confirmations: [],
    });
  });

  it('refuses a forged or malformed code, in Chinese', async () => {
    expect(errorOf(await verify('ZZZZZZZZZZ'))).toMatchObject({
      status: 404,
      error: 'DOCUMENT_VERIFY_FAILED',
      msg: expect.stringContaining('验证码无效'),
    });
    expect(errorOf(await verify('not-a-code!'))).toMatchObject({ status: 400 });
  });

  it('slows a client guessing codes: 30 a minute, then 429 with Retry-After, others unaffected', async () => {
    const guesser = '10.8.8.8';
    for (let guess = 0; guess < 30; guess += 1) {
      expect((await verify('ZZZZZZZZZZ', guesser)).statusCode).toBe(404);
    }
    const refused = await verify('ZZZZZZZZZZ', guesser);
    expect(errorOf(refused)).toMatchObject({ status: 429, error: 'RATE_LIMITED' });
    expect(errorOf(refused).msg).toMatch(/^请求过于频繁，请 \d+ 秒后再试$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify('ZZZZZZZZZZ', '10.8.8.9')).statusCode).toBe(404);
  });
});

describe('the contract lists', () => {
  it('show the buyer their 买受人合同, the seller its 费用合同, and both the 三方合同', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    const listed = async (
      name: 'buyerContracts' | 'sellerContracts' | 'tripartiteContracts',
      token: string,
    ) =>
      dataOf<{ records: SaleDocument[] }>(await t.call('POST', name, { token, body: { size: 100 } })).records;

    expect((await listed('buyerContracts', buyer.token)).map((row) => [row.orderId, row.kind])).toEqual([
      [order.id, 'buyer_contract'],
    ]);
    const sellers = await listed('sellerContracts', tokens.seller);
    expect(sellers.find((row) => row.orderId === order.id)?.kind).toBe('seller_contract');
    expect((await listed('tripartiteContracts', buyer.token)).map((row) => row.kind)).toEqual(['tripartite']);
    const sellersTripartite = await listed('tripartiteContracts', tokens.seller);
    expect(sellersTripartite.find((row) => row.orderId === order.id)?.kind).toBe('tripartite');
    expect(await listed('sellerContracts', buyer.token)).toEqual([]);
  });

  it('find a contract by order number or lot title', async () => {
    const { order } = await soldOrder(t, tokens, { lot: { title: '废不锈钢边角料 304' } });
    const found = dataOf<{ records: SaleDocument[] }>(
      await t.call('POST', 'sellerContracts', {
        token: tokens.seller,
        body: { keyword: '不锈钢边角料 304' },
      }),
    ).records;
    expect(found.map((row) => row.orderId)).toEqual([order.id]);
  });
});
