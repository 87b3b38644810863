import type { LotEvent } from '@lyp/shared/realtime/events';
import { decideAll, type BatchOutcome } from './bid-batch-decision';
import type { EngineAnswer, EngineContext, Outbid, Pending } from './bid-engine-deps';
import type { LockRequest } from './bid-lock.repository';

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

/**
 * Decides `first`, then, while commands keep arriving, the batches after it on the same
 * connection: each round trip commits one batch and locks and reads for the next, so a
 * busy lot costs one round trip per batch. `onBatch` learns which batch is in hand, so a
 * failure is answered to that one; the batches before it have been answered already.
 */
export async function runChain(
  engine: EngineContext,
  lotId: number,
  first: Pending[],
  queue: Pending[],
  onBatch: (batch: Pending[]) => void,
) {
  const { deps, maxBatch } = engine;
  await deps.locks.withLot(lotId, async (session) => {
    let batch = first;
    onBatch(batch);
    let locked = await session.lock(lockRequestOf(engine, lotId, batch));
    for (;;) {
      if (!locked) {
        const missing: EngineAnswer = { ok: false, code: 'LOT_NOT_FOUND', params: {} };
        for (const pending of batch) pending.resolve(missing);
        return;
      }
      const outcome = decideAll(
        engine,
        lotId,
        locked,
        batch.map((pending) => pending.command),
      );
      // The chain yields its connection when another lot waits for one; it queues again.
      const next = queue.length > 0 && !deps.locks.othersWaiting() ? queue.splice(0, maxBatch) : undefined;
      try {
        if (next) locked = await session.commitAndLock(outcome.write, lockRequestOf(engine, lotId, next));
        else await session.commit(outcome.write);
      } catch (error) {
        // The next batch was not decided: it goes back to the front of the line.
        if (next) queue.unshift(...next);
        throw error;
      }
      deliver(engine, lotId, batch, outcome);
      if (!next) return;
      batch = next;
      onBatch(batch);
    }
  });
}

/** Committed: the bidders hear first; a failing broadcast must not cost them their answer. */
function deliver(engine: EngineContext, lotId: number, batch: Pending[], outcome: BatchOutcome) {
  batch.forEach((pending, index) => pending.resolve(outcome.answers[index]!));
  if (outcome.events.length > 0) publishSafely(engine, lotId, outcome.events);
  if (outcome.displaced.length > 0) tellOutbid(engine, lotId, outcome.displaced);
}

function publishSafely({ deps }: EngineContext, lotId: number, events: LotEvent[]) {
  try {
    deps.publish(events);
  } catch (error) {
    // Watchers see the gap in the sequence numbers and resync over HTTP.
    deps.log?.error({ err: error, lotId }, '竞价事件广播失败');
  }
}

function tellOutbid({ deps }: EngineContext, lotId: number, displaced: Outbid[]) {
  try {
    deps.outbid?.(displaced);
  } catch (error) {
    deps.log?.error({ err: error, lotId }, '出价被超越提醒发送失败');
  }
}
