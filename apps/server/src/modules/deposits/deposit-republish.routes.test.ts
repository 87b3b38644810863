import type { BidResult } from '@lyp/shared/auction/bid.schemas';
import type { Deposit } from '@lyp/shared/auction/deposit.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  clientBidId,
  dataOf,
  expectLedgerBalanced,
  openBidding,
  useAuctionApp,
} from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import {
  auditPayment,
  depositInfo,
  frozenDeposit,
  myDeposit,
  publishedLot,
  returnDeposit,
  submitDeposit,
} from '../../../test/deposit-fixtures';
import { addCertifiedBuyer } from '../../../test/org-fixtures';

const { t, tokens } = useAuctionApp();

const info = (token: string, lotId: number) => depositInfo(t, token, lotId);

/** The seller withdraws the bulletin and sends it again; the auditor approves it again. */
async function withdrawAndRepublish(bulletinId: number) {
  dataOf(await t.call('POST', 'bulletinUndo', { token: tokens.seller, params: { id: bulletinId } }));
  dataOf(await t.call('POST', 'bulletinCommit', { token: tokens.seller, params: { id: bulletinId } }));
  dataOf(await t.call('POST', 'auditAdd', { token: tokens.auditor, body: { bulletinId, approved: true } }));
}

describe('a bulletin withdrawn and published again', () => {
  it('lets bidders whose deposits were released pay anew and bid, keeping the released ones as history', async () => {
    const { bulletin, lot, lotId } = await publishedLot(t, tokens);
    const [returning, returned] = [await addCertifiedBuyer(t), await addCertifiedBuyer(t)];
    const first = await frozenDeposit(t, tokens.auditor, returning.token, lotId);
    const second = await frozenDeposit(t, tokens.auditor, returned.token, lotId);
    dataOf(await t.call('POST', 'bulletinUndo', { token: tokens.seller, params: { id: bulletin.id } }));
    // One refund already confirmed before the bulletin comes back, one still on its way.
    dataOf(await returnDeposit(t, tokens.auditor, second.id));
    dataOf(await t.call('POST', 'bulletinCommit', { token: tokens.seller, params: { id: bulletin.id } }));
    dataOf(
      await t.call('POST', 'auditAdd', {
        token: tokens.auditor,
        body: { bulletinId: bulletin.id, approved: true },
      }),
    );

    expect(await info(returning.token, lotId)).toMatchObject({
      blockedReason: null,
      deposit: { id: first.id, status: 'returning' },
    });
    const renewed = [];
    for (const payer of [returning, returned]) {
      const submitted = await submitDeposit(t, payer.token, lotId);
      expect(submitted).toMatchObject({ status: 'submitted', amountFen: 10_000, paidFen: 0 });
      expect((await info(payer.token, lotId)).deposit).toMatchObject({
        id: submitted.id,
        status: 'submitted',
      });
      renewed.push(dataOf<Deposit>(await auditPayment(t, tokens.auditor, submitted.id, { approved: true })));
    }
    expect(renewed.map((deposit) => deposit.status)).toEqual(['frozen', 'frozen']);
    expect(new Set([first.id, second.id, ...renewed.map((deposit) => deposit.id)]).size).toBe(4);
    // The released ones go on as before: one still to be returned, one returned.
    expect((await myDeposit(t, returning.token, first.id)).status).toBe('returning');
    expect((await myDeposit(t, returned.token, second.id)).status).toBe('returned');

    openBidding(t, lot);
    const placed = dataOf<BidResult>(
      await t.call('POST', 'bidAdd', {
        token: returning.token,
        body: { lotId, amountFen: 100_000, clientBidId: clientBidId() },
      }),
    );
    expect(placed).toMatchObject({ leading: true, placed: { amountFen: 100_000 } });
    dataOf(
      await t.call('POST', 'bidAdd', {
        token: returned.token,
        body: { lotId, amountFen: 110_000, clientBidId: clientBidId() },
      }),
    );
    dataOf(await returnDeposit(t, tokens.auditor, first.id));
    await expectLedgerBalanced(t);
  });

  it('still allows one live deposit per bidder: paying twice in the new round is refused', async () => {
    const { bulletin, lotId } = await publishedLot(t, tokens);
    const payer = await addCertifiedBuyer(t);
    await frozenDeposit(t, tokens.auditor, payer.token, lotId);
    await withdrawAndRepublish(bulletin.id);
    const renewed = await submitDeposit(t, payer.token, lotId);
    const again = await t.call('POST', 'marginPay', {
      token: payer.token,
      body: { lotId, voucherFileId: renewed.voucherFileId },
    });
    expect(errorOf(again)).toMatchObject({
      status: 409,
      error: 'DEPOSIT_EXISTS',
      msg: '您已提交该标的的保证金（待审核），无需重复缴纳',
    });
    await expectLedgerBalanced(t);
  });

  it('closes with the winner’s new deposit applied to the price, the released one untouched', async () => {
    const { bulletin, lot, lotId } = await publishedLot(t, tokens);
    const payer = await addCertifiedBuyer(t);
    const old = await frozenDeposit(t, tokens.auditor, payer.token, lotId);
    await withdrawAndRepublish(bulletin.id);
    const renewed = await frozenDeposit(t, tokens.auditor, payer.token, lotId);
    openBidding(t, lot);
    dataOf(
      await t.call('POST', 'bidAdd', {
        token: payer.token,
        body: { lotId, amountFen: 100_000, clientBidId: clientBidId() },
      }),
    );
    t.clock.set(new Date(Date.parse(lot.endsAt) + 2000));
    await t.services.closing.sweepOnce();
    expect(await myDeposit(t, payer.token, renewed.id)).toMatchObject({
      status: 'applied',
      appliedFen: 10_000,
    });
    expect((await myDeposit(t, payer.token, old.id)).status).toBe('returning');
    const order = await t.database.db.execute<{ applied: string; due: string }>(
      sql`select deposit_applied_fen as applied, amount_due_fen as due from orders where lot_id = ${lotId}`,
    );
    expect(order.rows).toEqual([{ applied: '10000', due: '90000' }]);
    await expectLedgerBalanced(t);
  });
});
