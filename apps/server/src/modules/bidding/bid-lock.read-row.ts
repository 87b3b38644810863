import type { LotBiddingState } from './bid-rules';
import type { LockedLot, LockedStanding } from './bid-lock.statements';

/** The row the batch's read answers (bid_lock_read), and the LockedLot the engine decides from. */

export const requestKey = (userId: number, clientBidId: string) => `${userId}:${clientBidId}`;

export interface LockRow {
  lot: null | {
    version: string;
    status: LotBiddingState['status'];
    bidding_mode: LotBiddingState['biddingMode'];
    decrease_step_fen: number | null;
    decrease_interval_minutes: number | null;
    floor_price_fen: number | null;
    ascend_minutes: number | null;
    accepted_at: string | null;
    starts_at: string;
    ends_at: string;
    hard_end_at: string | null;
    max_extensions: number | null;
    extension_minutes: number;
    extension_count: number;
    start_price_fen: number;
    increment_fen: number;
    reserve_price_fen: number | null;
    current_price_fen: number | null;
    leader_user_id: number | null;
    leader_priority_rank: number | null;
    runner_up_max_fen: number | null;
    bid_count: number;
    bidder_count: number;
    event_seq: number;
    proxy_counter: number;
    restricted: boolean;
    deposit_fen: number;
    chain_head: string | null;
    chain_length: number;
  };
  proxies: Array<{ userId: number; maxFen: number; setOrder: number }>;
  bidders: Array<{ userId: number; alias: string }>;
  taken: string[];
  requests: Array<{
    userId: number;
    clientBidId: string;
    lotId: number;
    requestHash: string;
    answer: string;
  }>;
  user_gates: string[];
  token_gates: string[];
}

/** One user's gate text (see userGates in bid-lock.prepared-statements.ts), parsed. */
type UserGate = { userId: number; rank: number | null } & LockedStanding;
type TokenGate = { tokenId: number; granted: boolean };

const date = (value: string | null) => (value === null ? null : new Date(value));

export function toLocked(lotId: number, row: LockRow): LockedLot | null {
  if (!row.lot) return null;
  const l = row.lot;
  const users = row.user_gates.map((text) => JSON.parse(text) as UserGate);
  const tokens = row.token_gates.map((text) => JSON.parse(text) as TokenGate);
  return {
    version: l.version,
    lot: {
      id: lotId,
      status: l.status,
      biddingMode: l.bidding_mode,
      decreaseStepFen: l.decrease_step_fen,
      decreaseIntervalMinutes: l.decrease_interval_minutes,
      floorPriceFen: l.floor_price_fen,
      ascendMinutes: l.ascend_minutes,
      acceptedAt: date(l.accepted_at),
      startsAt: new Date(l.starts_at),
      endsAt: new Date(l.ends_at),
      hardEndAt: date(l.hard_end_at),
      maxExtensions: l.max_extensions,
      extensionSeconds: l.extension_minutes * 60,
      extensionCount: l.extension_count,
      startPriceFen: l.start_price_fen,
      incrementFen: l.increment_fen,
      reservePriceFen: l.reserve_price_fen,
      currentPriceFen: l.current_price_fen,
      leaderUserId: l.leader_user_id,
      leaderPriorityRank: l.leader_priority_rank,
      runnerUpMaxFen: l.runner_up_max_fen,
      bidCount: l.bid_count,
      bidderCount: l.bidder_count,
      eventSeq: l.event_seq,
      proxyCounter: l.proxy_counter,
    },
    proxies: new Map(row.proxies.map((p) => [p.userId, { maxFen: p.maxFen, setOrder: p.setOrder }])),
    aliases: new Map(row.bidders.map((b) => [b.userId, b.alias])),
    takenAliases: new Set(row.taken),
    requests: new Map(
      row.requests.map((r) => [
        requestKey(r.userId, r.clientBidId),
        { lotId: r.lotId, requestHash: r.requestHash, answer: r.answer },
      ]),
    ),
    gate: { restricted: l.restricted, depositFen: l.deposit_fen },
    standings: new Map(users.map(({ userId, rank: _rank, ...standing }) => [userId, standing])),
    tokens: new Map(tokens.map((token) => [token.tokenId, { granted: token.granted }])),
    ranks: new Map(users.flatMap(({ userId, rank }) => (rank === null ? [] : [[userId, rank]]))),
    userGates: new Map(users.map((user, index) => [user.userId, row.user_gates[index]!])),
    tokenGates: new Map(tokens.map((token, index) => [token.tokenId, row.token_gates[index]!])),
    chain: { hash: l.chain_head, length: l.chain_length },
  };
}
