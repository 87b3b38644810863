import { useEffect, useRef } from 'react';
import { liveChannel } from '../../../lib/live-channel';

/** Events of a busy lot come in bursts: one reload after the burst, not one per bid. */
const SETTLE_MS = 1000;

/**
 * Reloads a list when any of its lots changes live (a bid, an extension, the start, the close,
 * a take-down): lists show few numbers per lot, so reloading the page is simpler and as fresh
 * as patching each card.
 */
export function useLiveRefresh(lotIds: readonly number[], refresh: () => unknown): void {
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  });
  const key = [...lotIds].sort((a, b) => a - b).join(',');

  useEffect(() => {
    if (!key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void refreshRef.current(), SETTLE_MS);
    };
    const stops = key.split(',').map((id) =>
      liveChannel.watch(Number(id), {
        onEvent: changed,
        onSubscribed: () => {},
        onResync: changed,
        onConnection: () => {},
      }),
    );
    return () => {
      clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, [key]);
}
