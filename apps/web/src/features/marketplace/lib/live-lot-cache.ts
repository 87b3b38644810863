import type { EndpointData } from '@lyp/shared/api/endpoints';
import type { LotLiveState } from '@lyp/shared/auction/bid.schemas';
import type { LotCard, LotDetail } from '@lyp/shared/auction/market.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { homeBulletinsKey, lotDetailQuery, lotSearchKey } from '../api/market-queries';
import type { LiveLotView } from './apply-lot-event';

/** The part of a cached lot that live events change. */
export const liveViewOf = (lot: LotDetail): LiveLotView => ({
  live: lot.live,
  recentBids: lot.recentBids,
  result: lot.result,
});

/** A card's copy of the live numbers (lists show the status, price, bid count and end). */
export function cardWithLive<C extends LotCard>(card: C, live: LotLiveState): C {
  return {
    ...card,
    status: live.status,
    currentPriceFen: live.currentPriceFen,
    bidCount: live.bidCount,
    endsAt: live.endsAt,
  };
}

const withLot = (lotId: number, live: LotLiveState) => (card: LotCard) =>
  card.id === lotId ? cardWithLive(card, live) : card;

/**
 * Writes a lot's live numbers into the query cache: into its detail entry, which every
 * component showing the lot reads, and into the cached lists that show its card. A view older
 * than the one cached (a slow reload overtaken by events) changes nothing.
 */
export function writeLiveLot(client: QueryClient, view: LiveLotView): void {
  const lotId = view.live.lotId;
  const key = lotDetailQuery(lotId).queryKey;
  const cached = client.getQueryData(key);
  if (cached && cached.live.seq > view.live.seq) return;

  client.setQueryData(key, (lot) => lot && cardWithLive({ ...lot, ...view }, view.live));
  client.setQueriesData<EndpointData<'lotSearch'>>(
    { queryKey: lotSearchKey },
    (page) => page && { ...page, records: page.records.map(withLot(lotId, view.live)) },
  );
  client.setQueriesData<EndpointData<'homeBulletins'>>({ queryKey: homeBulletinsKey }, (bulletins) =>
    bulletins?.map((bulletin) => ({ ...bulletin, lots: bulletin.lots.map(withLot(lotId, view.live)) })),
  );
}
