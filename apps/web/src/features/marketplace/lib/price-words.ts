import type { LotDetail } from '@lyp/shared/auction/market.schemas';

/** What the lot page calls its price and the bidder holding it, in the lot's state. */
export interface PriceWords {
  /** 起拍价 before any bid, 当前价 while it runs, 成交价 once sold, 最高出价 on a lot that did not sell. */
  price: string;
  /** The mark beside the holder's alias: 领先 while it runs, 买受人 once sold; null when nobody holds it. */
  holder: string | null;
}

/**
 * A closed lot has no "current" price nor a leader: a sale names its price and its buyer, a lot
 * that did not sell (流拍) its highest bid, if any, and nobody. A sale that did not stand (悔拍,
 * or sold again to a runner-up) keeps its price as the original one and names no buyer here:
 * the result box beside it tells what became of it.
 */
export function priceWords(
  lot: Pick<LotDetail, 'result'> & { live: Pick<LotDetail['live'], 'currentPriceFen'> },
  falling = false,
): PriceWords {
  const { result, live } = lot;
  const bidOn = live.currentPriceFen !== null;
  if (result?.outcome === 'sold')
    return result.afterSale ? { price: '原成交价', holder: null } : { price: '成交价', holder: '买受人' };
  if (result?.outcome === 'unsold') return { price: bidOn ? '最高出价' : '起拍价', holder: null };
  return { price: bidOn || falling ? '当前价' : '起拍价', holder: '领先' };
}
