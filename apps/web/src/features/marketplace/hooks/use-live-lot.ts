import type { LotLiveState } from '@lyp/shared/auction/bid.schemas';
import type { LotEvent } from '@lyp/shared/realtime/events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { biddingApi } from '../api/bidding-api';
import { lotDetailQuery } from '../api/market-queries';
import { applyLotEvent, type LiveLotView } from '../lib/apply-lot-event';
import { liveChannel } from '../../../lib/live-channel';
import { liveViewOf, writeLiveLot } from '../lib/live-lot-cache';
import { serverNow, syncServerClock } from './use-server-now';

/**
 * The result from live numbers: the chain head and what became of the sale are not among them,
 * so those already shown are kept.
 */
const resultOf = (live: LotLiveState, shown: LiveLotView['result']): LiveLotView['result'] => {
  const chainHead = shown?.chainHead ?? null;
  if (live.status === 'unsold')
    return { outcome: 'unsold', finalPriceFen: null, winnerAlias: null, chainHead };
  if (live.status !== 'sold') return null;
  const sold = {
    outcome: 'sold' as const,
    finalPriceFen: live.currentPriceFen,
    winnerAlias: live.leaderAlias,
  };
  return { ...sold, chainHead, ...(shown?.afterSale ? { afterSale: shown.afterSale } : {}) };
};

/** Over HTTP while the live channel is down, and while a finished lot waits for its close. */
const FALLBACK_POLL_MS = 5000;
const CLOSING_POLL_MS = 2000;
/**
 * How long the page waits for events it knows exist (a bid's answer or a subscription named a
 * later sequence number) before reloading over HTTP, and how often it tries again after that.
 */
const BEHIND_GRACE_MS = 1000;
const BEHIND_POLL_MS = 2000;

/** How often to reload the lot over HTTP now; undefined: the live channel is enough. */
function pollInterval(live: LotLiveState, connected: boolean, behindForMs: number): number | undefined {
  if (behindForMs >= BEHIND_GRACE_MS) return BEHIND_POLL_MS;
  if (live.status !== 'scheduled' && live.status !== 'bidding') return undefined;
  if (serverNow() >= Date.parse(live.endsAt)) return CLOSING_POLL_MS;
  return connected ? undefined : FALLBACK_POLL_MS;
}

/**
 * The fallbacks: no channel, a page behind what it heard (also when a reload failed), or a
 * lot past its end still waiting for the server's close.
 */
function useFallbackPolling({
  cachedLot,
  knownNow,
  connectedRef,
  resync,
}: {
  cachedLot: () => { live: LotLiveState } | undefined;
  knownNow: () => { seq: number; behindSince: number };
  connectedRef: RefObject<boolean>;
  resync: () => Promise<void>;
}) {
  useEffect(() => {
    let lastPoll = Date.now();
    const timer = setInterval(() => {
      const live = cachedLot()?.live;
      if (!live) return;
      const { seq, behindSince } = knownNow();
      const behindForMs = live.seq < seq ? Date.now() - behindSince : 0;
      const every = pollInterval(live, connectedRef.current, behindForMs);
      if (every === undefined || Date.now() - lastPoll < every) return;
      lastPoll = Date.now();
      resync().catch(() => {});
    }, 1000);
    return () => clearInterval(timer);
  }, [resync, cachedLot, knownNow, connectedRef]);
}

/**
 * A lot's page data, kept current by the live channel. The numbers live in the lot's query
 * (lotDetailQuery): each event is written into that cache entry, so every component reading
 * the lot shows the same live price. A gap in the sequence numbers, a reconnect that shows
 * missed events, or a dead channel all lead back to HTTP, so the page is right even when the
 * channel is not. So does a sequence number heard elsewhere (`heardOfSeq`: a bid's answer)
 * that the events do not bring within a moment: an event lost without a later one to show the
 * gap would otherwise leave the page on an old price until the next bid.
 */
export function useLiveLot(lotId: number) {
  const queryClient = useQueryClient();
  const detail = useQuery(lotDetailQuery(lotId));
  const [connected, setConnected] = useState(false);
  const connectedRef = useRef(false);
  const [extendedTo, setExtendedTo] = useState<string>();
  const [revokedReason, setRevokedReason] = useState<string>();
  /**
   * The highest sequence number the page knows its lot has reached, and since when it lags;
   * kept with its lot, since a link from one lot to the next keeps the page.
   */
  const known = useRef({ lotId, seq: 0, behindSince: 0 });
  const knownNow = useCallback(
    () => (known.current.lotId === lotId ? known.current : { lotId, seq: 0, behindSince: 0 }),
    [lotId],
  );

  const cachedLot = useCallback(
    () => queryClient.getQueryData(lotDetailQuery(lotId).queryKey),
    [queryClient, lotId],
  );

  const heardOfSeq = useCallback(
    (seq: number) => {
      const before = knownNow();
      if (seq <= before.seq) return;
      const shown = cachedLot()?.live.seq ?? 0;
      const wasBehind = before.seq > shown;
      known.current = { lotId, seq, behindSince: wasBehind ? before.behindSince : Date.now() };
    },
    [cachedLot, knownNow, lotId],
  );

  const resync = useCallback(async () => {
    const [live, bids] = await Promise.all([biddingApi.liveState(lotId), biddingApi.bids(lotId)]);
    syncServerClock(live.serverTime);
    const shown = cachedLot()?.result ?? null;
    writeLiveLot(queryClient, { live, recentBids: bids.records, result: resultOf(live, shown) });
  }, [cachedLot, lotId, queryClient]);

  useEffect(
    () =>
      liveChannel.watch(lotId, {
        onEvent(event: LotEvent) {
          const lot = cachedLot();
          if (!lot) return;
          syncServerClock(event.serverTime);
          const outcome = applyLotEvent(liveViewOf(lot), event);
          if (outcome.kind === 'gap') {
            // Should this reload fail, the timer below tries again.
            heardOfSeq(event.seq);
            resync().catch(() => {});
          }
          if (outcome.kind === 'revoked') setRevokedReason(outcome.reason);
          if (outcome.kind !== 'applied') return;
          writeLiveLot(queryClient, outcome.view);
          if (outcome.extendedTo) setExtendedTo(outcome.extendedTo);
        },
        onSubscribed(seq) {
          heardOfSeq(seq);
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
    [lotId, resync, cachedLot, queryClient, heardOfSeq],
  );

  useFallbackPolling({ cachedLot, knownNow, connectedRef, resync });

  return { detail, lot: detail.data, connected, extendedTo, revokedReason, resync, heardOfSeq };
}
