import { describe, expect, it } from 'vitest';
import { nudgesFor } from './deliver-messages';

const message = (userId: number, kind: string, shown = true) => ({ userId, kind, body: '', shown });

describe('the nudges that new messages send', () => {
  it('groups readers whose messages touch the same topics into one nudge', () => {
    expect(
      nudgesFor([message(1, 'deposit_confirmed'), message(2, 'deposit_rejected'), message(3, 'outbid')]),
    ).toEqual([
      { userIds: [1, 2], topics: ['messages', 'deposits'] },
      { userIds: [3], topics: ['messages', 'bids'] },
    ]);
  });

  it('joins the topics of one reader’s several messages', () => {
    expect(nudgesFor([message(7, 'outbid'), message(7, 'payment_reviewed')])).toEqual([
      { userIds: [7], topics: ['messages', 'bids', 'orders'] },
    ]);
  });

  it('leaves `messages` out for a reader who keeps the kind out of the inbox, but still names what changed', () => {
    expect(nudgesFor([message(4, 'deposit_confirmed', false), message(5, 'lot_opening', false)])).toEqual([
      { userIds: [4], topics: ['deposits'] },
    ]);
  });
});
