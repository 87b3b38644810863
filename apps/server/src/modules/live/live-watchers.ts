/** Whom a signed-in socket belongs to: a user, and whether they review their tenant's queues. */
export interface LiveIdentity {
  userId: number;
  tenantId: number;
  reviewer: boolean;
}

/** Adds to, or takes from, a set kept under a key, dropping the set once empty. */
function addUnder<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
  const set = map.get(key) ?? new Set<V>();
  set.add(value);
  map.set(key, set);
}
function removeUnder<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
  const set = map.get(key);
  set?.delete(value);
  if (set?.size === 0) map.delete(key);
}

/** Which lots each socket watches, and who each signed-in socket belongs to. */
export function createLiveWatchers<Socket>(options: { maxLotsPerSocket: number }) {
  const watchers = new Map<number, Set<Socket>>();
  const lotsOf = new Map<Socket, Set<number>>();
  const socketsOfUser = new Map<number, Set<Socket>>();
  const reviewersOfTenant = new Map<number, Set<Socket>>();
  const identityOf = new Map<Socket, LiveIdentity>();

  function signOut(socket: Socket) {
    const identity = identityOf.get(socket);
    if (identity === undefined) return;
    identityOf.delete(socket);
    removeUnder(socketsOfUser, identity.userId, socket);
    if (identity.reviewer) removeUnder(reviewersOfTenant, identity.tenantId, socket);
  }

  function detach(socket: Socket) {
    signOut(socket);
    for (const lotId of lotsOf.get(socket) ?? []) {
      removeUnder(watchers, lotId, socket);
    }
    lotsOf.delete(socket);
  }

  return {
    watchers,
    lotsOf,
    socketsOfUser,
    detach,

    /** Adds lots to a socket's watch list; answers the lots it may not add (over the limit). */
    watch(socket: Socket, lotIds: number[]): number[] {
      let lots = lotsOf.get(socket);
      if (!lots) {
        lots = new Set();
        lotsOf.set(socket, lots);
      }
      const refused: number[] = [];
      for (const lotId of lotIds) {
        if (!lots.has(lotId) && lots.size >= options.maxLotsPerSocket) {
          refused.push(lotId);
          continue;
        }
        lots.add(lotId);
        addUnder(watchers, lotId, socket);
      }
      return refused;
    },

    unwatch(socket: Socket, lotIds: number[]) {
      const lots = lotsOf.get(socket);
      for (const lotId of lotIds) {
        lots?.delete(lotId);
        removeUnder(watchers, lotId, socket);
      }
    },

    /** The socket now hears what changes for this user (null: for nobody). */
    signIn(socket: Socket, identity: LiveIdentity | null) {
      signOut(socket);
      if (identity === null) return;
      identityOf.set(socket, identity);
      addUnder(socketsOfUser, identity.userId, socket);
      if (identity.reviewer) addUnder(reviewersOfTenant, identity.tenantId, socket);
    },

    /** The sockets a nudge reaches, each once. */
    socketsNudged(userIds: number[], reviewersOf: number | undefined): Set<Socket> {
      const reached = new Set<Socket>();
      for (const userId of userIds) for (const socket of socketsOfUser.get(userId) ?? []) reached.add(socket);
      if (reviewersOf !== undefined)
        for (const socket of reviewersOfTenant.get(reviewersOf) ?? []) reached.add(socket);
      return reached;
    },
  };
}
