import type { Deposit } from '@lyp/shared/auction/deposit.schemas';
import { describe, expect, it } from 'vitest';
import {
  dataOf,
  expectLedgerBalanced,
  lotInput,
  useAuctionApp,
  restrictedToBuyer2,
} from '../../../test/auction-fixtures';
import { addPublished } from '../../../test/bulletin-fixtures';
import { auditPayment, frozenDeposit, myDeposit, submitDeposit } from '../../../test/deposit-fixtures';
import { addCertifiedBuyer } from '../../../test/org-fixtures';

const { t, tokens } = useAuctionApp();

const saveBidders = (lotId: number, phones: string[]) =>
  t.call('POST', 'specifyUserSave', { token: tokens.seller, body: { lotId, phones } });

describe('taking a bidder off the list of a restricted lot', () => {
  it('frees their frozen deposit with a reason, and returns a voucher confirmed after at once', async () => {
    const published = await addPublished(t, tokens, { lots: [lotInput(t, restrictedToBuyer2)] });
    const lotId = published.lots[0]!.id;
    const [dropped, kept, reviewed] = [
      await addCertifiedBuyer(t),
      await addCertifiedBuyer(t),
      await addCertifiedBuyer(t),
    ];
    dataOf(await saveBidders(lotId, [dropped.phone, kept.phone, reviewed.phone]));
    const droppedDeposit = await frozenDeposit(t, tokens.auditor, dropped.token, lotId);
    const keptDeposit = await frozenDeposit(t, tokens.auditor, kept.token, lotId);
    const waiting = await submitDeposit(t, reviewed.token, lotId);

    dataOf(await saveBidders(lotId, [kept.phone]));
    const freed = await myDeposit(t, dropped.token, droppedDeposit.id);
    expect(freed).toMatchObject({ status: 'returning', frozenFen: 0, returningFen: 10_000 });
    expect(freed.entries.at(-1)).toMatchObject({
      kind: 'released',
      note: '已被委托方移出定向竞买人名单，保证金释放退还',
    });
    expect((await myDeposit(t, kept.token, keptDeposit.id)).status).toBe('frozen');

    // The voucher under review may stand for money sent: confirmed now, it goes straight back.
    const confirmed = dataOf<Deposit>(await auditPayment(t, tokens.auditor, waiting.id, { approved: true }));
    expect(confirmed).toMatchObject({ status: 'returning', paidFen: 10_000, returningFen: 10_000 });
    expect(confirmed.entries.at(-1)?.note).toBe('您已不在该标的的定向竞买人名单中，保证金直接退还');
    await expectLedgerBalanced(t);
  });
});
