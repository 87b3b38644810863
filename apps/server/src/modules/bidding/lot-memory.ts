import type { ChainHead } from '../auction-record';
import type { BatchOutcome } from './bid-batch-decision';
import type { EngineCommand } from './bid-engine-deps';
import type { FreshCheck, LockedLot, LockedStanding, LockRequest } from './bid-lock.repository';
import type { ProxyState } from './bid-rules';

/**
 * What the engine remembers of a lot between batches, so the next batch can be decided before
 * anything is read and written in one round trip (BidLockSession.commitFresh) instead of two.
 * Nothing here is trusted: the round trip checks under the lock that the lot row is still at
 * `version` (no other writer, this instance's or another's, touched it) and that every user's
 * and token's gate text is still what the batch was decided from. Only what the engine itself
 * writes in the lot's transactions is remembered: the lot row, its proxies, aliases and chain.
 */
export interface LotMemory {
  /** The lot row's xmin after the engine's last commit on it. */
  version: string;
  lot: LockedLot['lot'];
  gate: LockedLot['gate'];
  chain: ChainHead;
  /** Every proxy at or above `proxyFloor`, and the proxies of `proxyKnown`. */
  proxies: Map<number, ProxyState>;
  /** The lowest price a read saw: every proxy at or above it is known. */
  proxyFloor: number;
  /** Users whose proxy (or its absence) is known. */
  proxyKnown: Set<number>;
  /** Bidders' aliases, and users known to have none yet (`outsiders`). */
  aliases: Map<number, string>;
  outsiders: Set<number>;
  userGates: Map<number, { text: string; standing: LockedStanding; rank: number | null }>;
  tokenGates: Map<number, { text: string; granted: boolean }>;
}

const distinctSorted = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

/**
 * The memory of a lot as read under its lock for a batch (`read`). What an earlier memory knew
 * is kept when the lot row is still at the version it remembered: nothing else wrote since.
 * Gate texts are kept either way, being checked whenever they are used.
 */
export function rememberRead(
  earlier: LotMemory | undefined,
  locked: LockedLot,
  read: LockRequest,
): LotMemory {
  const { userIds } = read;
  const same = earlier?.version === locked.version;
  const floor = locked.lot.currentPriceFen ?? 0;
  const memory: LotMemory = {
    version: locked.version,
    lot: locked.lot,
    gate: locked.gate,
    chain: locked.chain,
    proxies: new Map(same ? earlier.proxies : []),
    proxyFloor: same ? Math.min(earlier.proxyFloor, floor) : floor,
    proxyKnown: new Set(same ? earlier.proxyKnown : []),
    aliases: new Map(same ? earlier.aliases : []),
    outsiders: new Set(same ? earlier.outsiders : []),
    userGates: new Map(earlier?.userGates),
    tokenGates: new Map(earlier?.tokenGates),
  };
  for (const [userId, proxy] of locked.proxies) memory.proxies.set(userId, proxy);
  for (const userId of userIds) {
    memory.proxyKnown.add(userId);
    if (!locked.proxies.has(userId)) memory.proxies.delete(userId);
  }
  for (const userId of locked.proxies.keys()) memory.proxyKnown.add(userId);
  for (const [userId, alias] of locked.aliases) {
    memory.aliases.set(userId, alias);
    memory.outsiders.delete(userId);
  }
  for (const userId of userIds) if (!locked.aliases.has(userId)) memory.outsiders.add(userId);
  for (const userId of userIds) memory.userGates.delete(userId);
  for (const [userId, text] of locked.userGates) {
    memory.userGates.set(userId, {
      text,
      standing: locked.standings.get(userId)!,
      rank: locked.ranks.get(userId) ?? null,
    });
  }
  // A token the read left out is dead: a batch with it is decided from a read.
  for (const tokenId of read.tokenIds) memory.tokenGates.delete(tokenId);
  for (const [tokenId, text] of locked.tokenGates) {
    memory.tokenGates.set(tokenId, { text, granted: locked.tokens.get(tokenId)!.granted });
  }
  return memory;
}

/**
 * The memory after `outcome` committed, the row at `version` (null when the batch did not write
 * the lot row). Undefined when the row should have been written but was not: nothing is known.
 */
