import { apiUrl } from '@lyp/shared/api/paths';
import type { LiveServerMessage, LotEvent } from '@lyp/shared/realtime/events';

/** What a lot page hears from the live channel. */
export interface LotListener {
  onEvent(event: LotEvent): void;
  /** (Re)subscribed: the lot's sequence number now; above the page's means it missed events. */
  onSubscribed(seq: number): void;
  /** The server asks for a reload over HTTP: it may have missed events for the page. */
  onResync(): void;
  /** Live: the channel is open and carries every event. Otherwise the page polls. */
  onConnection(live: boolean): void;
}

/** What the signed-in part of a page (the message bell) hears: that the inbox has news. */
export interface InboxListener {
  /** The page's access token now, sent to sign the socket in. */
  token(): string | null;
  /**
   * Read the inbox: with the server's time when it says messages arrived just now; null after a
   * reconnection or resync that may have missed some.
   */
  onInbox(nudgedAt: string | null): void;
}

const RETRY_MS = [1000, 2000, 5000, 10_000];
const PING_MS = 25_000;

/**
 * One WebSocket for the whole tab, shared by every lot on screen and the message bell. It
 * signs in while the bell listens, so the server can nudge it when a message arrives. It reconnects by itself
 * (1, 2, 5, then every 10 seconds) and subscribes again; the pages resync from the sequence
 * numbers, so nothing missed while away goes unnoticed. When the server says other servers'
 * events are interrupted, the channel counts as not live (pages poll) until it says they are
 * back; both times every page reloads its lot.
 */
export function createLiveChannel() {
  const listeners = new Map<number, Set<LotListener>>();
  const inboxListeners = new Set<InboxListener>();
  const needed = () => listeners.size > 0 || inboxListeners.size > 0;
  let openedBefore = false;
  let socket: WebSocket | undefined;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let open = false;
  /** The server's word that events from other servers do not reach it for now. */
  let interrupted = false;
  const isLive = () => open && !interrupted;

  const url = () => `${window.location.origin.replace(/^http/, 'ws')}${apiUrl('live')}`;
  const send = (message: object) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };
  const everyListener = () => [...listeners.values()].flatMap((set) => [...set]);
  const update = (change: () => void) => {
    const wasLive = isLive();
    change();
    if (isLive() !== wasLive) for (const listener of everyListener()) listener.onConnection(isLive());
  };

  function connect() {
    clearTimeout(retryTimer);
    const opened = new WebSocket(url());
    socket = opened;
    opened.onopen = () => {
      attempt = 0;
      update(() => {
        open = true;
        interrupted = false;
      });
      if (listeners.size > 0) send({ type: 'subscribe', lotIds: [...listeners.keys()] });
      signIn();
      // Back after a drop: whatever arrived meanwhile was not nudged.
      if (openedBefore) for (const listener of inboxListeners) listener.onInbox(null);
      openedBefore = true;
      pingTimer = setInterval(() => send({ type: 'ping' }), PING_MS);
    };
    opened.onmessage = (message: MessageEvent<string>) => {
      const parsed = JSON.parse(message.data) as LiveServerMessage;
      if (parsed.type === 'subscribed') {
        for (const listener of listeners.get(parsed.lotId) ?? []) listener.onSubscribed(parsed.seq);
      } else if (parsed.type === 'resync') {
        update(() => {
          interrupted = parsed.reason === 'events_interrupted';
        });
        for (const listener of everyListener()) listener.onResync();
        for (const listener of inboxListeners) listener.onInbox(null);
      } else if (parsed.type === 'inbox') {
        for (const listener of inboxListeners) listener.onInbox(parsed.serverTime);
      } else if ('lotId' in parsed) {
        for (const listener of listeners.get(parsed.lotId) ?? []) listener.onEvent(parsed);
      }
    };
    opened.onclose = () => {
      clearInterval(pingTimer);
      if (socket !== opened) return;
      socket = undefined;
      update(() => {
        open = false;
      });
      if (!needed()) return;
      retryTimer = setTimeout(connect, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
      attempt += 1;
    };
  }

  function signIn() {
    const [first] = inboxListeners;
    if (first) send({ type: 'auth', token: first.token() });
  }

  /** Nothing listens any more: the socket goes. */
  function closeIfIdle() {
    if (needed()) return;
    clearTimeout(retryTimer);
    const closing = socket;
    socket = undefined;
    // Its close is no longer heard (onclose ignores a replaced socket): not live from here,
    // so a page that watches again waits for the next socket to open.
    open = false;
    closing?.close();
  }

  return {
    /** Listens to a lot until the returned function is called. */
    watch(lotId: number, listener: LotListener): () => void {
      const set = listeners.get(lotId) ?? new Set<LotListener>();
      const first = set.size === 0;
      set.add(listener);
      listeners.set(lotId, set);
      if (!socket) connect();
      else if (first) send({ type: 'subscribe', lotIds: [lotId] });
      listener.onConnection(isLive());
      return () => {
        set.delete(listener);
        if (set.size > 0) return;
        listeners.delete(lotId);
        send({ type: 'unsubscribe', lotIds: [lotId] });
        closeIfIdle();
      };
    },

    /** Hears of the signed-in user's new messages until the returned function is called. */
    watchInbox(listener: InboxListener): () => void {
      inboxListeners.add(listener);
      if (!socket) connect();
      else signIn();
      return () => {
        inboxListeners.delete(listener);
        if (inboxListeners.size === 0) send({ type: 'auth', token: null });
        closeIfIdle();
      };
    },
  };
}

export const liveChannel = createLiveChannel();
