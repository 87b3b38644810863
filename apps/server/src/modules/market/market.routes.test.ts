import type { LotCard, LotDetail } from '@lyp/shared/auction/market.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addBidders,
  dataOf,
  freezeDeposits,
  lotInput,
  openBidding,
  useAuctionApp,
} from '../../../test/auction-fixtures';
import { bidCalls } from '../../../test/bidding-fixtures';
import {
  addViewing,
  attachFile,
  bulletinAt,
  closeLot,
  idsOf,
  marketCalls,
  startDueLots,
} from '../../../test/market-fixtures';

const { t, tokens } = useAuctionApp({ resetClock: false });

interface HomeBulletin {
  id: number;
  title: string;
  publishedAt: string | null;
  lots: LotCard[];
}

const { search, at } = marketCalls(t);
const { bid } = bidCalls(t);

describe('the home page', () => {
  it('shows public bulletins with their lots as cards, open ones first and the newest first, never a draft', async () => {
    const older = await bulletinAt(t, tokens, 'published', {
      lots: [lotInput(t, { startsAt: at(40), endsAt: at(41) })],
    });
    const ended = await bulletinAt(t, tokens, 'published', {
      lots: [lotInput(t, { startsAt: at(25), endsAt: at(26) })],
    });
    await closeLot(t, ended.lots[0]!);
    const draft = await bulletinAt(t, tokens, 'draft');
    const submitted = await bulletinAt(t, tokens, 'submitted');
    const newer = await bulletinAt(t, tokens, 'published', {
      lots: [lotInput(t), lotInput(t, { title: '废铝 一批' })],
    });
    const cover = await attachFile(t, tokens.seller, {
      businessType: 'lot_image',
      businessId: newer.lots[0]!.id,
    });

    const home = dataOf<HomeBulletin[]>(await t.call('GET', 'homeBulletins'));
    // Ended was published after older, but bidding there is over.
    expect(idsOf(home)).toEqual([newer.id, older.id, ended.id]);
    expect(idsOf(home)).not.toContain(draft.id);
    expect(idsOf(home)).not.toContain(submitted.id);
    const [first] = home;
    expect(first!.publishedAt).toBe(t.clock.now().toISOString());
    expect(first!.lots.map((lot) => [lot.id, lot.status, lot.coverFileId])).toEqual([
      [newer.lots[0]!.id, 'scheduled', cover],
      [newer.lots[1]!.id, 'scheduled', null],
    ]);
    expect(first!.lots[0]).toMatchObject({
      bulletinId: newer.id,
      bulletinTitle: '华东再生资源废钢竞价公告',
      sellerName: expect.any(String) as string,
      startPriceFen: 100_000,
      currentPriceFen: null,
      depositFen: 10_000,
      quantity: '120.500',
      bidCount: 0,
    });
    expect(home[2]!.lots[0]!.status).toBe('unsold');
  });

  it('shows at most eight bulletins', async () => {
    const published = [];
    for (let index = 0; index < 9; index += 1) {
      t.clock.advance(1000);
      published.push((await bulletinAt(t, tokens, 'published')).id);
    }
    const home = dataOf<HomeBulletin[]>(await t.call('GET', 'homeBulletins'));
    expect(idsOf(home)).toEqual(published.reverse().slice(0, 8));
  });
});

