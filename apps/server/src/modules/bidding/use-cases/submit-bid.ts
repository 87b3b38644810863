import { createHash } from 'node:crypto';
import type { BidResult } from '@lyp/shared/auction/bid.schemas';
import type { ErrorCode } from '@lyp/shared/errors/error-codes';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import type { BidCommand } from '../bid-rules';
import type { EngineAnswer } from '../bid-engine';
import { blocker } from '../bidding-blockers';
import type { BiddingServiceDeps } from '../bidding-deps';
import type { GatePasses } from '../gate-passes';

/** Refusals about the price alone: the bidder's standing still holds, so their pass stays. */
const PRICE_REFUSALS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'BID_TOO_LOW',
  'BID_OFF_GRID',
  'BID_ALREADY_LEADING',
  'MAX_NOT_RAISED',
  'MAX_TOO_LOW',
  'BID_BUSY',
  'BID_KEY_REUSED',
  'DESCENDING_PRICE_CHANGED',
]);

type Command =
  | { kind: 'bid'; amountFen: number }
  | { kind: 'max'; maxFen: number }
  | { kind: 'accept'; amountFen: number };

const hashOf = (lotId: number, command: Command) =>
  createHash('sha256')
    .update(
      JSON.stringify([lotId, command.kind, command.kind === 'max' ? command.maxFen : command.amountFen]),
    )
    .digest('hex');

function answerOf(answer: EngineAnswer): BidResult {
  if (!answer.ok) throw new AppError(answer.code, { params: answer.params });
  return answer.result;
}

/** A bid or a maximum: through the gate (or a pass) to the engine, answered once committed. */
export function submitBid(deps: BiddingServiceDeps, passes: GatePasses) {
  const { bidding, clock } = deps;

  /** The gate's read, when no pass holds: retries of closed lots, refusals with what to fix. */
  async function passGate(
    principal: Principal,
    lotId: number,
    clientBidId: string,
    requestHash: string,
    receivedAt: Date,
  ): Promise<BidResult | undefined> {
    // One read: the lot, the caller's standing and deposit, and any earlier answer to this id.
    const gate = await bidding.gate(lotId, principal.userId, clientBidId, receivedAt);
    // A retry is answered as the first time, even if the lot has closed since.
    if (gate?.earlierRequestHash) {
      if (gate.earlierRequestHash !== requestHash) throw new AppError('BID_KEY_REUSED');
      return answerOf(JSON.parse(gate.earlierAnswer!) as EngineAnswer);
    }
    // Lots not yet published do not exist for bidders.
    if (!gate || gate.status === 'pending') throw new AppError('LOT_NOT_FOUND');
    // Sealed bids go through POST /bid/sealed: an open bid would show its amount to everyone.
    if (gate.biddingMode === 'sealed') throw new AppError('SEALED_LOT_OPEN_BID');
    const blocked = blocker(principal, gate, receivedAt);
    if (blocked) throw blocked.error;
    passes.remember(lotId, principal.userId, principal.orgId, gate);
    return undefined;
  }

  return async function submit(principal: Principal, lotId: number, clientBidId: string, command: Command) {
    // A bid counts at the moment the server receives it.
    const receivedAt = clock.now();
    const requestHash = hashOf(lotId, command);
    if (!passes.holds(lotId, principal.userId, principal.orgId, receivedAt)) {
      const earlier = await passGate(principal, lotId, clientBidId, requestHash, receivedAt);
      if (earlier) return earlier;
    }
    const bidCommand: BidCommand = { ...command, userId: principal.userId, at: receivedAt };
    const answer = await deps.engine.submit({
      lotId,
      userId: principal.userId,
      clientBidId,
      requestHash,
      command: bidCommand,
      tokenId: principal.tokenId,
    });
    if (!answer.ok) {
      if (answer.code === 'UNAUTHENTICATED' || answer.code === 'PERMISSION_DENIED') {
        deps.forgetToken(principal.tokenId);
      }
      if (!PRICE_REFUSALS.has(answer.code)) passes.forget(lotId, principal.userId, principal.orgId);
    }
    return answerOf(answer);
  };
}
