/** Which lots each socket watches, and which user each signed-in socket belongs to. */
export function createLiveWatchers<Socket>(options: { maxLotsPerSocket: number }) {
  const watchers = new Map<number, Set<Socket>>();
  const lotsOf = new Map<Socket, Set<number>>();
  const socketsOfUser = new Map<number, Set<Socket>>();
  const userOf = new Map<Socket, number>();

  function signOut(socket: Socket) {
    const userId = userOf.get(socket);
    if (userId === undefined) return;
    userOf.delete(socket);
    const set = socketsOfUser.get(userId);
    set?.delete(socket);
    if (set?.size === 0) socketsOfUser.delete(userId);
  }

  function detach(socket: Socket) {
    signOut(socket);
    for (const lotId of lotsOf.get(socket) ?? []) {
      const set = watchers.get(lotId);
      set?.delete(socket);
      if (set?.size === 0) watchers.delete(lotId);
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
        let set = watchers.get(lotId);
        if (!set) {
          set = new Set();
          watchers.set(lotId, set);
        }
        set.add(socket);
      }
      return refused;
    },

    unwatch(socket: Socket, lotIds: number[]) {
      const lots = lotsOf.get(socket);
      for (const lotId of lotIds) {
        lots?.delete(lotId);
        const set = watchers.get(lotId);
        set?.delete(socket);
        if (set?.size === 0) watchers.delete(lotId);
      }
    },

    /** The socket now hears of this user's inbox (null: of nobody's). */
    signIn(socket: Socket, userId: number | null) {
      signOut(socket);
      if (userId === null) return;
      userOf.set(socket, userId);
      const set = socketsOfUser.get(userId) ?? new Set<Socket>();
      set.add(socket);
      socketsOfUser.set(userId, set);
    },
  };
}
