import { createAliasCandidateCache } from './alias-candidate-cache';
import { refuseWaiting, runChain } from './bid-engine-chain';
import { createLotMemories } from './lot-memory';
import type {
  BidEngineDeps,
  EngineAnswer,
  EngineCommand,
  EngineContext,
  Pending,
  TakenLots,
} from './bid-engine-deps';

export type { BidEngineDeps, EngineAnswer, EngineCommand, Outbid } from './bid-engine-deps';

const UNIQUE_VIOLATION = '23505';
const TAKEN_LOTS_KEPT = 10_000;
/** Lots remembered between batches: the busy ones, a few kilobytes each. */
const LOTS_REMEMBERED = 1_000;

/** A bounded map in insertion order: the oldest lot goes first once it is full. */
function createTakenLots(limit: number): TakenLots {
  const lots = new Map<number, EngineAnswer>();
  return {
    get: (lotId) => lots.get(lotId),
    set(lotId, refusal) {
      lots.set(lotId, refusal);
      if (lots.size > limit) lots.delete(lots.keys().next().value!);
    },
  };
}
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === UNIQUE_VIOLATION;

/**
 * Decides bids one lot at a time. Commands for a lot wait in an in-process queue; each turn
 * takes every waiting command, locks the lot once, decides them in arrival order in memory and
 * writes them in one statement. While commands keep coming, the round trip that commits one
 * batch also locks and reads for the next. Several instances still exclude each other by the
 * row lock. Nothing is answered or broadcast before its transaction commits.
 * The chain of batches is bid-engine-chain.ts; the decisions in memory, bid-batch-decision.ts.
 */
export function createBidEngine(deps: BidEngineDeps) {
  const maxBatch = deps.maxBatch ?? 256;
  const maxQueue = deps.maxQueue ?? 4096;
  const busy: EngineAnswer = { ok: false, code: 'BID_BUSY', params: {} };
  const queues = new Map<number, Pending[]>();
  const engine: EngineContext = {
    deps,
    maxBatch,
    candidatesOf: createAliasCandidateCache(deps.aliasSecret),
    taken: createTakenLots(TAKEN_LOTS_KEPT),
    memories: createLotMemories(LOTS_REMEMBERED),
  };

  async function drain(lotId: number, queue: Pending[]) {
    while (queue.length > 0) {
      let current = queue.splice(0, maxBatch);
      const track = (batch: Pending[]) => {
        current = batch;
      };
      try {
        try {
          await runChain(engine, lotId, current, queue, track);
        } catch (error) {
          // The same client id raced in on another lot: decide again, now seeing its answer.
          if (!isUniqueViolation(error)) throw error;
          await runChain(engine, lotId, current, queue, track);
        }
      } catch (error) {
        // Nothing of this batch was acknowledged. It may or may not have committed (a lost
        // COMMIT answer), so its callers are told to retry with the same ids: a replay finds
        // the answer.
        deps.log?.error({ err: error, lotId, commands: current.length }, '出价批次处理失败，已提示重试');
        for (const pending of current) pending.resolve(busy);
      }
    }
    queues.delete(lotId);
  }

  return {
    submit(command: EngineCommand): Promise<EngineAnswer> {
      return new Promise<EngineAnswer>((resolve) => {
        const pending = { command, resolve };
        const taken = engine.taken.get(command.lotId);
        if (taken) {
          refuseWaiting(engine, [pending], taken).catch((error: unknown) => {
            deps.log?.error({ err: error, lotId: command.lotId }, '已成交标的的出价应答失败，已提示重试');
            resolve(busy);
          });
          return;
        }
        const queue = queues.get(command.lotId);
        if (queue) {
          if (queue.length >= maxQueue) resolve(busy);
          else queue.push(pending);
          return;
        }
        const fresh = [pending];
        queues.set(command.lotId, fresh);
        void drain(command.lotId, fresh);
      });
    },
  };
}

export type BidEngine = ReturnType<typeof createBidEngine>;
