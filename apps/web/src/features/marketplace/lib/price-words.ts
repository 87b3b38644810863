import type { LotDetail } from '@lyp/shared/auction/market.schemas';

/** What the price of a lot is called, and the bidder holding it, in the lot's state. */
export interface PriceWords {
  /** 起拍价 before any bid, 当前价 while it runs, 成交价 once sold, 最高出价 on a lot that did not sell. */
  price: string;
  /** The mark beside the holder's alias: 领先 while it runs, 买受人 once sold; null when nobody holds it. */
  holder: string | null;
}

type Result = NonNullable<LotDetail['result']>;

/**
 * A closed lot has no "current" price nor a leader: a sale names its price and its buyer, a lot
 * that did not sell (流拍) its highest bid, if any, and nobody. A sale that did not stand (悔拍,
 * or sold again to a runner-up) keeps its price as the original one and names no buyer: the
 * result box beside it tells what became of it.
 */
export function priceWords(
  lot: { outcome: Result['outcome'] | null; afterSale?: Result['afterSale']; currentPriceFen: number | null },
  falling = false,
): PriceWords {
  const bidOn = lot.currentPriceFen !== null;
  if (lot.outcome === 'sold')
    return lot.afterSale ? { price: '原成交价', holder: null } : { price: '成交价', holder: '买受人' };
  if (lot.outcome === 'unsold') return { price: bidOn ? '最高出价' : '起拍价', holder: null };
  return { price: bidOn || falling ? '当前价' : '起拍价', holder: '领先' };
}

/** The words for a lot page: its result once closed, its live price before. */
export const lotPageWords = (
  lot: Pick<LotDetail, 'result'> & { live: Pick<LotDetail['live'], 'currentPriceFen'> },
  falling = false,
) =>
  priceWords(
    {
      outcome: lot.result?.outcome ?? null,
      afterSale: lot.result?.afterSale,
      currentPriceFen: lot.live.currentPriceFen,
    },
    falling,
  );