export function rememberCommit(
  before: LotMemory,
  outcome: BatchOutcome,
  version: string | null,
): LotMemory | undefined {
  const { write } = outcome;
  if (write.lot && version === null) return undefined;
  const memory: LotMemory = {
    ...before,
    version: version ?? before.version,
    lot: write.lot ?? before.lot,
    chain: write.chain ?? before.chain,
    proxies: new Map(before.proxies),
    proxyKnown: new Set(before.proxyKnown),
    aliases: new Map(before.aliases),
    outsiders: new Set(before.outsiders),
  };
  for (const proxy of write.proxies) {
    memory.proxies.set(proxy.userId, { maxFen: proxy.maxFen, setOrder: proxy.setOrder });
    memory.proxyKnown.add(proxy.userId);
  }
  for (const bidder of write.bidders) {
    memory.aliases.set(bidder.userId, bidder.alias);
    memory.outsiders.delete(bidder.userId);
  }
  return memory;
}

/**
 * The batch's view of the lot as a read under the lock would give it, from memory, with the
 * check that proves it under the lock; null when memory does not know something the read would
 * tell (a user or token never read, a proxy or an alias not known).
 */
export function freshView(
  memory: LotMemory,
  commands: EngineCommand[],
  now: Date,
): { locked: LockedLot; check: FreshCheck } | null {
  const userIds = distinctSorted(commands.map((command) => command.userId));
  const tokenIds = distinctSorted(
    commands.flatMap((command) => (command.tokenId === null ? [] : [command.tokenId])),
  );
  const leader = memory.lot.leaderUserId;
  if (leader !== null && !memory.aliases.has(leader)) return null;
  const floor = memory.lot.currentPriceFen ?? 0;
  if (floor < memory.proxyFloor) return null;
  const userGates: Array<LotMemory['userGates'] extends Map<number, infer Gate> ? Gate : never> = [];
  for (const userId of userIds) {
    const gate = memory.userGates.get(userId);
    const aliasKnown = memory.aliases.has(userId) || memory.outsiders.has(userId);
    if (!gate || !aliasKnown || !memory.proxyKnown.has(userId)) return null;
    userGates.push(gate);
  }
  const tokenGates: Array<LotMemory['tokenGates'] extends Map<number, infer Gate> ? Gate : never> = [];
  for (const tokenId of tokenIds) {
    const gate = memory.tokenGates.get(tokenId);
    if (!gate) return null;
    tokenGates.push(gate);
  }
  const inBatch = new Set(userIds);
  // What the read would answer: proxies at or above the price and the batch's own; aliases of
  // the batch's bidders and the leader.
  const proxies = new Map(
    [...memory.proxies].filter(([userId, proxy]) => proxy.maxFen >= floor || inBatch.has(userId)),
  );
  const aliases = new Map([...memory.aliases].filter(([userId]) => inBatch.has(userId) || userId === leader));
  return {
    locked: {
      lot: memory.lot,
      version: memory.version,
      proxies,
      aliases,
      // A batch that would give anyone a new alias is decided again from a read.
      takenAliases: new Set(),
      // A client bid id already answered makes the write fail on its key: read, then decided again.
      requests: new Map(),
      gate: memory.gate,
      standings: new Map(userIds.map((userId, index) => [userId, userGates[index]!.standing])),
      ranks: new Map(
        userIds.flatMap((userId, index) => {
          const rank = userGates[index]!.rank;
          return rank === null ? [] : [[userId, rank] as const];
        }),
      ),
      tokens: new Map(tokenIds.map((tokenId, index) => [tokenId, { granted: tokenGates[index]!.granted }])),
      userGates: new Map(userIds.map((userId, index) => [userId, userGates[index]!.text])),
      tokenGates: new Map(tokenIds.map((tokenId, index) => [tokenId, tokenGates[index]!.text])),
      chain: memory.chain,
    },
    check: {
      userIds,
      tokenIds,
      now,
      version: memory.version,
      userGates: userGates.map((gate) => gate.text),
      tokenGates: tokenGates.map((gate) => gate.text),
    },
  };
}

/** The memories of the lots bid on lately, up to a bound (the one used longest ago goes first). */
export function createLotMemories(limit: number) {
  const memories = new Map<number, LotMemory>();
  return {
    get: (lotId: number) => memories.get(lotId),
    set(lotId: number, memory: LotMemory | undefined) {
      memories.delete(lotId);
      if (!memory) return;
      memories.set(lotId, memory);
      if (memories.size > limit) memories.delete(memories.keys().next().value!);
    },
    forget: (lotId: number) => memories.delete(lotId),
  };
}

export type LotMemories = ReturnType<typeof createLotMemories>;
