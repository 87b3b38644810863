import type { Order, ReviewedAccount } from '@lyp/shared/auction/order.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { certifiedCompany, requestBankChange } from '../../../test/company-fixtures';
import { payOrder, soldOrder } from '../../../test/order-fixtures';
import { orders, settlementAccounts } from '../../db/schema';

const { t, tokens } = useAuctionApp();

const SECOND_ACCOUNT = {
  bankName: '交通银行无锡分行营业部',
  bankNumber: '3220 0060 0018 0100 12345',
  interbankAccount: '301302000012',
};

const orderOf = async (id: number, token = tokens.auditor) =>
  dataOf<Order>(await t.call('GET', 'orderGet', { token, params: { id } }));
const optionsOf = (orderId: number, token: string) =>
  t.call('GET', 'orderSettlementAccountOptions', { token, params: { id: orderId } });
const choose = (orderId: number, accountId: number, token: string) =>
  t.call('POST', 'orderSettlementAccount', { token, body: { orderId, accountId } });
const settle = (orderId: number) =>
  t.call('POST', 'orderSettle', {
    token: tokens.auditor,
    body: { orderId, transferReference: 'HX20261127000777' },
  });

/**
 * A company of its own (certified by the demo auditor) whose sale the platform has confirmed
 * paid: ready to settle, with the company's first reviewed account in force.
 */
async function companyWithPaidSale() {
  const company = await certifiedCompany(t, tokens.auditor);
  const seller = company.owner.token;
  const { order, buyer } = await soldOrder(t, { seller, auditor: tokens.auditor });
  dataOf(await payOrder(t, buyer.token, order.id));
  dataOf(
    await t.call('POST', 'platformOrderPaymentAudit', {
      token: tokens.auditor,
      body: { orderId: order.id, approved: true },
    }),
  );
  return { ...company, seller, order };
}

/** The company asks for a second account and the auditor approves it: now it has two reviewed ones. */
async function approveSecondAccount(seller: string, applicationId: number) {
  dataOf(await requestBankChange(t, seller, SECOND_ACCOUNT));
  dataOf(
    await t.call('POST', 'companyBankReview', {
      token: tokens.auditor,
      body: { id: applicationId, approved: true },
    }),
  );
}

