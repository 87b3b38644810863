import type { LotLiveState } from '@lyp/shared/auction/bid.schemas';
import type { LotEvent } from '@lyp/shared/realtime/events';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { biddingApi } from '../api/bidding-api';
import { lotDetailQuery } from '../api/market-queries';
import { applyLotEvent, type LiveLotView } from '../lib/apply-lot-event';
import { liveChannel } from '../lib/live-channel';
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
 * A lot's page data with its live numbers: loaded over HTTP, then kept current by the live
 * channel. A gap in the sequence numbers, a reconnect that shows missed events, or a dead
 * channel all lead back to HTTP, so the page is right even when the channel is not.
 */
export function useLiveLot(lotId: number) {
  const detail = useQuery(lotDetailQuery(lotId));
  const [view, setViewState] = useState<LiveLotView>();
  const viewRef = useRef<LiveLotView>(undefined);
  const [connected, setConnected] = useState(false);
  const connectedRef = useRef(false);
  const [extendedTo, setExtendedTo] = useState<string>();

  const setView = useCallback((next: LiveLotView) => {
    viewRef.current = next;
    setViewState(next);
  }, []);

  // The HTTP answer is taken unless the live channel has already moved past it.
  useEffect(() => {
    const lot = detail.data;
    if (!lot) return;
    const current = viewRef.current;
    if (!current || current.live.lotId !== lot.id || lot.live.seq >= current.live.seq) {
      setView({ live: lot.live, recentBids: lot.recentBids, result: lot.result });
    }
  }, [detail.data, setView]);

  const resync = useCallback(async () => {
    const [live, bids] = await Promise.all([biddingApi.liveState(lotId), biddingApi.bids(lotId)]);
    syncServerClock(live.serverTime);
    setView({ live, recentBids: bids.records, result: resultOf(live) });
  }, [lotId, setView]);

  useEffect(
    () =>
      liveChannel.watch(lotId, {
        onEvent(event: LotEvent) {
          const current = viewRef.current;
          if (!current) return;
          syncServerClock(event.serverTime);
          const outcome = applyLotEvent(current, event);
          if (outcome.kind === 'gap') void resync();
          if (outcome.kind !== 'applied') return;
          setView(outcome.view);
          if (outcome.extendedTo) setExtendedTo(outcome.extendedTo);
        },
        onSubscribed(seq) {
          const current = viewRef.current;
          if (current && seq > current.live.seq) void resync();
        },
        onResync() {
          resync().catch(() => {});
        },
        onConnection(value) {
          connectedRef.current = value;
          setConnected(value);
        },
      }),
    [lotId, resync, setView],
  );

  // The fallbacks: no channel, or a lot past its end still waiting for the server's close.
  useEffect(() => {
    let lastPoll = Date.now();
    const timer = setInterval(() => {
      const live = viewRef.current?.live;
      if (!live || (live.status !== 'scheduled' && live.status !== 'bidding')) return;
      const waitingForClose = serverNow() >= Date.parse(live.endsAt);
      const every = waitingForClose ? CLOSING_POLL_MS : connectedRef.current ? undefined : FALLBACK_POLL_MS;
      if (every === undefined || Date.now() - lastPoll < every) return;
      lastPoll = Date.now();
      resync().catch(() => {});
    }, 1000);
    return () => clearInterval(timer);
  }, [resync]);

  return { detail, view, connected, extendedTo, resync };
}
