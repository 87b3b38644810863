import type { LotLiveState } from '@lyp/shared/auction/bid.schemas';
import type { LotEvent } from '@lyp/shared/realtime/events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { biddingApi } from '../api/bidding-api';
import { lotDetailQuery } from '../api/market-queries';
import { applyLotEvent, type LiveLotView } from '../lib/apply-lot-event';
import { liveChannel } from '../../../lib/live-channel';
import { liveViewOf, writeLiveLot } from '../lib/live-lot-cache';
import { serverNow, syncServerClock } from './use-server-now';

const resultOf = (live: LotLiveState): LiveLotView['result'] =>
  live.status === 'sold'
    ? { outcome: 'sold', finalPriceFen: live.currentPriceFen, winnerAlias: live.leaderAlias }
    : live.status === 'unsold'
      ? { outcome: 'unsold', finalPriceFen: null, winnerAlias: null }
      : null;

/** Over HTTP while the live channel is down, and while a finished lot waits for its close. */
const FALLBACK_POLL_MS = 5000;
const CLOSING_POLL_MS = 2000;

/**
 * A lot's page data, kept current by the live channel. The numbers live in the lot's query
 * (lotDetailQuery): each event is written into that cache entry, so every component reading
 * the lot shows the same live price. A gap in the sequence numbers, a reconnect that shows
 * missed events, or a dead channel all lead back to HTTP, so the page is right even when the
 * channel is not.
 */
export function useLiveLot(lotId: number) {
  const queryClient = useQueryClient();
  const detail = useQuery(lotDetailQuery(lotId));
  const [connected, setConnected] = useState(false);
  const connectedRef = useRef(false);
  const [extendedTo, setExtendedTo] = useState<string>();
  const [revokedReason, setRevokedReason] = useState<string>();

  const cachedLot = useCallback(
    () => queryClient.getQueryData(lotDetailQuery(lotId).queryKey),
    [queryClient, lotId],
  );

  const resync = useCallback(async () => {
    const [live, bids] = await Promise.all([biddingApi.liveState(lotId), biddingApi.bids(lotId)]);
    syncServerClock(live.serverTime);
    writeLiveLot(queryClient, { live, recentBids: bids.records, result: resultOf(live) });
  }, [lotId, queryClient]);

  useEffect(
    () =>
      liveChannel.watch(lotId, {
        onEvent(event: LotEvent) {
          const lot = cachedLot();
          if (!lot) return;
          syncServerClock(event.serverTime);
          const outcome = applyLotEvent(liveViewOf(lot), event);
          if (outcome.kind === 'gap') resync().catch(() => {});
          if (outcome.kind === 'revoked') setRevokedReason(outcome.reason);
          if (outcome.kind !== 'applied') return;
          writeLiveLot(queryClient, outcome.view);
          if (outcome.extendedTo) setExtendedTo(outcome.extendedTo);
        },
        onSubscribed(seq) {
          const lot = cachedLot();
          if (lot && seq > lot.live.seq) resync().catch(() => {});
        },
        onResync() {
          resync().catch(() => {});
        },
        onConnection(value) {
          connectedRef.current = value;
          setConnected(value);
        },
      }),
    [lotId, resync, cachedLot, queryClient],
  );

  // The fallbacks: no channel, or a lot past its end still waiting for the server's close.
  useEffect(() => {
    let lastPoll = Date.now();
    const timer = setInterval(() => {
      const live = cachedLot()?.live;
      if (!live || (live.status !== 'scheduled' && live.status !== 'bidding')) return;
      const waitingForClose = serverNow() >= Date.parse(live.endsAt);
      const every = waitingForClose ? CLOSING_POLL_MS : connectedRef.current ? undefined : FALLBACK_POLL_MS;
      if (every === undefined || Date.now() - lastPoll < every) return;
      lastPoll = Date.now();
      resync().catch(() => {});
    }, 1000);
    return () => clearInterval(timer);
  }, [resync, cachedLot]);

  return { detail, lot: detail.data, connected, extendedTo, revokedReason, resync };
}
