import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canonicalRecordJson,
  chainGenesisText,
  nextChainHash,
  type AuctionRecordContent,
} from './auction-record';
import { summariseVerdict, verifyAuctionRecord } from './auction-record-check';
import type { AuctionRecord, AuctionRecordEntry } from './auction-record.schemas';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** What the browser does: Web Crypto over the UTF-8 bytes. */
async function webSha256(text: string) {
  const digest = await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('hex');
}

const bid: AuctionRecordContent = {
  seq: 1,
  kind: 'manual',
  atMs: Date.UTC(2026, 0, 2, 3, 4, 5, 678),
  amountFen: 1_250_000,
  alias: '竞买人A3F2',
};
// Fixed vectors, computed once with `printf … | sha256sum`: any change to the bytes breaks them.
const GENESIS_42 = '15dba2c72545d7e7477ebcbfea5969f9752930893ff4101a1402599e2ca115e3';
const AFTER_BID = 'b0f630bc4ec6588047597087f01cf23194118b655302da6595a25000ac6b47dd';

async function chainOf(lotId: number, contents: AuctionRecordContent[]): Promise<AuctionRecord> {
  let previous = nodeSha256(chainGenesisText(lotId));
  const records: AuctionRecordEntry[] = [];
  for (const content of contents) {
    previous = await nextChainHash(nodeSha256, previous, content);
    records.push({ ...content, hash: previous });
  }
  return {
    lotId,
    lotNo: 'L1',
    lotTitle: '废钢',
    sellerName: '卖方',
    biddingMode: 'ascending',
    outcome: 'sold',
    priceFen: 1_260_000,
    winnerAlias: '竞买人B001',
    closedAt: new Date(0).toISOString(),
    verifiable: true,
    head: previous,
    length: contents.length,
    records,
  };
}

const contents: AuctionRecordContent[] = [
  bid,
  { seq: 2, kind: 'auto', atMs: bid.atMs + 1, amountFen: 1_255_000, alias: '竞买人B001' },
  { seq: 3, kind: 'extension', atMs: bid.atMs + 1, endsAtMs: bid.atMs + 300_000 },
  { seq: 4, kind: 'manual', atMs: bid.atMs + 5_000, amountFen: 1_260_000, alias: '竞买人B001' },
  {
    seq: 5,
    kind: 'close',
    atMs: bid.atMs + 400_000,
    amountFen: 1_260_000,
    alias: '竞买人B001',
    result: 'sold',
  },
];

describe('the auction record hash chain', () => {
  it('hashes the same bytes as the fixed vector, with node:crypto and with Web Crypto', async () => {
    expect(canonicalRecordJson(bid)).toBe(
      '{"seq":1,"kind":"manual","atMs":1767323045678,"amountFen":1250000,"alias":"竞买人A3F2"}',
    );
    expect(nodeSha256(chainGenesisText(42))).toBe(GENESIS_42);
    expect(await nextChainHash(nodeSha256, GENESIS_42, bid)).toBe(AFTER_BID);
    expect(await nextChainHash(webSha256, GENESIS_42, bid)).toBe(AFTER_BID);
  });

  it('leaves out display flags and absent fields, and includes a priority mark only when set', () => {
    const listed = { ...bid, hash: 'x', revoked: true, endsAtMs: undefined } as AuctionRecordContent;
    expect(canonicalRecordJson(listed)).toBe(canonicalRecordJson(bid));
    expect(canonicalRecordJson({ ...bid, priority: true })).toContain('"priority":true');
  });

  it('verifies an untouched record and sums it up', async () => {
    const record = await chainOf(7, contents);
    const verdict = await verifyAuctionRecord(record, webSha256);
    expect(verdict.intact).toBe(true);
    expect(verdict.checks.map((check) => check.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(summariseVerdict(record, verdict)).toBe(
      `链式记录完整，共 5 条，链头 ${record.head!.slice(0, 16)}…`,
    );
  });

  it('names exactly the one record whose amount was changed afterwards', async () => {
    const record = await chainOf(7, contents);
    record.records[1] = { ...record.records[1]!, amountFen: 1_254_000 };
    const verdict = await verifyAuctionRecord(record, nodeSha256);
    expect(verdict.checks.map((check) => check.status)).toEqual(['ok', 'altered', 'ok', 'ok', 'ok']);
    expect(summariseVerdict(record, verdict)).toBe(
      '第 2 条记录（代理自动出价 ¥12,540.00 竞买人B001）内容与链上哈希不符',
    );
  });

  it('reports a deleted record as a gap, and the record after it as not checkable', async () => {
    const record = await chainOf(7, contents);
    record.records.splice(2, 1);
    const verdict = await verifyAuctionRecord(record, nodeSha256);
    expect(summariseVerdict(record, verdict)).toBe('第 3 条记录缺失');
    expect(verdict.checks.map((check) => check.status)).toEqual(['ok', 'ok', 'unlinked', 'ok']);
  });

  it('reports a bid without a place in the chain, and records cut from the end', async () => {
    const record = await chainOf(7, contents);
    record.records.push({
      seq: null,
      kind: 'manual',
      atMs: bid.atMs,
      amountFen: 1_300_000,
      alias: 'X',
      hash: null,
    });
    record.records.splice(4, 1);
    const messages = summariseVerdict(record, await verifyAuctionRecord(record, nodeSha256));
    expect(messages).toContain('第 5 条记录缺失');
    expect(messages).toContain('存在未入链的出价（出价 ¥13,000.00 X，');
  });

  it('refuses a record moved to another lot: each lot has its own genesis', async () => {
    const record = await chainOf(7, contents);
    const verdict = await verifyAuctionRecord({ ...record, lotId: 8 }, nodeSha256);
    expect(verdict.problems[0]).toMatchObject({ type: 'altered', seq: 1 });
  });
});
