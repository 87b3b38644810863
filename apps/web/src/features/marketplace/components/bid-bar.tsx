import type { LotDetail } from '@lyp/shared/auction/market.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { Button } from 'antd';
import { useDescendingPrice } from '../hooks/use-descending-price';

/** What the bar's button does on each format: 出价, 应价 (descending) or 报价 (sealed). */
function actionOf(live: LotDetail['live']): string {
  if (live.biddingMode === 'sealed') return '报价';
  return live.descending && live.descending.acceptedAt === null ? '应价' : '出价';
}

/**
 * The bid form in the middle of the screen, its amount field focused and selected, so the
 * keyboard opens and what is typed replaces the suggested minimum; without a field (not signed
 * in, no deposit yet), the panel saying why.
 */
function goToBidForm(): void {
  const panel = document.getElementById('lot-bid');
  const field = panel?.querySelector('input');
  (field ?? panel)?.scrollIntoView({ block: 'center' });
  field?.focus({ preventScroll: true });
  field?.select();
}

/**
 * On a phone the lot page runs long and its bid panel sits below the pictures and prices: this
 * bar keeps the price and the way to bid at the foot of the screen (lot-detail.css shows it below
 * 992 px, and hides it while the bid form has the focus, so it never covers what is typed).
 */
export default function BidBar({ lot, per }: { lot: LotDetail; per: string }) {
  const { live } = lot;
  const falling = useDescendingPrice(live);
  if (live.status === 'unsold' || live.status === 'pending') return null;
  const sold = live.status === 'sold';
  const priceFen = sold
    ? (lot.result?.finalPriceFen ?? live.currentPriceFen)
    : (falling?.priceFen ?? live.currentPriceFen ?? live.startPriceFen);
  const soldLabel = lot.result?.afterSale === 'defaulted' ? '原成交价' : '成交价';
  const label = sold ? soldLabel : live.currentPriceFen === null && !falling ? '起拍价' : '当前价';
  return (
    <div className="lyp-bid-bar" role="region" aria-label="价格与出价">
      <span className="lyp-bid-bar__label">{label}</span>
      <strong className="lyp-bid-bar__price">
        {priceFen === null ? '—' : formatFen(priceFen)}
        {priceFen === null ? null : per}
      </strong>
      {sold ? null : (
        <Button type="primary" size="large" onClick={goToBidForm}>
          {actionOf(live)}
        </Button>
      )}
    </div>
  );
}
