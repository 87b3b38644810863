import type { LotEvent } from '@lyp/shared/realtime/events';
import { decideAll, type BatchOutcome } from './bid-batch-decision';
import type { EngineAnswer, EngineCommand, EngineContext, Outbid, Pending } from './bid-engine-deps';
import { requestKey, type BidLockSession, type LockedLot, type LockRequest } from './bid-lock.repository';
import { freshView, rememberCommit, rememberRead } from './lot-memory';
import { refuseTakenAccept } from './descending-rules';

function lockRequestOf(engine: EngineContext, lotId: number, batch: Pending[]): LockRequest {
  const commands = batch.map((pending) => pending.command);
  const userIds = [...new Set(commands.map((entry) => entry.userId))];
  return {
    userIds,
    aliasCandidates: userIds.flatMap((userId) => engine.candidatesOf(lotId, userId)),
    keys: commands.map((entry) => ({ userId: entry.userId, clientBidId: entry.clientBidId })),
    tokenIds: [...new Set(commands.flatMap((entry) => (entry.tokenId === null ? [] : [entry.tokenId])))],
    now: engine.deps.clock.now(),
  };
}

/** The next batch to decide while the chain holds its connection, unless another lot waits for one. */
function takeNext(engine: EngineContext, queue: Pending[]): Pending[] | undefined {
  return queue.length > 0 && !engine.deps.locks.othersWaiting()
    ? queue.splice(0, engine.maxBatch)
    : undefined;
}

/**
 * Decides `first`, then, while commands keep arriving, the batches after it on the same
 * connection. A batch the engine can decide from what it remembers of the lot (lot-memory.ts)
 * goes in one round trip that locks, checks, writes and commits. Any other batch is read under
 * the lock first; its read rides on the round trip that commits the batch before it, unless
 * memory can decide it. `onBatch` learns which batch is in hand, so a failure is answered to
 * that one; the batches before it have been answered already.
 */
export async function runChain(
  engine: EngineContext,
  lotId: number,
  first: Pending[],
  queue: Pending[],
  onBatch: (batch: Pending[]) => void,
) {
  try {
    await engine.deps.locks.withLot(lotId, (session) =>
      chainOn(session, engine, lotId, first, queue, onBatch),
    );
  } catch (error) {
    // Whether the failed batch committed is not known: nothing remembered holds.
    engine.memories.forget(lotId);
    throw error;
  }
}

async function chainOn(
  session: BidLockSession,
  engine: EngineContext,
  lotId: number,
  first: Pending[],
  queue: Pending[],
  onBatch: (batch: Pending[]) => void,
) {
  const { memories } = engine;
  let batch = first;
  /** The batch's read under the lock, when the round trip before it took one. */
  let locked: LockedLot | null | undefined;
  for (;;) {
    onBatch(batch);
    const commands = batch.map((pending) => pending.command);
    let outcome = locked === undefined ? await decideFresh(session, engine, lotId, commands) : undefined;
    let next: Pending[] | undefined;
    if (outcome) {
      next = takeNext(engine, queue);
      locked = undefined;
    } else {
      const request = lockRequestOf(engine, lotId, batch);
      if (locked === undefined) locked = await session.lock(request);
      if (!locked) {
        memories.forget(lotId);
        const missing: EngineAnswer = { ok: false, code: 'LOT_NOT_FOUND', params: {} };
        for (const pending of batch) pending.resolve(missing);
        return;
      }
      outcome = decideAll(engine, lotId, locked, commands);
      const read = rememberRead(memories.get(lotId), locked, request);
      next = takeNext(engine, queue);
      // Unless memory will be able to decide it, the next batch's read rides on this commit.
      // (Whether it can does not depend on the version the commit will leave.)
      const readNext =
        next !== undefined &&
        !freshView(
          rememberCommit(read, outcome, read.version) ?? read,
          next.map((pending) => pending.command),
          request.now,
        );
      try {
        if (next && readNext) {
          const committed = await session.commitAndLock(outcome.write, lockRequestOf(engine, lotId, next));
          memories.set(lotId, rememberCommit(read, outcome, committed.version));
          locked = committed.locked;
        } else {
          memories.set(lotId, rememberCommit(read, outcome, await session.commit(outcome.write)));
          locked = undefined;
        }
      } catch (error) {
        // The next batch was not decided: it goes back to the front of the line.
        if (next) queue.unshift(...next);
        throw error;
      }
    }
    deliver(engine, lotId, batch, outcome);
    rememberTaken(engine, lotId, outcome);
    const taken = engine.taken.get(lotId);
    if (taken) {
      // Sold at an accept: whatever still waits on the lot has lost, without the lock: each
      // gets its earlier answer if it is a retry, else the refusal (stable, so not recorded).
      memories.forget(lotId);
      if (locked !== undefined) await session.commit(emptyWrite(engine));
      await refuseWaiting(engine, [...(next ?? []), ...queue.splice(0)], taken);
      return;
    }
    if (!next) return;
    batch = next;
  }
}

