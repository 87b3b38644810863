import { EyeOutlined, FireOutlined, PictureOutlined } from '@ant-design/icons';
import { BIDDING_MODE_LABELS } from '@lyp/shared/auction/auction-formats';
import type { LotCard as LotCardData } from '@lyp/shared/auction/market.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { Link } from 'react-router';
import { lotPath } from '../lib/market-links';
import { LOT_COVER } from '../lib/picture-sizes';
import { priceWords } from '../lib/price-words';
import { PUBLIC_FILE_LINKS, pictureProps, type FileLinks } from './file-links';
import { LotCountdown } from './lot-countdown';

/** 成交价 or 最高出价 once closed; before, 当前价, or the start (降价起始价 where the price falls). */
function cardPriceLabel(lot: LotCardData): string {
  const outcome = lot.status === 'sold' || lot.status === 'unsold' ? lot.status : null;
  if (!outcome && lot.currentPriceFen === null && lot.biddingMode === 'descending') return '降价起始价';
  return priceWords({ outcome, currentPriceFen: lot.currentPriceFen }).price;
}

/**
 * One lot in a list: picture, title, price and countdown; the whole card opens the lot. A
 * seller's preview gives `links` (its own copies of files not yet public) and `onOpen`
 * (its lot tab: the lot has no public page yet).
 */
export function LotCard({
  lot,
  links = PUBLIC_FILE_LINKS,
  onOpen,
  eager = false,
}: {
  lot: LotCardData;
  /** In the first screenful: the picture loads at once (lazy ones wait for layout). */
  eager?: boolean;
  links?: FileLinks;
  onOpen?: (lotId: number) => void;
}) {
  const price = lot.currentPriceFen ?? lot.startPriceFen;
  const cover = lot.coverFileId ? pictureProps(links, lot.coverFileId, LOT_COVER) : undefined;
  return (
    <Link
      to={lotPath(lot.id)}
      className="lyp-lot-card"
      aria-label={lot.title}
      onClick={
        onOpen &&
        ((event) => {
          event.preventDefault();
          onOpen(lot.id);
        })
      }
    >
      <article className="lyp-lot-card__box">
        {cover ? (
          <img
            className="lyp-lot-card__cover"
            {...cover}
            alt={lot.title}
            loading={eager ? 'eager' : 'lazy'}
            // The first row is the home page's largest paint.
            fetchPriority={eager ? 'high' : undefined}
          />
        ) : (
          <div className="lyp-lot-card__cover lyp-lot-card__cover--empty" aria-hidden>
            <PictureOutlined />
            <span>暂无图片</span>
          </div>
        )}
        <div className="lyp-lot-card__body">
          <h3 className="lyp-lot-card__title" title={lot.title}>
            {lot.restricted ? <span className="lyp-tag lyp-tag--purple">定向</span> : null}
            {lot.biddingMode === 'ascending' ? null : (
              <span className="lyp-tag lyp-tag--orange">{BIDDING_MODE_LABELS[lot.biddingMode]}</span>
            )}
            {lot.priceBasis === 'unit' ? <span className="lyp-tag lyp-tag--blue">单价</span> : null}
            {lot.title}
          </h3>
          <div className="lyp-lot-card__price">
            <span className="lyp-lot-card__price-label">{cardPriceLabel(lot)}</span>
            <span className="lyp-lot-card__price-value">{formatFen(price)}</span>
          </div>
          <LotCountdown lot={lot} />
          <div className="lyp-lot-card__meta">
            <span>保证金 {formatFen(lot.depositFen)}</span>
            <span>
              <FireOutlined /> {lot.bidCount} 次出价
            </span>
            <span>
              <EyeOutlined /> {lot.viewCount}
            </span>
          </div>
          <p className="lyp-lot-card__seller" title={`${lot.sellerName} · ${lot.location}`}>
            {lot.sellerName} · {lot.location}
          </p>
        </div>
      </article>
    </Link>
  );
}
