import type { ApiPathName } from '@lyp/shared/api/paths';
import type { Deposit } from '@lyp/shared/auction/deposit.schemas';
import { describe, expect, it } from 'vitest';
import { untilSomeoneWaitsForALock } from '../../../test/lock-waiters';
import {
  clientBidId,
  dataOf,
  expectLedgerBalanced,
  openBidding,
  useAuctionApp,
} from '../../../test/auction-fixtures';
import { bulletinBody, errorOf } from '../../../test/bulletin-fixtures';
import {
  auditPayment,
  frozenDeposit,
  myDeposit,
  publishedLot,
  returnDeposit,
  submitDeposit,
} from '../../../test/deposit-fixtures';
import { addCertifiedBuyer, addMember } from '../../../test/org-fixtures';
import { DAY_MS, SECOND_MS } from '../../lib/clock';

const { t, tokens } = useAuctionApp();

const returnAudit = (depositId: number, note?: string, token = tokens.auditor) =>
  returnDeposit(t, token, depositId, note ? { note } : {});
const lastEntry = (deposit: Deposit) => deposit.entries[deposit.entries.length - 1]!;
/** Past the end and the close grace, then one closing sweep. */
async function closeLot(lot: { endsAt: string }) {
  t.clock.set(new Date(Date.parse(lot.endsAt) + 2 * SECOND_MS));
  await t.services.closing.sweepOnce();
}

describe('releasing and returning deposits', () => {
  it('releases frozen deposits when the seller withdraws, leaves waiting vouchers for review, and the return is confirmed', async () => {
    const { bulletin, lotId } = await publishedLot(t, tokens);
    const [frozenPayer, waitingPayer] = [await addCertifiedBuyer(t), await addCertifiedBuyer(t)];
    const frozen = await frozenDeposit(t, tokens.auditor, frozenPayer.token, lotId);
    const waiting = await submitDeposit(t, waitingPayer.token, lotId);
    dataOf(await t.call('POST', 'bulletinUndo', { token: tokens.seller, params: { id: bulletin.id } }));

    const released = await myDeposit(t, frozenPayer.token, frozen.id);
    const releasedAt = t.clock.now().toISOString();
    expect(released).toMatchObject({
      status: 'returning',
      frozenFen: 0,
      returningFen: 10_000,
      releasedAt,
      returnDueAt: new Date(t.clock.now().getTime() + DAY_MS).toISOString(),
    });
    expect(lastEntry(released)).toMatchObject({ kind: 'released', note: '公告已撤回' });
    // The voucher may stand for real money: it waits for its review, which then returns it at once.
    expect((await myDeposit(t, waitingPayer.token, waiting.id)).status).toBe('submitted');
    const confirmed = dataOf<Deposit>(await auditPayment(t, tokens.auditor, waiting.id, { approved: true }));
    expect(confirmed).toMatchObject({ status: 'returning', paidFen: 10_000, returningFen: 10_000 });

    const response = await returnAudit(frozen.id, '已原路退回');
    expect(response.json<{ msg: string }>().msg).toBe('已确认退还');
    expect(dataOf<Deposit>(response)).toMatchObject({
      status: 'returned',
      returningFen: 0,
      returnedFen: 10_000,
      returnedAt: releasedAt,
      returnDueAt: null,
    });
    expect(lastEntry(dataOf<Deposit>(response))).toMatchObject({ kind: 'returned', note: '已原路退回' });
    expect(errorOf(await returnAudit(frozen.id))).toMatchObject({
      status: 409,
      error: 'DEPOSIT_WRONG_STATE',
      msg: '保证金当前为「已退还」，不能确认退还',
    });
    expect(dataOf<Deposit>(await returnAudit(waiting.id)).status).toBe('returned');
    await expectLedgerBalanced(t);
  });

  it('returns a deposit confirmed while the lot is being closed, instead of leaving it frozen on a closed lot', async () => {
    const { lotId } = await publishedLot(t, tokens);
    const payer = await addCertifiedBuyer(t);
    const waiting = await submitDeposit(t, payer.token, lotId);
    // A close in progress elsewhere: it holds the lot, and marks it unsold before letting go.
    const closer = await t.database.pool.connect();
    try {
      await closer.query('BEGIN');
      await closer.query('SELECT 1 FROM lots WHERE id = $1 FOR UPDATE', [lotId]);
      const confirming = auditPayment(t, tokens.auditor, waiting.id, { approved: true });
      await untilSomeoneWaitsForALock(t.database.pool);
      await closer.query(`UPDATE lots SET status = 'unsold' WHERE id = $1`, [lotId]);
      await closer.query('COMMIT');
      expect(dataOf<Deposit>(await confirming)).toMatchObject({ status: 'returning', frozenFen: 0 });
    } finally {
      closer.release();
    }
    await expectLedgerBalanced(t);
  });

  it('keeps a withdrawn bulletin whose lots hold deposits: its lots can be neither replaced nor deleted', async () => {
    const { bulletin, lotId } = await publishedLot(t, tokens);
    await frozenDeposit(t, tokens.auditor, (await addCertifiedBuyer(t)).token, lotId);
    dataOf(await t.call('POST', 'bulletinUndo', { token: tokens.seller, params: { id: bulletin.id } }));
    const edit = await t.call('POST', 'bulletinEdit', {
      token: tokens.seller,
      body: { id: bulletin.id, ...bulletinBody(t, { title: '换标的' }) },
    });
    expect(errorOf(edit)).toMatchObject({
      status: 409,
      msg: '公告当前为「已撤回」，其标的已有保证金或出价记录，不能再修改标的，请新建公告',
    });
    const remove = await t.call('POST', 'bulletinDelete', {
      token: tokens.seller,
      params: { id: bulletin.id },
    });
    expect(errorOf(remove).msg).toBe('公告当前为「已撤回」，其标的已有保证金或出价记录，不能删除');
    const stored = dataOf<{ title: string; lots: Array<{ id: number }> }>(
      await t.call('GET', 'bulletinGet', { token: tokens.seller, params: { id: bulletin.id } }),
    );
    expect(stored.title).toBe(bulletin.title);
    expect(stored.lots.map((lot) => lot.id)).toEqual([lotId]);
    await expectLedgerBalanced(t);
  });

  it('releases deposits when the platform rejects a published bulletin', async () => {
    const { bulletin, lotId } = await publishedLot(t, tokens);
    const payer = await addCertifiedBuyer(t);
    const frozen = await frozenDeposit(t, tokens.auditor, payer.token, lotId);
    dataOf(
      await t.call('POST', 'auditRevoke', {
        token: tokens.auditor,
        body: { bulletinId: bulletin.id, reason: '标的权属存在争议' },
      }),
    );
    const released = await myDeposit(t, payer.token, frozen.id);
    expect(released.status).toBe('returning');
    expect(lastEntry(released).note).toBe('公告已被平台驳回：标的权属存在争议');
    dataOf(await returnAudit(frozen.id));
    await expectLedgerBalanced(t);
  });

  it('releases every deposit of a lot that closes unsold', async () => {
    const { lot, lotId } = await publishedLot(t, tokens);
    const payers = [await addCertifiedBuyer(t), await addCertifiedBuyer(t)];
    const deposits = [];
    for (const payer of payers) deposits.push(await frozenDeposit(t, tokens.auditor, payer.token, lotId));
    await closeLot(lot);
    for (const [index, payer] of payers.entries()) {
      const released = await myDeposit(t, payer.token, deposits[index]!.id);
      expect(released).toMatchObject({ status: 'returning', returningFen: 10_000 });
      expect(lastEntry(released).note).toBe('标的流拍，保证金释放退还');
    }
    dataOf(await returnAudit(deposits[0]!.id));
    await expectLedgerBalanced(t);
  });

  it('applies the winner’s deposit to the price at the close and releases the others', async () => {
    const { lot, lotId } = await publishedLot(t, tokens);
    const [winner, loser] = [await addCertifiedBuyer(t), await addCertifiedBuyer(t)];
    const winnerDeposit = await frozenDeposit(t, tokens.auditor, winner.token, lotId);
    const loserDeposit = await frozenDeposit(t, tokens.auditor, loser.token, lotId);
    openBidding(t, lot);
    dataOf(
      await t.call('POST', 'bidAdd', {
        token: winner.token,
        body: { lotId, amountFen: 100_000, clientBidId: clientBidId() },
      }),
    );
    await closeLot(lot);
    expect(await myDeposit(t, winner.token, winnerDeposit.id)).toMatchObject({
      status: 'applied',
      appliedFen: 10_000,
      frozenFen: 0,
    });
    const released = await myDeposit(t, loser.token, loserDeposit.id);
    expect(released).toMatchObject({ status: 'returning', returningFen: 10_000, lotStatus: 'sold' });
    expect(lastEntry(released).note).toBe('未竞得（标的已由其他竞买人竞得），保证金释放退还');
    expect(errorOf(await returnAudit(winnerDeposit.id)).msg).toBe('保证金当前为「已转货款」，不能确认退还');
    dataOf(await returnAudit(loserDeposit.id));
    await expectLedgerBalanced(t);
  });
});

