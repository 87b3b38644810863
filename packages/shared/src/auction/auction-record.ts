import { BID_KINDS } from './bid.schemas';

/**
 * 可核验的竞价记录: every record of a lot (bids, extensions, price drops, revocations, the
 * close) is a link of a hash chain. hash_n = SHA-256(UTF-8 of `hash_{n-1}` + "\n" + the
 * record's canonical JSON), hash_0 = SHA-256 of the lot's genesis text. The server (node:crypto)
 * and the browser (Web Crypto) both hash the texts built here, so they hash the same bytes.
 * This file leans on no platform API: the SHA-256 function is passed in.
 */

/** Bumped if the canonical form ever changes; it is part of every genesis text. */
export const AUCTION_RECORD_VERSION = 'lyp-chain-v1';

export const AUCTION_EVENT_KINDS = ['extension', 'price_drop', 'revocation', 'close'] as const;
export type AuctionEventKind = (typeof AUCTION_EVENT_KINDS)[number];
export const AUCTION_RECORD_KINDS = [...BID_KINDS, ...AUCTION_EVENT_KINDS] as const;
export type AuctionRecordKind = (typeof AUCTION_RECORD_KINDS)[number];

export const AUCTION_RECORD_KIND_LABELS: Record<AuctionRecordKind, string> = {
  manual: '出价',
  proxy: '代理出价',
  auto: '代理自动出价',
  accept: '应价',
  sealed: '一次报价（结束时揭示）',
  extension: '延时',
  price_drop: '降价',
  revocation: '出价作废',
  close: '竞价结束',
};

/**
 * What one record says in public, and nothing else: who by alias (never a user id or name),
 * what, when (ms since the epoch) and for how much (fen). Fields a kind has no use for are absent.
 */
export interface AuctionRecordContent {
  seq: number;
  kind: AuctionRecordKind;
  atMs: number;
  amountFen?: number;
  alias?: string;
  /** extension: the new end. */
  endsAtMs?: number;
  /** close: sold or unsold. */
  result?: 'sold' | 'unsold';
  /** revocation: how many bids it voided. */
  count?: number;
  /** A bid by a 优先购买权人 (priority right holder); absent, not false, on every other record. */
  priority?: boolean;
}

/** The content's fields in their canonical order; anything else a record carries is left out. */
const CONTENT_FIELDS = [
  'seq',
  'kind',
  'atMs',
  'amountFen',
  'alias',
  'endsAtMs',
  'result',
  'count',
  'priority',
] as const satisfies ReadonlyArray<keyof AuctionRecordContent>;

/**
 * The record's canonical JSON: the content fields in a fixed order, absent ones left out. A
 * record as the API lists it (with its hash and display flags) may be passed as it is.
 */
export function canonicalRecordJson(record: AuctionRecordContent): string {
  const picked: Record<string, unknown> = {};
  for (const field of CONTENT_FIELDS) {
    const value = record[field];
    if (value !== undefined && value !== null) picked[field] = value;
  }
  return JSON.stringify(picked);
}

/** The text hash_0 is the SHA-256 of: one chain per lot, so no record moves to another lot. */
export const chainGenesisText = (lotId: number) => `${AUCTION_RECORD_VERSION}|lot|${lotId}`;

/** The text a record's hash is the SHA-256 of: the previous hash, a newline, the canonical JSON. */
export const chainLinkText = (previousHash: string, record: AuctionRecordContent) =>
  `${previousHash}\n${canonicalRecordJson(record)}`;

/** SHA-256 of UTF-8 text as lower-case hex: node:crypto on the server, Web Crypto in the browser. */
export type Sha256Hex = (text: string) => string | Promise<string>;

/** The hash after a record, given the one before it. */
export const nextChainHash = (sha256: Sha256Hex, previousHash: string, record: AuctionRecordContent) =>
  sha256(chainLinkText(previousHash, record));