describe('a lot page', () => {
  it('shows the goods, images, attachments, viewings, live state and recent bids by alias', async () => {
    const bulletin = await bulletinAt(t, tokens, 'published', {
      lots: [lotInput(t, { reservePriceFen: 500_000 })],
    });
    const lot = bulletin.lots[0]!;
    const image = await attachFile(t, tokens.seller, { businessType: 'lot_image', businessId: lot.id });
    await attachFile(t, tokens.seller, { businessType: 'lot_image', businessId: lot.id }, { deleted: true });
    const second = await attachFile(
      t,
      tokens.seller,
      { businessType: 'lot_image', businessId: lot.id },
      { createdAt: new Date(t.clock.now().getTime() + 1000), name: '细节.jpg' },
    );
    const attachment = await attachFile(t, tokens.seller, {
      businessType: 'bulletin_attachment',
      businessId: bulletin.id,
    });
    await addViewing(t, lot.id);
    const bidders = await addBidders(t, 2);
    await freezeDeposits(t, lot.id, bidders);
    openBidding(t, lot);
    await startDueLots(t);
    dataOf(await bid(bidders[0]!, lot.id, 100_000));
    dataOf(await bid(bidders[1]!, lot.id, 110_000));

    const detail = dataOf<LotDetail>(await t.call('GET', 'lotDetail', { params: { lotId: lot.id } }));
    expect(detail).toMatchObject({
      id: lot.id,
      status: 'bidding',
      description: '厚度 6mm 以上重废，含少量切割边角料。',
      incrementFen: 10_000,
      minBidders: 1,
      paymentHours: 72,
      biddingMode: 'ascending',
      hasReserve: true,
      currentPriceFen: 110_000,
      bidCount: 2,
      coverFileId: image,
      result: null,
    });
    expect(detail.images).toEqual([
      { id: image, name: '现场照片.jpg', mime: 'image/jpeg', sizeBytes: 2048 },
      { id: second, name: '细节.jpg', mime: 'image/jpeg', sizeBytes: 2048 },
    ]);
    expect(detail.attachments).toEqual([
      { id: attachment, name: '竞价须知.pdf', mime: 'application/pdf', sizeBytes: 2048 },
    ]);
    expect(detail.viewings).toEqual([
      expect.objectContaining({
        lotId: lot.id,
        address: '无锡市锡山区东港镇仓库 3 号门',
        contactPerson: '周经理',
      }),
    ]);
    const [latest, earlier] = detail.recentBids;
    expect(latest).toMatchObject({ amountFen: 110_000, kind: 'manual' });
    expect(earlier).toMatchObject({ amountFen: 100_000, kind: 'manual' });
    expect(latest!.alias).toMatch(/^竞买人[0-9A-F]{4}$/);
    expect(latest!.alias).not.toBe(earlier!.alias);
    expect(latest!.seq).toBeGreaterThan(earlier!.seq);
    expect(detail.live).toMatchObject({
      lotId: lot.id,
      status: 'bidding',
      currentPriceFen: 110_000,
      nextMinimumFen: 120_000,
      leaderAlias: latest!.alias,
      bidderCount: 2,
      reserveMet: false,
      seq: latest!.seq,
      serverTime: t.clock.now().toISOString(),
    });
  });

  it('shows only the ten most recent bids', async () => {
    const { lots } = await bulletinAt(t, tokens, 'published');
    const lot = lots[0]!;
    const bidders = await addBidders(t, 2);
    await freezeDeposits(t, lot.id, bidders);
    openBidding(t, lot);
    for (let index = 0; index < 12; index += 1) {
      dataOf(await bid(bidders[index % 2]!, lot.id, 100_000 + index * 10_000));
    }
    const detail = dataOf<LotDetail>(await t.call('GET', 'lotDetail', { params: { lotId: lot.id } }));
    expect(detail.bidCount).toBe(12);
    expect(detail.recentBids.map((entry) => entry.amountFen)).toEqual(
      Array.from({ length: 10 }, (_, index) => 210_000 - index * 10_000),
    );
  });

  it('shows the final price, the winner’s alias and the chain head once sold, and nulls once unsold', async () => {
    const { lots } = await bulletinAt(t, tokens, 'published', {
      lots: [lotInput(t), lotInput(t, { title: '无人出价的废钢' })],
    });
    const [sold, unsold] = lots;
    const [bidder] = await addBidders(t, 1);
    await freezeDeposits(t, sold!.id, [bidder!]);
    openBidding(t, sold!);
    const placed = dataOf<{ placed: { alias: string } }>(await bid(bidder!, sold!.id, 120_000));
    await closeLot(t, sold!);

    const soldDetail = dataOf<LotDetail>(await t.call('GET', 'lotDetail', { params: { lotId: sold!.id } }));
    expect(soldDetail.status).toBe('sold');
    expect(soldDetail.live.status).toBe('sold');
    expect(soldDetail.result).toEqual({
      outcome: 'sold',
      finalPriceFen: 120_000,
      winnerAlias: placed.placed.alias,
      chainHead: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
    });
    const unsoldDetail = dataOf<LotDetail>(
      await t.call('GET', 'lotDetail', { params: { lotId: unsold!.id } }),
    );
    // Even a lot nobody bid on has a record: its close.
    expect(unsoldDetail.result).toEqual({
      outcome: 'unsold',
      finalPriceFen: null,
      winnerAlias: null,
      chainHead: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
    });
    expect(unsoldDetail.hasReserve).toBe(false);
    expect(unsoldDetail.live.reserveMet).toBeNull();
  });

  it('answers a lot not yet published exactly like a missing one', async () => {
    const draft = await bulletinAt(t, tokens, 'draft');
    const submitted = await bulletinAt(t, tokens, 'submitted');
    const withdrawn = await bulletinAt(t, tokens, 'published');
    dataOf(await t.call('POST', 'bulletinUndo', { token: tokens.seller, params: { id: withdrawn.id } }));
    const bodies = [];
    for (const lotId of [draft.lots[0]!.id, submitted.lots[0]!.id, withdrawn.lots[0]!.id, 2_000_000_000]) {
      const response = await t.call('GET', 'lotDetail', { params: { lotId } });
      expect(response.statusCode).toBe(404);
      bodies.push(response.json<{ msg: string; error: string }>());
    }
    for (const body of bodies) expect(body).toEqual(bodies.at(-1));
    expect(bodies[0]).toMatchObject({ error: 'LOT_NOT_FOUND', msg: '标的不存在或您无权查看' });

    // A lot still pending is hidden even inside a public bulletin, in lists too.
    const published = await bulletinAt(t, tokens, 'published', {
      lots: [lotInput(t), lotInput(t, { title: '未发布的标的' })],
    });
    const hidden = published.lots[1]!.id;
    await t.database.db.execute(sql`update lots set status = 'pending' where id = ${hidden}`);
    expect((await t.call('GET', 'lotDetail', { params: { lotId: hidden } })).json()).toEqual(bodies.at(-1));
    const bulletinView = dataOf<{ lots: LotCard[] }>(
      await t.call('GET', 'publicBulletin', { params: { id: published.id } }),
    );
    expect(idsOf(bulletinView.lots)).toEqual([published.lots[0]!.id]);
    expect(idsOf((await search({ keyword: published.lots[1]!.lotNo })).records)).toEqual([]);

    const invalid = await t.call('GET', 'lotDetail', { params: { lotId: 'abc' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ fields: [{ field: 'lotId', msg: '标的编号必须是数字' }] });
  });
});

describe('a public bulletin', () => {
  it('shows its sanitized body, attachments and lot cards', async () => {
    const bulletin = await bulletinAt(t, tokens, 'published', {
      lots: [lotInput(t), lotInput(t, { title: '废铜 一批', category: 'nonferrous_metal' })],
    });
    const attachment = await attachFile(t, tokens.seller, {
      businessType: 'bulletin_attachment',
      businessId: bulletin.id,
    });
    const view = dataOf<{ lots: LotCard[]; attachments: Array<{ id: string }> }>(
      await t.call('GET', 'publicBulletin', { params: { id: bulletin.id } }),
    );
    expect(view).toMatchObject({
      id: bulletin.id,
      title: '华东再生资源废钢竞价公告',
      bodyHtml: '<p>详见附件</p>',
      status: 'published',
      publishedAt: expect.any(String) as string,
    });
    expect(view.attachments.map((file) => file.id)).toEqual([attachment]);
    expect(view.lots.map((lot) => [lot.id, lot.category])).toEqual([
      [bulletin.lots[0]!.id, 'scrap_steel'],
      [bulletin.lots[1]!.id, 'nonferrous_metal'],
    ]);
  });

  it('answers a draft or a bulletin awaiting audit exactly like a missing one', async () => {
    const draft = await bulletinAt(t, tokens, 'draft');
    const submitted = await bulletinAt(t, tokens, 'submitted');
    for (const id of [draft.id, submitted.id, 2_000_000_000]) {
      const response = await t.call('GET', 'publicBulletin', { params: { id } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: 'BULLETIN_NOT_FOUND',
        msg: '竞价公告不存在或您无权查看',
      });
    }
  });
});
