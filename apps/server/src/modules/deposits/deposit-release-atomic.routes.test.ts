import type { BidderInfo } from '@lyp/shared/auction/bid.schemas';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { dataOf, expectLedgerBalanced, useAuctionApp } from '../../../test/auction-fixtures';
import { storedBulletin } from '../../../test/bulletin-fixtures';
import { frozenDeposit, myDeposit, publishedLot } from '../../../test/deposit-fixtures';
import { addCertifiedBuyer } from '../../../test/org-fixtures';

const { t, tokens } = useAuctionApp();

const lastNote = async (token: string, id: number) => (await myDeposit(t, token, id)).entries.at(-1)!.note;

/** Makes every deposit release fail, as a crash between taking the lots back and freeing them would. */
async function breakReleases() {
  await t.database.db.execute(sql`
    create or replace function fail_release() returns trigger language plpgsql as $$
    begin
      if new.kind = 'released' then raise exception 'release lost'; end if;
      return new;
    end $$;
    create trigger fail_release before insert on deposit_entries for each row execute function fail_release();`);
}
afterEach(async () => {
  await t.database.db.execute(sql`drop trigger if exists fail_release on deposit_entries`);
});

describe('deposits freed with the lots they were paid for, in one transaction', () => {
  it('leaves a withdrawal undone when its deposits cannot be freed: the lots stay published, the bidder can still bid', async () => {
    const { bulletin, lotId } = await publishedLot(t, tokens);
    const payer = await addCertifiedBuyer(t);
    const frozen = await frozenDeposit(t, tokens.auditor, payer.token, lotId);
    await breakReleases();
    const undo = await t.call('POST', 'bulletinUndo', { token: tokens.seller, params: { id: bulletin.id } });
    expect(undo.statusCode).toBeGreaterThanOrEqual(500);
    expect(await storedBulletin(t, bulletin.id)).toMatchObject({
      status: 'published',
      lot_statuses: ['scheduled'],
    });
    expect((await myDeposit(t, payer.token, frozen.id)).status).toBe('frozen');
    const info = dataOf<BidderInfo>(
      await t.call('GET', 'bidUserInfo', { token: payer.token, params: { lotId } }),
    );
    expect(info.blockedBy).toBe('not_open');

    await t.database.db.execute(sql`drop trigger fail_release on deposit_entries`);
    dataOf(await t.call('POST', 'bulletinUndo', { token: tokens.seller, params: { id: bulletin.id } }));
    expect(await myDeposit(t, payer.token, frozen.id)).toMatchObject({ status: 'returning', frozenFen: 0 });
    await expectLedgerBalanced(t);
  });

  it('leaves a revocation undone when its deposits cannot be freed', async () => {
    const { bulletin, lotId } = await publishedLot(t, tokens);
    const payer = await addCertifiedBuyer(t);
    const frozen = await frozenDeposit(t, tokens.auditor, payer.token, lotId);
    await breakReleases();
    const revoke = await t.call('POST', 'auditRevoke', {
      token: tokens.auditor,
      body: { bulletinId: bulletin.id, reason: '标的权属存在争议' },
    });
    expect(revoke.statusCode).toBeGreaterThanOrEqual(500);
    expect(await storedBulletin(t, bulletin.id)).toMatchObject({
      status: 'published',
      lot_statuses: ['scheduled'],
    });
    expect((await myDeposit(t, payer.token, frozen.id)).status).toBe('frozen');
    await expectLedgerBalanced(t);
  });

  it('frees the deposits of a revocation with a reason longer than a history note, cut short', async () => {
    const { bulletin, lotId } = await publishedLot(t, tokens);
    const payer = await addCertifiedBuyer(t);
    const frozen = await frozenDeposit(t, tokens.auditor, payer.token, lotId);
    const reason = `标的权属存在争议，${'请委托方补充权属证明材料后重新提交。'.repeat(25)}`.slice(0, 500);
    dataOf(
      await t.call('POST', 'auditRevoke', {
        token: tokens.auditor,
        body: { bulletinId: bulletin.id, reason },
      }),
    );
    expect((await myDeposit(t, payer.token, frozen.id)).status).toBe('returning');
    const note = await lastNote(payer.token, frozen.id);
    expect(note).toHaveLength(200);
    expect(note).toMatch(/^公告已被平台驳回：标的权属存在争议，.*…$/);
    await expectLedgerBalanced(t);
  });
});

describe('the closing sweep', () => {
  it('frees deposits left frozen on a lot taken back, and leaves those of published lots alone', async () => {
    const taken = await publishedLot(t, tokens);
    const open = await publishedLot(t, tokens);
    const payer = await addCertifiedBuyer(t);
    const stranded = await frozenDeposit(t, tokens.auditor, payer.token, taken.lotId);
    const kept = await frozenDeposit(t, tokens.auditor, payer.token, open.lotId);
    // What a crash between a withdrawal and its release left behind before they shared a transaction.
    await t.database.db.execute(
      sql`update bulletins set status = 'withdrawn' where id = ${taken.bulletin.id}`,
    );
    await t.database.db.execute(sql`update lots set status = 'pending' where id = ${taken.lotId}`);

    await t.services.closing.sweepOnce();
    expect(await myDeposit(t, payer.token, stranded.id)).toMatchObject({ status: 'returning', frozenFen: 0 });
    expect(await lastNote(payer.token, stranded.id)).toBe('标的已撤回或被驳回，不在竞价中，保证金释放退还');
    expect((await myDeposit(t, payer.token, kept.id)).status).toBe('frozen');
    await expectLedgerBalanced(t);
  });
});