/**
 * The batch decided from memory and committed in one round trip; undefined when memory cannot
 * decide it (nothing sent) or the lot or a gate changed since (rolled back: read it afresh).
 */
async function decideFresh(
  session: BidLockSession,
  engine: EngineContext,
  lotId: number,
  commands: EngineCommand[],
): Promise<BatchOutcome | undefined> {
  const memory = engine.memories.get(lotId);
  const view = memory && freshView(memory, commands, engine.deps.clock.now());
  if (!view) return undefined;
  const outcome = decideAll(engine, lotId, view.locked, commands);
  // A new bidder needs the aliases other bidders hold, which only a read tells.
  if (outcome.write.bidders.length > 0) return undefined;
  const committed = await session.commitFresh(view.check, outcome.write);
  // The read that follows keeps what still holds (rememberRead).
  if (committed === 'stale') return undefined;
  engine.memories.set(lotId, rememberCommit(memory, outcome, committed.version));
  return outcome;
}

/** A batch that sold a descending lot at an accept (no 转增价): later commands are refused from memory. */
function rememberTaken(engine: EngineContext, lotId: number, outcome: BatchOutcome) {
  const lot = outcome.write.lot;
  if (!lot || lot.biddingMode !== 'descending' || lot.acceptedAt === null || lot.ascendMinutes !== null)
    return;
  const refusal = refuseTakenAccept(lot);
  engine.taken.set(lotId, { ok: false, code: refusal.code, params: refusal.params });
}

/**
 * Answers commands on a lot sold at an accept without its lock: a retry gets its earlier answer
 * (the winner's retry is told it won), anything else the stable refusal, not recorded.
 */
export async function refuseWaiting(engine: EngineContext, waiting: Pending[], refusal: EngineAnswer) {
  const earlier = await engine.deps.locks.earlierAnswers(
    waiting.map(({ command }) => ({ userId: command.userId, clientBidId: command.clientBidId })),
  );
  for (const { command, resolve } of waiting) {
    const stored = earlier.get(requestKey(command.userId, command.clientBidId));
    if (!stored) resolve(refusal);
    else if (stored.requestHash !== command.requestHash)
      resolve({ ok: false, code: 'BID_KEY_REUSED', params: {} });
    else resolve(JSON.parse(stored.answer) as EngineAnswer);
  }
}

/** Nothing to write: ends the transaction the next batch's lock opened. */
const emptyWrite = (engine: EngineContext) => ({
  lot: null,
  bids: [],
  proxies: [],
  bidders: [],
  requests: [],
  events: [],
  chain: null,
  now: engine.deps.clock.now(),
});

/** Committed: the bidders hear first; a failing broadcast must not cost them their answer. */
function deliver(engine: EngineContext, lotId: number, batch: Pending[], outcome: BatchOutcome) {
  batch.forEach((pending, index) => pending.resolve(outcome.answers[index]!));
  if (outcome.events.length > 0) publishSafely(engine, lotId, outcome.events);
  if (outcome.displaced.length > 0) tellOutbid(engine, lotId, outcome.displaced);
  if (outcome.write.bidders.length > 0) tellJoined(engine, lotId, outcome.write.bidders);
}

function publishSafely({ deps }: EngineContext, lotId: number, events: LotEvent[]) {
  try {
    deps.publish(events);
  } catch (error) {
    // Watchers see the gap in the sequence numbers and resync over HTTP.
    deps.log?.error({ err: error, lotId }, '竞价事件广播失败');
  }
}

/** New bidders' own pages (我的竞价) hear of the lot they now bid on. */
function tellJoined({ deps }: EngineContext, lotId: number, bidders: Array<{ userId: number }>) {
  try {
    deps.joined?.(
      lotId,
      bidders.map((bidder) => bidder.userId),
    );
  } catch (error) {
    deps.log?.error({ err: error, lotId }, '新出价人提醒发送失败');
  }
}

function tellOutbid({ deps }: EngineContext, lotId: number, displaced: Outbid[]) {
  try {
    deps.outbid?.(displaced);
  } catch (error) {
    deps.log?.error({ err: error, lotId }, '出价被超越提醒发送失败');
  }
}
