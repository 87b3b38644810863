import type { LotDetail } from '@lyp/shared/auction/market.schemas';
import { describe, expect, it } from 'vitest';
import { dataOf, lotInput, useAuctionApp } from '../../../test/auction-fixtures';
import { bulletinAt } from '../../../test/market-fixtures';

const { t, tokens } = useAuctionApp({ resetClock: false });

const lotPage = async (lotId: number) =>
  dataOf<LotDetail>(await t.call('GET', 'lotDetail', { params: { lotId } }));

describe('a lot page’s 延时规则', () => {
  it('carries the extension settings the seller chose, for bidders to read before they bid', async () => {
    const startsAt = new Date(t.clock.now().getTime() + 25 * 3_600_000);
    const hardEndAt = new Date(startsAt.getTime() + 3 * 3_600_000).toISOString();
    const { lots } = await bulletinAt(t, tokens, 'published', {
      lots: [lotInput(t, { extensionMinutes: 3, maxExtensions: 10, hardEndAt })],
    });
    expect((await lotPage(lots[0]!.id)).extension).toEqual({
      extensionMinutes: 3,
      maxExtensions: 10,
      hardEndAt,
    });
  });

  it('has none for a sealed lot, which never extends', async () => {
    const { lots } = await bulletinAt(t, tokens, 'published', {
      lots: [lotInput(t, { biddingMode: 'sealed', incrementFen: undefined })],
    });
    expect((await lotPage(lots[0]!.id)).extension).toBeNull();
  });
});
