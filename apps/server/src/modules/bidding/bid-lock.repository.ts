import type { Pool, PoolClient } from 'pg';
import { isUniqueViolation } from '../../db/pg-errors';
import { PREPARE_SQL } from './bid-lock.prepared-statements';
import {
  freshSql,
  requestKey,
  lockSql,
  toLocked,
  writeSql,
  type BatchWrite,
  type FreshCheck,
  type LockedLot,
  type LockRequest,
  type LockRow,
} from './bid-lock.statements';

export {
  requestKey,
  type BatchWrite,
  type FreshCheck,
  type LockedLot,
  type LockedStanding,
  type LockRequest,
} from './bid-lock.statements';

/** One lot's transaction on one connection: the lock and read, then the write and commit (bid-lock.statements.ts). */
export interface BidLockSession {
  lock(request: LockRequest): Promise<LockedLot | null>;
  /**
   * Writes the batch and commits; nothing is acknowledged before this resolves. Answers the
   * lot row's new version, or null when the batch left the row as it was.
   */
  commit(write: BatchWrite): Promise<string | null>;
  /**
   * Writes and commits the batch, then at once takes the lock again and reads for the next
   * batch, in one round trip. The lock is asked for anew, so a peer already waiting for it
   * (another instance) goes first. Answers the version the write left as `commit` does.
   */
  commitAndLock(
    write: BatchWrite,
    next: LockRequest,
  ): Promise<{ version: string | null; locked: LockedLot | null }>;
  /**
   * A batch decided from memory, in one round trip: locks, checks that `check` still holds,
   * writes and commits. Answers 'stale' when the check failed or a client bid id was taken
   * meanwhile (nothing written; the next `lock` reads afresh), else as `commit` does.
   */
  commitFresh(check: FreshCheck, write: BatchWrite): Promise<{ version: string | null } | 'stale'>;
}

/** What bid_fresh_check raises when a batch was decided from a stale view of its lot. */
const STALE_BATCH = 'LYP01';

/**
 * Connections that have the batch statements prepared, whichever repository prepared them: a
 * connection thrown away takes its statements with it, and its replacement is a new client.
 */
const prepared = new WeakSet<PoolClient>();

export function createBidLockRepository(pool: Pool) {
  return {
    /** Earlier answers to these client bid ids, by requestKey: read without any lock. */
    async earlierAnswers(keys: Array<{ userId: number; clientBidId: string }>) {
      const answers = new Map<string, { requestHash: string; answer: string }>();
      if (keys.length === 0) return answers;
      const { rows } = await pool.query<{
        user_id: number;
        client_bid_id: string;
        request_hash: string;
        answer: string;
      }>(
        `select r.user_id, r.client_bid_id, r.request_hash, r.answer
           from unnest($1::int[], $2::text[]) as k(user_id, client_bid_id)
           join bid_requests r on r.user_id = k.user_id and r.client_bid_id = k.client_bid_id`,
        [keys.map((key) => key.userId), keys.map((key) => key.clientBidId)],
      );
      for (const row of rows) {
        answers.set(requestKey(row.user_id, row.client_bid_id), {
          requestHash: row.request_hash,
          answer: row.answer,
        });
      }
      return answers;
    },

    /** Whether another lot is waiting for a lock connection: a chain of batches then yields. */
    othersWaiting: () => pool.waitingCount > 0,

    /** Runs `work` with one connection holding one lot's transaction; rolls back on any failure. */
    async withLot<T>(lotId: number, work: (session: BidLockSession) => Promise<T>): Promise<T> {
      const client: PoolClient = await pool.connect();
      if (!prepared.has(client)) {
        try {
          await client.query(PREPARE_SQL);
        } catch (error) {
          client.release(true);
          throw error;
        }
        prepared.add(client);
      }
      let broken = false;
      const { session, transaction } = openSession(client, lotId);
      try {
        const result = await work(session);
        // Nothing to write (an unknown lot): just let the lock go.
        if (transaction.open) await client.query('ROLLBACK');
        return result;
      } catch (error) {
        // A failed statement leaves the transaction aborted; a connection that cannot even
        // roll back is thrown away rather than handed to the next caller.
        if (transaction.open) await client.query('ROLLBACK').catch(() => (broken = true));
        throw error;
      } finally {
        client.release(broken);
      }
    },
  };
}

export type BidLockRepository = ReturnType<typeof createBidLockRepository>;

/**
 * The session on one lock connection, and whether a transaction is open on it (the caller rolls
 * back whatever is still open at the end).
 */
function openSession(client: PoolClient, lotId: number) {
  // A failed one-round-trip batch leaves its transaction aborted: the next lock rolls it back first.
  const transaction = { open: false, aborted: false };
  // The last statement's result is the read; the ones before it answer nothing.
  const readLocked = (results: unknown) => {
    const row = (results as Array<{ rows: LockRow[] }>).at(-1)?.rows[0];
    return row ? toLocked(lotId, row) : null;
  };
  // The write's result sits just before the COMMIT's.
  const writtenVersion = (results: unknown) =>
    (results as Array<{ rows: Array<{ version: string | null }> }>).at(-2)?.rows[0]?.version ?? null;
  const session: BidLockSession = {
    async lock(request) {
      const rollback = transaction.aborted ? 'ROLLBACK;\n' : '';
      transaction.open = true;
      transaction.aborted = false;
      return readLocked(await client.query(`${rollback}${lockSql(lotId, request)}`));
    },
    async commit(write) {
      const results = await client.query(writeSql(lotId, write));
      transaction.open = false;
      return writtenVersion(results);
    },
    async commitAndLock(write, next) {
      const results = await client.query(`${writeSql(lotId, write)}\n${lockSql(lotId, next)}`);
      const written = (results as unknown as Array<{ rows: Array<{ version: string | null }> }>)[0];
      return { version: written?.rows[0]?.version ?? null, locked: readLocked(results) };
    },
    async commitFresh(check, write) {
      transaction.open = true;
      try {
        const results = await client.query(freshSql(lotId, check, write));
        transaction.open = false;
        return { version: writtenVersion(results) };
      } catch (error) {
        transaction.aborted = true;
        const code = (error as { code?: string }).code;
        if (code === STALE_BATCH || isUniqueViolation(error)) return 'stale';
        throw error;
      }
    },
  };
  return { session, transaction };
}
