import { formatFen } from '../format/currency';
import { formatTimestamp } from '../format/timestamp';
import {
  AUCTION_RECORD_KIND_LABELS,
  chainGenesisText,
  nextChainHash,
  type Sha256Hex,
} from './auction-record';
import type { AuctionRecord, AuctionRecordEntry } from './auction-record.schemas';

/**
 * Checks a lot's record link by link, the same way on the server and in the browser. Each
 * record is hashed on the STORED hash of the one before it, so a record changed afterwards is
 * named exactly (it alone fails); a deleted one shows as a gap; a bid row without a hash shows
 * as unchained; and the last hash must be the head the lot keeps (printed on the 成交确认书).
 */

/** ok; altered: content and stored hash disagree; unlinked: the record before it is missing. */
export type RecordStatus = 'ok' | 'altered' | 'unlinked' | 'unchained' | 'beyond_head';

export type ChainProblem =
  | { type: 'altered'; seq: number; entry: AuctionRecordEntry }
  | { type: 'missing'; seq: number }
  | { type: 'duplicate'; seq: number }
  | { type: 'unchained'; entry: AuctionRecordEntry }
  | { type: 'beyond_head'; seq: number }
  | { type: 'head'; computed: string | null; published: string | null };

export interface ChainVerdict {
  intact: boolean;
  /** Every record in chain order (unchained rows last), with what the check found. */
  checks: Array<{ entry: AuctionRecordEntry; status: RecordStatus }>;
  problems: ChainProblem[];
}

type Chained = AuctionRecordEntry & { seq: number };

/** How a record reads in a message: its kind, and its amount and alias when it has them. */
export function describeRecord(entry: AuctionRecordEntry): string {
  const parts = [AUCTION_RECORD_KIND_LABELS[entry.kind]];
  if (entry.amountFen !== undefined) parts.push(formatFen(entry.amountFen));
  if (entry.alias !== undefined) parts.push(entry.alias);
  return parts.join(' ');
}

/** The problem in one Chinese sentence, naming the record. */
export function describeProblem(problem: ChainProblem): string {
  switch (problem.type) {
    case 'altered':
      return `第 ${problem.seq} 条记录（${describeRecord(problem.entry)}）内容与链上哈希不符`;
    case 'missing':
      return `第 ${problem.seq} 条记录缺失`;
    case 'duplicate':
      return `第 ${problem.seq} 条记录重复出现`;
    case 'unchained':
      return `存在未入链的出价（${describeRecord(problem.entry)}，${formatTimestamp(new Date(problem.entry.atMs))}）`;
    case 'beyond_head':
      return `第 ${problem.seq} 条记录在公布的链头之后，不在链中`;
    case 'head':
      return `记录算得的链头（${shortHash(problem.computed)}）与公布的链头（${shortHash(problem.published)}）不符`;
  }
}

export const shortHash = (hash: string | null) => (hash === null ? '无' : `${hash.slice(0, 16)}…`);

/** The one-line outcome the page and tests show. */
export function summariseVerdict(record: Pick<AuctionRecord, 'head' | 'length'>, verdict: ChainVerdict) {
  if (verdict.intact) return `链式记录完整，共 ${record.length} 条，链头 ${shortHash(record.head)}`;
  return verdict.problems.map(describeProblem).join('；');
}

export async function verifyAuctionRecord(
  record: Pick<AuctionRecord, 'lotId' | 'head' | 'length' | 'records'>,
  sha256: Sha256Hex,
): Promise<ChainVerdict> {
  const problems: ChainProblem[] = [];
  const checks: ChainVerdict['checks'] = [];
  const bySeq = new Map<number, Chained>();
  const unchained: AuctionRecordEntry[] = [];
  for (const entry of record.records) {
    if (entry.seq === null || entry.hash === null) unchained.push(entry);
    else if (bySeq.has(entry.seq)) problems.push({ type: 'duplicate', seq: entry.seq });
    else bySeq.set(entry.seq, entry as Chained);
  }
  const last = Math.max(record.length, ...bySeq.keys());
  let previous: string | null = await sha256(chainGenesisText(record.lotId));
  for (let seq = 1; seq <= last; seq += 1) {
    const entry = bySeq.get(seq);
    if (!entry) {
      problems.push({ type: 'missing', seq });
      previous = null;
      continue;
    }
    let status: RecordStatus = 'unlinked';
    if (previous !== null) {
      const computed = await nextChainHash(sha256, previous, entry);
      status = computed === entry.hash ? 'ok' : 'altered';
      if (status === 'altered') problems.push({ type: 'altered', seq, entry });
    }
    if (seq > record.length) {
      status = 'beyond_head';
      problems.push({ type: 'beyond_head', seq });
    }
    checks.push({ entry, status });
    previous = entry.hash;
  }
  const computedHead = record.length === 0 ? null : (bySeq.get(record.length)?.hash ?? null);
  if (computedHead !== record.head && bySeq.has(record.length))
    problems.push({ type: 'head', computed: computedHead, published: record.head });
  for (const entry of unchained.sort((a, b) => a.atMs - b.atMs)) {
    problems.push({ type: 'unchained', entry });
    checks.push({ entry, status: 'unchained' });
  }
  return { intact: problems.length === 0, checks, problems };
}