describe('permissions on the deposit routes', () => {
  const routes: Array<
    [ApiPathName, 'GET' | 'POST', string, () => Record<string, unknown>, 'buyer' | 'other']
  > = [
    ['marginPay', 'POST', '缴纳保证金', () => ({ body: { lotId: 1 } }), 'other'],
    ['myMargins', 'POST', '查看我的保证金', () => ({ body: {} }), 'other'],
    ['myMarginInfo', 'GET', '查看我的保证金', () => ({ params: { id: 1 } }), 'other'],
    ['marginAuditList', 'POST', '查看保证金审核', () => ({ body: {} }), 'buyer'],
    [
      'marginPaymentAudit',
      'POST',
      '审核保证金缴纳',
      () => ({ body: { depositId: 1, approved: true } }),
      'buyer',
    ],
    ['marginReturnAudit', 'POST', '审核保证金退还', () => ({ body: { depositId: 1 } }), 'buyer'],
  ];

  it('refuse callers without the permission with 403 and visitors with 401, changing nothing', async () => {
    const { lotId } = await publishedLot(t, tokens);
    const payer = await addCertifiedBuyer(t);
    const submitted = await submitDeposit(t, payer.token, lotId);
    const roleless = await addMember(t, { role: null });
    for (const [path, method, label, options, audience] of routes) {
      const outsiders =
        audience === 'buyer'
          ? [tokens.buyer, payer.token, tokens.seller, roleless.token]
          : [tokens.seller, tokens.auditor, roleless.token];
      for (const token of outsiders) {
        expect(errorOf(await t.call(method, path, { token, ...options() })), `${path}`).toMatchObject({
          status: 403,
          error: 'PERMISSION_DENIED',
          msg: `没有「${label}」权限，请联系管理员开通`,
        });
      }
      expect(errorOf(await t.call(method, path, options())), path).toMatchObject({ status: 401 });
    }
    const selfApproval = await auditPayment(t, payer.token, submitted.id, { approved: true });
    expect(selfApproval.statusCode).toBe(403);
    expect((await myDeposit(t, payer.token, submitted.id)).status).toBe('submitted');
    await expectLedgerBalanced(t);
  });
});
