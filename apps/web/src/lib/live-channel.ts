import { apiUrl } from '@lyp/shared/api/paths';
import type { LiveServerMessage, LotEvent, UserTopic } from '@lyp/shared/realtime/events';
import { createReconnectingSocket } from './reconnecting-socket';

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

/** What the signed-in part of a page (the message bell) hears: what of the user's changed. */
export interface InboxListener {
  /** The page's access token now, sent to sign the socket in. */
  token(): string | null;
  /**
   * Re-read these topics (`messages`: the inbox, with the server's time of the nudge). Both
   * null once signed in (again) or after a resync, which may have missed something: re-read
   * everything.
   */
  onInbox(nudgedAt: string | null, topics: readonly UserTopic[] | null): void;
}

/** Who hears what: each lot's pages, and the signed-in part of every page. */
interface Audience {
  lots: Map<number, Set<LotListener>>;
  inbox: Set<InboxListener>;
  everyLotListener(): LotListener[];
  /** The server's word that events from other servers do (not) reach it for now. */
  setInterrupted(interrupted: boolean): void;
}

/** Hands one message of the server to whoever it concerns. */
function dispatch(message: LiveServerMessage, audience: Audience) {
  if (message.type === 'subscribed') {
    for (const listener of audience.lots.get(message.lotId) ?? []) listener.onSubscribed(message.seq);
  } else if (message.type === 'resync') {
    audience.setInterrupted(message.reason === 'events_interrupted');
    for (const listener of audience.everyLotListener()) listener.onResync();
    for (const listener of audience.inbox) listener.onInbox(null, null);
  } else if (message.type === 'auth') {
    // Signed in: nudges reach the page from now on. What it read before may have changed
    // unheard (while loading, or while the socket was away), so it reads that again.
    if (message.userId !== null) for (const listener of audience.inbox) listener.onInbox(null, null);
  } else if (message.type === 'inbox') {
    const topics = message.topics ?? ['messages'];
    for (const listener of audience.inbox) listener.onInbox(message.serverTime, topics);
  } else if ('lotId' in message) {
    for (const listener of audience.lots.get(message.lotId) ?? []) listener.onEvent(message);
  }
}

/** Whether pages can count on the channel's events; every lot page hears when that changes. */
function createLiveness(everyLotListener: () => LotListener[]) {
  const state = { open: false, interrupted: false };
  const isLive = () => state.open && !state.interrupted;
  return {
    isLive,
    change(next: Partial<typeof state>) {
      const wasLive = isLive();
      Object.assign(state, next);
      if (isLive() !== wasLive) for (const listener of everyLotListener()) listener.onConnection(isLive());
    },
    quietlyClosed() {
      state.open = false;
    },
  };
}

/**
 * One WebSocket for the whole tab, shared by every lot on screen and the message bell. It
 * signs in while the bell listens, so the server can nudge it when something of the user's
 * changes (a message, a deposit, an order). It
 * reconnects by itself and subscribes again; the pages resync from the sequence numbers, so
 * nothing missed while away goes unnoticed. When the server says other servers' events are
 * interrupted, the channel counts as not live (pages poll) until it says they are back; both
 * times every page reloads its lot.
 */
export function createLiveChannel() {
  const listeners = new Map<number, Set<LotListener>>();
  const inboxListeners = new Set<InboxListener>();
  const needed = () => listeners.size > 0 || inboxListeners.size > 0;
  const everyLotListener = () => [...listeners.values()].flatMap((set) => [...set]);
  const liveness = createLiveness(everyLotListener);
  const audience: Audience = {
    lots: listeners,
    inbox: inboxListeners,
    everyLotListener,
    setInterrupted: (interrupted) => liveness.change({ interrupted }),
  };

  const socket = createReconnectingSocket(
    () => `${window.location.origin.replace(/^http/, 'ws')}${apiUrl('live')}`,
    {
      opened() {
        liveness.change({ open: true, interrupted: false });
        if (listeners.size > 0) socket.send({ type: 'subscribe', lotIds: [...listeners.keys()] });
        // Its answer re-reads what the page shows: anything may have changed unheard till then.
        signIn();
      },
      message: (message) => dispatch(message, audience),
      dropped: () => liveness.change({ open: false }),
      wanted: needed,
    },
  );

  function signIn() {
    const [first] = inboxListeners;
    if (first) socket.send({ type: 'auth', token: first.token() });
  }

  /** Nothing listens any more: the socket goes. */
  function closeIfIdle() {
    if (needed()) return;
    // Its close is no longer heard: not live from here (told to nobody, nobody listens), so a
    // page that watches again waits for the next socket to open.
    liveness.quietlyClosed();
    socket.close();
  }

  return {
    /** Listens to a lot until the returned function is called. */
    watch(lotId: number, listener: LotListener): () => void {
      const set = listeners.get(lotId) ?? new Set<LotListener>();
      const first = set.size === 0;
      set.add(listener);
      listeners.set(lotId, set);
      if (!socket.ensureOpen() && first) socket.send({ type: 'subscribe', lotIds: [lotId] });
      listener.onConnection(liveness.isLive());
      return () => {
        set.delete(listener);
        if (set.size > 0) return;
        listeners.delete(lotId);
        socket.send({ type: 'unsubscribe', lotIds: [lotId] });
        closeIfIdle();
      };
    },

    /** Hears of the signed-in user's new messages until the returned function is called. */
    watchInbox(listener: InboxListener): () => void {
      inboxListeners.add(listener);
      if (!socket.ensureOpen()) signIn();
      return () => {
        inboxListeners.delete(listener);
        if (inboxListeners.size === 0) socket.send({ type: 'auth', token: null });
        closeIfIdle();
      };
    },
  };
}

export const liveChannel = createLiveChannel();
