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
  bulletinAt,
  closeLot,
  idsOf,
  marketCalls,
  setViewCount,
  startDueLots,
  uniqueTag,
} from '../../../test/market-fixtures';

const { t, tokens } = useAuctionApp({ resetClock: false });

const { search, at } = marketCalls(t);
const { bid } = bidCalls(t);

describe('searching lots', () => {
  it('finds only public lots, by keyword in the lot title, the lot number or the bulletin title', async () => {
    const tag = uniqueTag();
    const published = await bulletinAt(t, tokens, 'published', {
      title: `公告${tag}专场`,
      lots: [lotInput(t, { title: `废钢${tag}一批` }), lotInput(t, { title: '废纸 一批' })],
    });
    await bulletinAt(t, tokens, 'draft', { title: `公告${tag}草稿`, lots: [lotInput(t, { title: tag })] });
    await bulletinAt(t, tokens, 'submitted', {
      title: `公告${tag}待审`,
      lots: [lotInput(t, { title: tag })],
    });

    const [byLotTitle, byBulletinTitle] = published.lots;
    // Keywords match case-insensitively.
    expect(idsOf((await search({ keyword: `废钢${tag.toLowerCase()}` })).records)).toEqual([byLotTitle!.id]);
    expect(idsOf((await search({ keyword: tag })).records)).toEqual(idsOf(published.lots));
    expect(idsOf((await search({ keyword: byBulletinTitle!.lotNo })).records)).toEqual([byBulletinTitle!.id]);
  });

  it('takes % and _ in a keyword literally', async () => {
    const tag = uniqueTag();
    const bulletin = await bulletinAt(t, tokens, 'published', {
      lots: [lotInput(t, { title: `${tag}_50%` }), lotInput(t, { title: `${tag}A50X` })],
    });
    expect(idsOf((await search({ keyword: `${tag}_50%` })).records)).toEqual([bulletin.lots[0]!.id]);
    expect((await search({ keyword: `${tag}%` })).total).toBe(0);
  });

  it('filters by category, region (province, city or district) and price, current price first', async () => {
    const tag = uniqueTag();
    const { lots } = await bulletinAt(t, tokens, 'published', {
      lots: [
        lotInput(t, { title: `${tag}1`, category: 'scrap_steel', regionCode: '320205' }),
        lotInput(t, {
          title: `${tag}2`,
          category: 'waste_paper',
          regionCode: '320102',
          startPriceFen: 200_000,
        }),
        lotInput(t, {
          title: `${tag}3`,
          category: 'scrap_steel',
          regionCode: '110101',
          startPriceFen: 300_000,
        }),
      ],
    });
    const [steel, paper, beijing] = idsOf(lots);
    const found = async (filter: Record<string, unknown>) =>
      idsOf((await search({ keyword: tag, ...filter })).records);

    expect(await found({ category: 'scrap_steel' })).toEqual([steel, beijing]);
    expect(await found({ regionCode: '32' })).toEqual([steel, paper]);
    expect(await found({ regionCode: '3202' })).toEqual([steel]);
    expect(await found({ regionCode: '320102' })).toEqual([paper]);
    expect(await found({ regionCode: '11', category: 'waste_paper' })).toEqual([]);
    expect(await found({ minPriceFen: 150_000 })).toEqual([paper, beijing]);
    expect(await found({ maxPriceFen: 200_000 })).toEqual([steel, paper]);
    expect(await found({ minPriceFen: 150_000, maxPriceFen: 250_000 })).toEqual([paper]);

    // Once bid on, a lot is priced at its current price, not its start.
    const [bidder] = await addBidders(t, 1);
    await freezeDeposits(t, steel!, [bidder!]);
    openBidding(t, lots[0]!);
    await startDueLots(t);
    dataOf(await bid(bidder!, steel!, 250_000));
    expect(await found({ minPriceFen: 220_000, maxPriceFen: 260_000 })).toEqual([steel]);
  });

  it('filters by state: upcoming, bidding, and ended (sold or not)', async () => {
    const tag = uniqueTag();
    const { lots } = await bulletinAt(t, tokens, 'published', {
      lots: [
        lotInput(t, { title: `${tag}早`, startsAt: at(25), endsAt: at(25.5) }),
        lotInput(t, { title: `${tag}中`, startsAt: at(25), endsAt: at(30) }),
        lotInput(t, { title: `${tag}晚`, startsAt: at(40), endsAt: at(41) }),
      ],
    });
    const [ended, bidding, upcoming] = idsOf(lots);
    await closeLot(t, lots[0]!);
    const found = async (status: string) => idsOf((await search({ keyword: tag, status })).records);
    expect(await found('upcoming')).toEqual([upcoming]);
    expect(await found('bidding')).toEqual([bidding]);
    expect(await found('ended')).toEqual([ended]);
    expect((await search({ keyword: tag, status: 'ended' })).records[0]!.status).toBe('unsold');
  });

  it('lists running lots first, soonest to end, then upcoming ones, soonest to start, then ended ones, latest first', async () => {
    const tag = uniqueTag();
    const { lots } = await bulletinAt(t, tokens, 'published', {
      lots: [
        lotInput(t, { title: `${tag}早结束`, startsAt: at(25), endsAt: at(25.2) }),
        lotInput(t, { title: `${tag}晚开始`, startsAt: at(40), endsAt: at(41) }),
        lotInput(t, { title: `${tag}晚结束中`, startsAt: at(25), endsAt: at(27) }),
        lotInput(t, { title: `${tag}刚结束`, startsAt: at(25), endsAt: at(25.4) }),
        lotInput(t, { title: `${tag}早开始`, startsAt: at(35), endsAt: at(36) }),
        lotInput(t, { title: `${tag}快结束中`, startsAt: at(25), endsAt: at(26) }),
      ],
    });
    const [endedFirst, startsLast, endsLast, endedLast, startsFirst, endsFirst] = idsOf(lots);
    // Both early lots close, and the others due start.
    await closeLot(t, lots[3]!);
    expect(idsOf((await search({ keyword: tag })).records)).toEqual([
      endsFirst,
      endsLast,
      startsFirst,
      startsLast,
      endedLast,
      endedFirst,
    ]);
  });

  it('sorts by start, end, price or views either way, breaks ties by id, and pages without repeats', async () => {
    const tag = uniqueTag();
    const { lots } = await bulletinAt(t, tokens, 'published', {
      lots: [
        lotInput(t, { title: `${tag}a`, startsAt: at(27), endsAt: at(28), startPriceFen: 300_000 }),
        lotInput(t, { title: `${tag}b`, startsAt: at(26), endsAt: at(29), startPriceFen: 100_000 }),
        lotInput(t, { title: `${tag}c`, startsAt: at(26), endsAt: at(30), startPriceFen: 200_000 }),
        lotInput(t, { title: `${tag}d`, startsAt: at(25), endsAt: at(31), startPriceFen: 200_000 }),
      ],
    });
    const [a, b, c, d] = idsOf(lots);
    await setViewCount(t, a!, 5);
    await setViewCount(t, b!, 9);
    await setViewCount(t, c!, 1);
    await setViewCount(t, d!, 5);
    const sorted = async (sort: string, order: string) =>
      idsOf((await search({ keyword: tag, sort, order })).records);

    expect(await sorted('startsAt', 'asc')).toEqual([d, b, c, a]);
    expect(await sorted('startsAt', 'desc')).toEqual([a, c, b, d]);
    expect(await sorted('endsAt', 'asc')).toEqual([a, b, c, d]);
    expect(await sorted('price', 'asc')).toEqual([b, c, d, a]);
    expect(await sorted('price', 'desc')).toEqual([a, d, c, b]);
    expect(await sorted('views', 'desc')).toEqual([b, d, a, c]);
    // Without a sort, upcoming lots come by start, earliest first.
    expect(idsOf((await search({ keyword: tag })).records)).toEqual([d, b, c, a]);

    const pages = [1, 2, 3].map((current) => search({ keyword: tag, sort: 'price', current, size: 2 }));
    const [first, second, third] = await Promise.all(pages);
    expect(first).toMatchObject({ total: 4, current: 1, size: 2 });
    expect([...idsOf(first!.records), ...idsOf(second!.records)]).toEqual([b, c, d, a]);
    expect(third!.records).toEqual([]);
  });

  it('refuses bad filters with a Chinese message naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ status: 'closed' }, 'status', '状态只能是 upcoming、bidding 或 ended'],
      [{ regionCode: '320' }, 'regionCode', '地区代码须为 2、4 或 6 位数字'],
      [{ minPriceFen: 12.5 }, 'minPriceFen', '最低价必须是整数（单位：分）'],
      [{ sort: 'title' }, 'sort', '排序方式不正确'],
      [{ order: 'up' }, 'order', '排序方向只能是 asc 或 desc'],
      [{ size: 500 }, 'size', '每页条数不能超过 100'],
      [{ keyword: 'x'.repeat(51) }, 'keyword', '搜索关键字不能超过 50 个字符'],
      [{ minPriceFen: 200_000, maxPriceFen: 100_000 }, 'maxPriceFen', '最低价不能高于最高价'],
    ];
    for (const [body, field, msg] of cases) {
      const response = await t.call('POST', 'lotSearch', { body });
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({
        error: 'VALIDATION_FAILED',
        msg,
        fields: [{ field, msg }],
      });
    }
  });
});
