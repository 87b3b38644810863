import { createHash } from 'node:crypto';
import {
  chainGenesisText,
  chainLinkText,
  type AuctionRecordContent,
} from '@lyp/shared/auction/auction-record';

/** SHA-256 of UTF-8 text, lower-case hex: the bytes the browser's Web Crypto hashes too. */
export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A lot's chain as the lot row keeps it: the last hash (null before the first record) and its length. */
export interface ChainHead {
  hash: string | null;
  length: number;
}

export interface ChainLink {
  seq: number;
  hash: string;
}

export type UnnumberedContent = Omit<AuctionRecordContent, 'seq'>;

/**
 * Appends records to a lot's chain in memory, synchronously (the bid engine does it while it
 * holds the lot's lock): each takes the next number and hashes on the one before. The caller
 * writes the links and the new head in the same transaction as the records.
 */
export function createChainAppender(lotId: number, head: ChainHead) {
  let previous = head.hash ?? sha256Hex(chainGenesisText(lotId));
  let length = head.length;
  const start = head.length;
  return {
    append(content: UnnumberedContent): ChainLink {
      length += 1;
      previous = sha256Hex(chainLinkText(previous, { ...content, seq: length }));
      return { seq: length, hash: previous };
    },
    /** Whether anything was appended since the head it started from. */
    grew: () => length > start,
    head: (): ChainHead => ({ hash: length === 0 ? null : previous, length }),
  };
}

export type ChainAppender = ReturnType<typeof createChainAppender>;
