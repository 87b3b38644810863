import type { PublicLotLineage } from '@lyp/shared/auction/reauction.schemas';
import { roundLabel } from '@lyp/shared/auction/reauction-rounds';
import { Link } from 'react-router';
import { lotPath } from '../lib/market-links';

/**
 * 重新拍卖 on a lot's page: which sale this is, with 原拍卖 linking back, and the later sale
 * (第二次拍卖 …) it was put up again as. The server sends only lots the public may open.
 */
export function LotLineageLinks({ lineage }: { lineage: PublicLotLineage }) {
  const { previous, next, round } = lineage;
  if (!previous && !next) return null;
  return (
    <div className="lyp-lot-detail__lineage" role="navigation" aria-label="拍卖轮次">
      {previous ? (
        <span>
          本标的为{roundLabel(round)}，<Link to={lotPath(previous.lotId)}>原拍卖：{previous.lotNo}</Link>
        </span>
      ) : null}
      {next ? (
        <span>
          本标的已重新拍卖：
          <Link to={lotPath(next.lotId)}>
            {roundLabel(next.round)}（{next.lotNo}）
          </Link>
        </span>
      ) : null}
    </div>
  );
}
