import type { LotView } from '@lyp/shared/auction/bulletin.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatMinute } from '@lyp/shared/format/timestamp';

interface Fact {
  key: string;
  label: string;
  span: 'filled';
  children: string;
}

export type LotProgress = Pick<
  LotView,
  | 'status'
  | 'biddingMode'
  | 'priceBasis'
  | 'currentPriceFen'
  | 'reservePriceFen'
  | 'bidCount'
  | 'extensionCount'
  | 'endsAt'
>;

/** A price as the lot states it: a 单价 lot's price is per unit (¥1,200.00/吨). */
const priced = (lot: LotProgress, fen: number, per: string) =>
  lot.priceBasis === 'unit' ? `${formatFen(fen)}/${per}` : formatFen(fen);

function outcome(lot: LotProgress, per: string): string | null {
  const count = `出价 ${lot.bidCount} 次`;
  const price = lot.currentPriceFen;
  switch (lot.status) {
    case 'bidding':
      // A sealed lot's amounts stay closed to everyone, the seller included, until the reveal.
      if (lot.biddingMode === 'sealed') return '密封竞价中，开标前不显示出价';
      if (price === null || lot.bidCount === 0)
        return lot.biddingMode === 'descending' ? '竞价中，暂无应价' : '竞价中，暂无出价';
      return `竞价中，当前价 ${priced(lot, price, per)}，${count}`;
    case 'sold':
      return `已成交，成交价 ${priced(lot, price ?? 0, per)}，${count}`;
    case 'unsold': {
      if (price === null || lot.bidCount === 0) return '流拍（无人出价）';
      const short = lot.reservePriceFen !== null && price < lot.reservePriceFen ? '，未达保留价' : '';
      return `流拍（最高出价 ${priced(lot, price, per)}${short}），${count}`;
    }
    default:
      return null;
  }
}

/**
 * How the lot's bidding went, in the words the seller and the auditor expect: 当前价 while bidding,
 * 成交价 once sold, why it was 流拍, and 已延时 N 次 with the end the extensions moved it to.
 */
export function resultFacts(lot: LotProgress, per: string): Fact[] {
  const text = outcome(lot, per);
  if (text === null) return [];
  const facts: Fact[] = [{ key: 'result', label: '竞价结果', span: 'filled', children: text }];
  if (lot.extensionCount > 0)
    facts.push({
      key: 'extended',
      label: '延时情况',
      span: 'filled',
      children: `已延时 ${lot.extensionCount} 次，${lot.status === 'bidding' ? '现结束时间' : '实际结束时间'} ${formatMinute(new Date(lot.endsAt))}`,
    });
  return facts;
}
