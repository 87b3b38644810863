import { describe, expect, it } from 'vitest';
import { PREPARE_SQL } from './bid-lock.prepared-statements';
import { jsonLiteral } from './bid-lock.literals';
import { lockSql } from './bid-lock.statements';
import { useTestApp } from '../../../test/use-test-app';

const { t } = useTestApp();

/** What PostgreSQL reads from the literal, as JSON text again. */
async function readBack(json: string): Promise<unknown> {
  const result = await t.database.pool.query<{ value: unknown }>(
    `SELECT ${jsonLiteral(json)}::jsonb AS value`,
  );
  return result.rows[0]!.value;
}

describe('the batch payload inlined in the write', () => {
  it('reads back unchanged, quotes, backslashes and Chinese included', async () => {
    const payload = { answer: '{"msg":"出价须高于当前价 ¥1,100.00"}', path: 'C:\\tmp\\x', quote: "it's" };
    expect(await readBack(JSON.stringify(payload))).toEqual(payload);
  });

  it('reads back unchanged even when it holds the dollar quote’s own tag', async () => {
    const payload = { note: 'ends here: $lyp_batch$; DROP TABLE bids; --' };
    expect(jsonLiteral(JSON.stringify(payload))).not.toMatch(/^\$lyp_batch\$/);
    expect(await readBack(JSON.stringify(payload))).toEqual(payload);
  });
});

describe("the batch's read under the lot's lock", () => {
  it('looks up earlier answers, tokens and bidders by index even when planned on empty tables', async () => {
    // A lock connection plans its read once, at its first batch: on a new database that is
    // before any statistics exist, and the plan then stays while the tables grow.
    const client = await t.database.lockPool.connect();
    try {
      await client.query('DEALLOCATE ALL');
      await client.query(PREPARE_SQL);
      const request = {
        userIds: [1, 2],
        aliasCandidates: ['竞买人0001'],
        keys: [{ userId: 1, clientBidId: 'a' }],
        tokenIds: [1],
        now: new Date(),
      };
      const results = (await client.query(
        lockSql(1, request).replace('EXECUTE bid_lock_read', 'EXPLAIN EXECUTE bid_lock_read'),
      )) as unknown as Array<{ rows: Array<{ 'QUERY PLAN': string }> }>;
      const plan = results
        .at(-1)!
        .rows.map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).toContain('bid_requests');
      for (const table of ['bid_requests', 'oauth_tokens', 'lot_bidders', 'users', 'deposits']) {
        expect(plan).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
      }
      await client.query('ROLLBACK');
    } finally {
      // Its prepared statements were replaced: the pool must not hand it out again.
      client.release(true);
    }
  });
});
