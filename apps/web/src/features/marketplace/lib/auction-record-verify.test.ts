import type { AuctionRecord } from '@lyp/shared/auction/auction-record.schemas';
import { describe, expect, it } from 'vitest';
import { checkAuctionRecord } from './auction-record-verify';

// A record the server wrote (fixed vectors, as in packages/shared's auction-record.test.ts).
const record: AuctionRecord = {
  lotId: 42,
  lotNo: 'GG2026-01',
  lotTitle: '废钢',
  sellerName: '卖方',
  biddingMode: 'ascending',
  outcome: 'sold',
  priceFen: 1_250_000,
  winnerAlias: '竞买人A3F2',
  closedAt: new Date(0).toISOString(),
  verifiable: true,
  head: 'b0f630bc4ec6588047597087f01cf23194118b655302da6595a25000ac6b47dd',
  length: 1,
  records: [
    {
      seq: 1,
      kind: 'manual',
      atMs: Date.UTC(2026, 0, 2, 3, 4, 5, 678),
      amountFen: 1_250_000,
      alias: '竞买人A3F2',
      hash: 'b0f630bc4ec6588047597087f01cf23194118b655302da6595a25000ac6b47dd',
    },
  ],
};

describe('checking a record in the browser (Web Crypto)', () => {
  it('recomputes the same hashes the server wrote', async () => {
    const { verdict, summary } = await checkAuctionRecord(record);
    expect(verdict.intact).toBe(true);
    expect(summary).toBe('链式记录完整，共 1 条，链头 b0f630bc4ec65880…');
  });

  it('names the record whose amount differs from what was hashed', async () => {
    const altered = { ...record, records: [{ ...record.records[0]!, amountFen: 1_000_000 }] };
    const { summary } = await checkAuctionRecord(altered);
    expect(summary).toContain('第 1 条记录（出价 ¥10,000.00 竞买人A3F2）内容与链上哈希不符');
  });
});
