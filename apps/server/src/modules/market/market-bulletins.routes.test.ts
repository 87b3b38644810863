import type { BulletinCard } from '@lyp/shared/auction/market.schemas';
import { describe, expect, it } from 'vitest';
import { dataOf, lotInput, useAuctionApp } from '../../../test/auction-fixtures';
import { bulletinAt, uniqueTag } from '../../../test/market-fixtures';
import { HOUR_MS } from '../../lib/clock';

const { t, tokens } = useAuctionApp();

const search = async (body: Record<string, unknown>) =>
  dataOf<{ records: BulletinCard[]; total: number }>(await t.call('POST', 'bulletinSearch', { body }));

describe('the public bulletin list (更多公告)', () => {
  it('lists published bulletins newest first, with their lots’ count and time span, to visitors', async () => {
    const tag = uniqueTag();
    const first = await bulletinAt(t, tokens, 'published', { title: `${tag} 第一份公告` });
    t.clock.advance(60_000);
    const lots = [lotInput(t), lotInput(t, { title: '第二个标的' })];
    const second = await bulletinAt(t, tokens, 'published', { title: `${tag} 第二份公告`, lots });
    await bulletinAt(t, tokens, 'submitted', { title: `${tag} 待审核公告` });
    await bulletinAt(t, tokens, 'draft', { title: `${tag} 草稿` });

    const page = await search({ keyword: tag });
    expect(page.total).toBe(2);
    expect(page.records.map((record) => record.id)).toEqual([second.id, first.id]);
    expect(page.records[0]).toMatchObject({
      title: `${tag} 第二份公告`,
      sellerName: '江苏华东再生资源有限公司',
      status: 'published',
      lotCount: 2,
      startsAt: lots[0]!.startsAt,
      endsAt: new Date(Date.parse(lots[0]!.startsAt) + HOUR_MS).toISOString(),
    });
  });

  it('finds bulletins by their seller’s name and pages through them', async () => {
    const tag = uniqueTag();
    for (let index = 0; index < 3; index += 1) {
      await bulletinAt(t, tokens, 'published', { title: `${tag} 分页公告 ${index}` });
    }
    const bySeller = await search({ keyword: '华东再生', size: 100 });
    expect(bySeller.records.every((record) => record.sellerName.includes('华东再生'))).toBe(true);
    const pageTwo = await search({ keyword: tag, current: 2, size: 2 });
    expect(pageTwo).toMatchObject({ total: 3 });
    expect(pageTwo.records.map((record) => record.title)).toEqual([`${tag} 分页公告 0`]);
  });

  it('treats % and _ in the keyword as plain text', async () => {
    expect((await search({ keyword: '%' })).total).toBe(0);
  });
});
