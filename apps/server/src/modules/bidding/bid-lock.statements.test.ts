import { describe, expect, it } from 'vitest';
import { jsonLiteral } from './bid-lock.statements';
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
