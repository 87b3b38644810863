import { describe, expect, it, vi } from 'vitest';
import { createBidEngine, type EngineCommand } from './bid-engine';
import type { BidLockRepository, BidLockSession, LockedLot } from './bid-lock.repository';
import { openLotState } from '../../../test/lot-state';

/**
 * How the engine strings a busy lot's batches together, against a lock repository that records
 * its round trips instead of holding a database: the database side is covered by the API and
 * concurrency tests.
 */
const at = new Date('2026-11-26T10:00:00Z');

const standing = {
  certified: true,
  barred: false,
  lotBarred: false,
  specified: false,
  sellerMember: false,
  deposit: 'frozen' as const,
};

function lockedLot(userIds: number[], version: string): LockedLot {
  return {
    version,
    lot: {
      id: 1,
      ...openLotState({
        startsAt: new Date('2026-11-26T09:00:00Z'),
        endsAt: new Date('2026-11-26T12:00:00Z'),
        startPriceFen: 100_000,
        incrementFen: 100,
      }),
    },
    proxies: new Map(),
    aliases: new Map(),
    takenAliases: new Set(),
    requests: new Map(),
    gate: { restricted: false, depositFen: 10_000 },
    ranks: new Map(),
    standings: new Map(userIds.map((userId) => [userId, standing])),
    tokens: new Map(),
    userGates: new Map(userIds.map((userId) => [userId, JSON.stringify({ userId, ...standing })])),
    tokenGates: new Map(),
    chain: { hash: null, length: 0 },
  };
}

/**
 * Records each transaction as the list of its round trips. The lot's version moves on with each
 * write; `stale` makes the next one-round-trip batch find something changed.
 */
function recordingLocks(othersWaiting: () => boolean) {
  const transactions: string[][] = [];
  let version = 1;
  const written = () => String((version += 1));
  const control = { stale: false };
  const locks: BidLockRepository = {
    othersWaiting,
    earlierAnswers: async () => new Map(),
    async withLot(_lotId, work) {
      const trips: string[] = [];
      transactions.push(trips);
      // Each round trip lets other commands arrive, as a real one would.
      const trip = async (name: string) => {
        trips.push(name);
        await new Promise((resolve) => setTimeout(resolve, 5));
      };
      const session: BidLockSession = {
        async lock(request) {
          await trip('lock');
          return lockedLot(request.userIds, String(version));
        },
        async commit() {
          await trip('commit');
          return written();
        },
        async commitAndLock(_write, next) {
          await trip('commit+lock');
          return { version: written(), locked: lockedLot(next.userIds, String(version)) };
        },
        async commitFresh() {
          await trip('fresh');
          if (control.stale) {
            control.stale = false;
            return 'stale';
          }
          return { version: written() };
        },
      };
      return work(session);
    },
  };
  return { locks, transactions, control };
}

const command = (userId: number, amountFen: number): EngineCommand => ({
  lotId: 1,
  userId,
  clientBidId: `bid-${userId}-${amountFen}`,
  requestHash: `${amountFen}`,
  command: { kind: 'bid', userId, amountFen, at },
  tokenId: null,
});

async function bidInWaves(othersWaiting: () => boolean) {
  const { locks, transactions } = recordingLocks(othersWaiting);
  const engine = createBidEngine({
    locks,
    clock: { now: () => at },
    aliasSecret: 'chain',
    publish: () => {},
  });
  const roundTrips = () => transactions.reduce((count, trips) => count + trips.length, 0);
  const answers = [engine.submit(command(1, 100_000))];
  // Three more waves, each arriving while the one before is in the database: once the engine
  // has set off a round trip for it.
  let tripsSeen = 0;
  for (const [index, amountFen] of [100_100, 100_200, 100_300].entries()) {
    await vi.waitFor(() => expect(roundTrips()).toBeGreaterThan(tripsSeen), { interval: 1 });
    tripsSeen = roundTrips();
    answers.push(engine.submit(command(index + 2, amountFen)));
  }
  return { answers: await Promise.all(answers), transactions };
}

/** Users 1 and 2 bid turn about, each bid a step above the last. */
async function bidTurnAbout(stale: boolean) {
  const { locks, transactions, control } = recordingLocks(() => false);
  const engine = createBidEngine({
    locks,
    clock: { now: () => at },
    aliasSecret: 'chain',
    publish: () => {},
  });
  const answers = [await engine.submit(command(1, 100_000)), await engine.submit(command(2, 100_100))];
  control.stale = stale;
  answers.push(await engine.submit(command(1, 100_200)), await engine.submit(command(2, 100_300)));
  return { answers, transactions };
}

describe('a busy lot’s batches', () => {
  it('go in one round trip each once the engine remembers the lot and its bidders', async () => {
    const { answers, transactions } = await bidTurnAbout(false);
    expect(answers.every((answer) => answer.ok)).toBe(true);
    // The first bids of new bidders are read under the lock; the later ones are decided from memory.
    expect(transactions.map((trips) => trips.join())).toEqual([
      'lock,commit',
      'lock,commit',
      'fresh',
      'fresh',
    ]);
  });

  it('are read afresh under the lock when the lot changed since the engine remembered it', async () => {
    const { answers, transactions } = await bidTurnAbout(true);
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(transactions.map((trips) => trips.join())).toEqual([
      'lock,commit',
      'lock,commit',
      'fresh,lock,commit',
      'fresh',
    ]);
  });

  it('commit one batch and lock for the next in the same round trip while commands keep coming', async () => {
    const { answers, transactions } = await bidInWaves(() => false);
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(transactions).toHaveLength(1);
    expect(transactions[0]![0]).toBe('lock');
    expect(transactions[0]).toContain('commit+lock');
    expect(transactions[0]!.at(-1)).toBe('commit');
  });

  it('give their connection up after each batch while another lot waits for one', async () => {
    const { answers, transactions } = await bidInWaves(() => true);
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(transactions.length).toBeGreaterThan(1);
    expect(transactions.every((trips) => trips.join() === 'lock,commit')).toBe(true);
  });
});
