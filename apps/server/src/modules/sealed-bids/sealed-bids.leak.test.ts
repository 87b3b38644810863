import type { ApiPathName } from '@lyp/shared/api/paths';
import type { SealedReceipt } from '@lyp/shared/auction/sealed-bid.schemas';
import { describe, expect, it } from 'vitest';
import { readSheet } from '../../../test/excel-fixtures';
import { clientBidId, dataOf, type Bidder, useAuctionApp } from '../../../test/auction-fixtures';
import { liveLot, useLotEvents } from '../../../test/bidding-fixtures';

const { t, tokens } = useAuctionApp();
const events = useLotEvents(t);

/** Amounts nobody else would bid: every way they could be written (fen, yuan, with separators). */
const AMOUNTS_FEN = [987_600, 876_500];
const writtenAmounts = (fen: number) => {
  const yuan = fen / 100;
  return [String(fen), String(yuan), yuan.toLocaleString('en-US'), (fen / 10_000).toFixed(2)];
};

/**
 * Whether the text tells the secret: as a value of its own, not a run of digits inside a request
 * id, a hash or a response time, where any four digits turn up sooner or later by chance.
 */
function tells(text: string, secret: string): boolean {
  const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![0-9A-Fa-f.,-])${escaped}(?![0-9A-Fa-f-])`).test(text);
}

/** Everything one answer says, as text: a JSON body, or an export's cells. */
async function textOf(name: ApiPathName, input: Record<string, unknown>, token?: string) {
  const response = await t.send(name, input, token);
  expect(response.statusCode, `${name} answered ${response.statusCode}`).toBe(200);
  if (!String(response.headers['content-type']).includes('spreadsheetml')) return response.body;
  const sheet = await readSheet(response.rawPayload);
  return JSON.stringify([sheet.header, ...sheet.rows]);
}

describe('a running sealed-bid lot', () => {
  it('shows no amount and no bidder to the public, the seller, the auditor, the admin, other bidders, the live channel or the log', async () => {
    const { lotId, bulletin, bidders } = await liveLot(t, tokens, 3, { biddingMode: 'sealed' });
    const [alice, bob, carol] = bidders as [Bidder, Bidder, Bidder];
    const receipts: SealedReceipt[] = [];
    for (const [bidder, amountFen] of [
      [alice, AMOUNTS_FEN[0]!],
      [bob, AMOUNTS_FEN[1]!],
    ] as const) {
      const answer = await t.send(
        'sealedBidSubmit',
        { lotId, amountFen, clientBidId: clientBidId() },
        bidder.token,
      );
      receipts.push(dataOf<SealedReceipt>(answer));
    }
    const admin = await t.signIn('admin');
    const lot = { lotId };
    const bulletinId = { id: bulletin.id };
    const calls: Array<[ApiPathName, Record<string, unknown>, string | undefined]> = [
      // Anyone.
      ['lotDetail', lot, undefined],
      ['publicBulletin', bulletinId, undefined],
      ['lotSearch', {}, undefined],
      ['bulletinSearch', {}, undefined],
      ['homeBulletins', {}, undefined],
      ['homeFigures', {}, undefined],
      ['bidList', lot, undefined],
      ['bidNewest', lot, undefined],
      ['bidHighest', lot, undefined],
      ['bidLiveState', lot, undefined],
      ['sealedBidResult', lot, undefined],
      // The seller.
      ['bulletinList', {}, tokens.seller],
      ['bulletinGet', bulletinId, tokens.seller],
      ['bulletinPreview', bulletinId, tokens.seller],
      ['bulletinExport', {}, tokens.seller],
      ['sellerOrders', {}, tokens.seller],
      ['homeTodo', {}, tokens.seller],
      // The platform's auditor and administrator.
      ['auditPage', {}, tokens.auditor],
      ['auditGet', bulletinId, tokens.auditor],
      ['auditExport', {}, tokens.auditor],
      ['marginAuditList', {}, tokens.auditor],
      ['platformOrders', {}, tokens.auditor],
      ['operationLogPage', {}, admin],
      ['homeTodo', {}, admin],
      // A bidder who has not bid yet, on the same lot.
      ['bidUserInfo', lot, carol.token],
      ['sealedBidMine', lot, carol.token],
      ['myBids', {}, carol.token],
      ['myBidsExport', {}, carol.token],
      ['lotDetail', lot, carol.token],
    ];
    const answers = await Promise.all(
      calls.map(async ([name, input, token]) => [name, await textOf(name, input, token)] as const),
    );
    // Deposit lists rightly name who paid a deposit (who may bid): only aliases mark who bid.
    const secrets = [
      ...AMOUNTS_FEN.flatMap(writtenAmounts),
      ...receipts.flatMap((r) => [r.alias, r.commitment]),
    ];
    // The search finds an amount written out, and not one inside a request id.
    expect(tells('{"amountFen":987600,"yuan":"¥9,876.00"}', '9,876')).toBe(true);
    expect(tells('"reqId":"13fd62ab-9876-449c"', '9876')).toBe(false);
    for (const [name, text] of answers) {
      for (const secret of secrets) expect(tells(text, secret), `${name} shows ${secret}`).toBe(false);
    }
    for (const secret of secrets) {
      expect(tells(JSON.stringify(events), secret), `the live channel carries ${secret}`).toBe(false);
      expect(tells(t.logLines.join('\n'), secret), `the log holds ${secret}`).toBe(false);
    }
    // The search above can find: the log was captured, and a bidder's own receipt names their bid.
    expect(t.logLines.some((line) => line.includes('/bid/sealed'))).toBe(true);
    expect(await textOf('sealedBidMine', lot, alice.token)).toContain(receipts[0]!.commitment);
    // The lot still says how many bids there are.
    expect(answers.find(([name]) => name === 'bidLiveState')![1]).toContain('"bidCount":2');
    // Each bidder sees their own sealed bid and nothing of the other's.
    const mine = await textOf('myBids', {}, alice.token);
    expect(mine).toContain(String(AMOUNTS_FEN[0]));
    expect(mine).not.toContain(String(AMOUNTS_FEN[1]));
    expect(mine).toContain('"standing":"sealed"');
  });
});
