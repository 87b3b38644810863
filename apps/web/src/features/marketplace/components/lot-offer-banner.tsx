import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { myOfferOnLotQuery, RunnerUpOfferCard } from '../../../components/runner-up';
import { marginPath } from '../lib/market-links';

/**
 * 悔拍递补: the signed-in bidder's offer on this sold lot, if its buyer defaulted and the lot
 * came to them. Loaded on its own (lot-detail-page lazy-loads it for signed-in viewers of a sold
 * lot): the offer's calls and schemas stay off the lot page every visitor downloads.
 */
export default function LotOfferBanner({ lotId }: { lotId: number }) {
  const navigate = useNavigate();
  const offer = useQuery(myOfferOnLotQuery(lotId));
  if (!offer.data) return null;
  return <RunnerUpOfferCard offer={offer.data} payDeposit={(id) => void navigate(marginPath(id))} />;
}