describe('where a sale’s money may go (收款账户)', () => {
  it('goes by default to the company’s reviewed account in force, shown with who reviewed it and when', async () => {
    const { order, application } = await companyWithPaidSale();
    expect(order.settlementAccount).toMatchObject({
      accountName: application.companyName,
      bankNumber: application.bankNumber,
      isDefault: true,
      reviewState: 'reviewed',
      source: 'certification',
      reviewerName: '王芳',
      certifiedName: application.companyName,
    });
    const settled = dataOf<Order>(await settle(order.id));
    expect(settled.settlementAccount).toMatchObject({
      bankNumber: application.bankNumber,
      reviewState: 'reviewed',
    });
  });

  it('lets the seller choose only among the company’s reviewed accounts, never type one', async () => {
    const { seller, order, application } = await companyWithPaidSale();
    await approveSecondAccount(seller, application.id);
    const options = dataOf<ReviewedAccount[]>(await optionsOf(order.id, seller));
    expect(options.map((account) => [account.bankNumber, account.source, account.inForce])).toEqual([
      ['322000600018010012345', 'bank_change', true],
      [application.bankNumber, 'certification', false],
    ]);

    // The earlier reviewed account is still the company's: the seller may keep settling to it.
    const earlier = options[1]!;
    const changed = dataOf<Order>(await choose(order.id, earlier.id, seller));
    expect(changed.settlementAccount).toMatchObject({
      id: earlier.id,
      bankNumber: application.bankNumber,
      isDefault: false,
      reviewState: 'reviewed',
    });

    // A typed account is no body this route takes.
    const typed = await t.call('POST', 'orderSettlementAccount', {
      token: seller,
      body: { orderId: order.id, accountName: '张三', bankName: '某银行', bankNumber: '6222000011112222' },
    });
    expect(errorOf(typed)).toMatchObject({
      status: 400,
      fields: [{ field: 'accountId', msg: '收款账户必须是数字' }],
    });
  });

  it('refuses another company’s account, and refuses the buyer and other companies the options', async () => {
    const { seller, order } = await companyWithPaidSale();
    const other = await companyWithPaidSale();
    const [othersAccount] = dataOf<ReviewedAccount[]>(await optionsOf(other.order.id, other.seller));
    expect(errorOf(await choose(order.id, othersAccount!.id, seller))).toMatchObject({
      status: 404,
      error: 'SETTLEMENT_ACCOUNT_NOT_FOUND',
      fields: [{ field: 'accountId', msg: expect.stringContaining('不是本企业已审核') }],
    });
    expect((await optionsOf(order.id, other.seller)).statusCode).toBe(404);
    expect((await optionsOf(order.id, tokens.buyer)).statusCode).toBe(403);
    expect((await orderOf(order.id)).settlementAccount?.isDefault).toBe(true);
  });

  it('never settles to an account typed before accounts were reviewed, until the seller chooses a reviewed one', async () => {
    const { seller, order } = await companyWithPaidSale();
    // As the old 收款账户 form left it: a person's name for a company seller.
    await t.database.db
      .update(orders)
      .set({
        settlementAccountName: '张三',
        settlementBankName: '中国建设银行无锡分行',
        settlementBankNumber: '6217000011112222333',
        settlementInterbank: '105302000019',
      })
      .where(eq(orders.id, order.id));
    expect((await orderOf(order.id)).settlementAccount).toMatchObject({
      id: null,
      accountName: '张三',
      reviewState: 'unreviewed',
    });
    expect(errorOf(await settle(order.id))).toMatchObject({
      status: 409,
      error: 'SETTLEMENT_ACCOUNT_NOT_SETTLEABLE',
      msg: '收款账户「张三 6217000011112222333」未经审核，不能结算：请委托方在订单管理中选择本企业已审核的收款账户',
    });
    expect((await orderOf(order.id)).settledAt).toBeNull();

    const [reviewed] = dataOf<ReviewedAccount[]>(await optionsOf(order.id, seller));
    dataOf(await choose(order.id, reviewed!.id, seller));
    expect(dataOf<Order>(await settle(order.id)).settlementAccount).toMatchObject({
      id: reviewed!.id,
      accountName: reviewed!.accountName,
      reviewState: 'reviewed',
    });
  });

  it('refuses an account not in the certified company’s name, to choose or to settle', async () => {
    const { seller, order, orgId, application } = await companyWithPaidSale();
    const now = t.clock.now();
    const [misnamed] = await t.database.db
      .insert(settlementAccounts)
      .values({
        orgId,
        accountName: '王五',
        bankName: '中国银行无锡分行',
        bankNumber: '6013820000123456',
        source: 'bank_change',
        reviewedAt: now,
        createdAt: now,
      })
      .returning();
    expect(errorOf(await choose(order.id, misnamed!.id, seller))).toMatchObject({
      status: 409,
      msg: `收款户名「王五」与认证名称「${application.companyName}」不一致，不能作为收款账户`,
    });
    // Named on the order all the same (a company renamed since, say): the platform cannot settle.
    await t.database.db
      .update(orders)
      .set({ settlementAccountId: misnamed!.id })
      .where(eq(orders.id, order.id));
    expect((await orderOf(order.id)).settlementAccount?.reviewState).toBe('name_mismatch');
    expect(errorOf(await settle(order.id))).toMatchObject({
      status: 409,
      msg: expect.stringContaining('户名与认证名称不符，不能结算'),
    });
  });

  it('stops settling to an account a reviewer corrected away, and drops it from the choices', async () => {
    const { seller, order, application } = await companyWithPaidSale();
    const [original] = dataOf<ReviewedAccount[]>(await optionsOf(order.id, seller));
    dataOf(await choose(order.id, original!.id, seller));
    dataOf(
      await t.call('POST', 'registerReviewBankEdit', {
        token: tokens.auditor,
        body: { id: application.id, ...SECOND_ACCOUNT, reason: '企业来函更正账号' },
      }),
    );
    expect((await orderOf(order.id)).settlementAccount).toMatchObject({
      id: original!.id,
      reviewState: 'retired',
    });
    expect(errorOf(await settle(order.id))).toMatchObject({
      status: 409,
      error: 'SETTLEMENT_ACCOUNT_NOT_SETTLEABLE',
    });
    const options = dataOf<ReviewedAccount[]>(await optionsOf(order.id, seller));
    expect(options.map((account) => [account.bankNumber, account.source])).toEqual([
      ['322000600018010012345', 'correction'],
    ]);
  });

  it('keeps the account the money went to, even when it is corrected away later, and takes no new choice', async () => {
    const { seller, order, application } = await companyWithPaidSale();
    const [reviewed] = dataOf<ReviewedAccount[]>(await optionsOf(order.id, seller));
    dataOf(await settle(order.id));
    dataOf(
      await t.call('POST', 'registerReviewBankEdit', {
        token: tokens.auditor,
        body: { id: application.id, ...SECOND_ACCOUNT, reason: '企业来函更正账号' },
      }),
    );
    expect((await orderOf(order.id)).settlementAccount).toMatchObject({
      id: reviewed!.id,
      bankNumber: application.bankNumber,
      reviewState: 'reviewed',
    });
    const [corrected] = dataOf<ReviewedAccount[]>(await optionsOf(order.id, seller));
    expect(errorOf(await choose(order.id, corrected!.id, seller))).toMatchObject({
      status: 409,
      error: 'ORDER_WRONG_STATE',
    });
  });
});
