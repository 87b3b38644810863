import type { BidderInfo } from '@lyp/shared/auction/bid.schemas';
import type { DepositInfo } from '@lyp/shared/auction/deposit.schemas';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { publishedLot } from '../../../test/deposit-fixtures';
import { addMember } from '../../../test/org-fixtures';
import { uploadSample } from '../../../test/upload-fixtures';
import { freshIdNumber } from '../../../test/id-number-fixtures';

/** A bidder whose certification waits for review is told so, not sent to certify again. */

const { t, tokens } = useAuctionApp();

describe('a bidder whose certification is in review', () => {
  it('is told 审核中 on the lot and the deposit page, while one who never applied is asked to certify', async () => {
    const { lotId } = await publishedLot(t, tokens);
    const [waiting, never] = [
      await addMember(t, { role: 'buyer', certified: false }),
      await addMember(t, { role: 'buyer', certified: false }),
    ];
    const [front, back] = [
      await uploadSample(t, waiting.token, 'png'),
      await uploadSample(t, waiting.token, 'jpg'),
    ];
    dataOf(
      await t.call('POST', 'personalAuthAdd', {
        token: waiting.token,
        body: {
          realName: '赵丽华',
          idNumber: freshIdNumber(),
          idFrontFileId: front.id,
          idBackFileId: back.id,
        },
      }),
    );

    const infoOf = async (token: string) =>
      dataOf<BidderInfo>(await t.call('GET', 'bidUserInfo', { token, params: { lotId } }));
    expect(await infoOf(waiting.token)).toMatchObject({
      canBid: false,
      blockedBy: 'certification_review',
      blockedReason: '您的实名认证正在审核中，请耐心等待，无需重复提交',
    });
    expect(await infoOf(never.token)).toMatchObject({ blockedBy: 'certification' });

    const deposit = dataOf<DepositInfo>(
      await t.call('GET', 'marginInfoByAuction', { token: waiting.token, params: { lotId } }),
    );
    expect(deposit.blockedReason).toBe('您的实名认证正在审核中，请耐心等待，无需重复提交');
  });
});
