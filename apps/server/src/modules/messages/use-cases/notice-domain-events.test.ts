import { describe, expect, it, vi } from 'vitest';
import { createDomainEventBus } from '../../../lib/domain-events';
import type { Notice } from '../messages-deps';
import { noticeDomainEvents } from './notice-domain-events';

const at = '2025-03-01T08:00:00.123Z';
const atMs = Date.parse(at);

function listening() {
  const events = createDomainEventBus({ log: { error: vi.fn() } });
  const sent: Notice[] = [];
  noticeDomainEvents(events, async (notices) => {
    sent.push(...notices);
  });
  return { events, sent };
}

const payment = {
  depositId: 41,
  userId: 5,
  lotId: 9,
  lotTitle: '废旧钢材一批',
  rejectReason: null,
  submittedAt: at,
  biddingOpen: false,
};

describe('the notices of other modules’ facts', () => {
  it('tell a payer their deposit is frozen and ready, once per reviewed voucher', async () => {
    const { events, sent } = listening();
    await events.publish('deposit.payment-reviewed', { ...payment, status: 'frozen' });
    expect(sent).toEqual([
      {
        userId: 5,
        kind: 'deposit_confirmed',
        title: '保证金已确认',
        body: '“废旧钢材一批”的保证金已确认到账并冻结，竞价开始后即可出价。',
        link: '/morebid/auction?id=9',
        dedupeKey: `deposit_confirmed:deposit:41:${atMs}`,
      },
    ]);
  });

  it('tell a payer whose lot is already open that they may bid now', async () => {
    const { events, sent } = listening();
    await events.publish('deposit.payment-reviewed', { ...payment, status: 'frozen', biddingOpen: true });
    expect(sent[0]?.body).toBe('“废旧钢材一批”的保证金已确认到账并冻结，竞价正在进行，现在即可出价。');
  });

  it('tell a payer a deposit paid for a lot no longer open goes back, and why a voucher was turned down', async () => {
    const { events, sent } = listening();
    await events.publish('deposit.payment-reviewed', { ...payment, status: 'returning' });
    await events.publish('deposit.payment-reviewed', {
      ...payment,
      status: 'rejected',
      rejectReason: '凭证金额不符',
      submittedAt: null,
    });
    expect(sent).toEqual([
      {
        userId: 5,
        kind: 'deposit_confirmed',
        title: '保证金已确认并将退还',
        body: '“废旧钢材一批”的保证金已到账，但标的已不在竞价中，保证金将原路退还。',
        link: '/personalcenter/myMargin',
        dedupeKey: `deposit_confirmed:deposit:41:${atMs}`,
      },
      {
        userId: 5,
        kind: 'deposit_rejected',
        title: '保证金凭证未通过',
        body: '“废旧钢材一批”的保证金凭证未通过审核：凭证金额不符。请重新上传。',
        link: '/morebid/auction/margin?lotId=9',
        dedupeKey: 'deposit_rejected:deposit:41:0',
      },
    ]);
  });

  it('tell a bidder their refund was sent, with the amount and the bank reference', async () => {
    const { events, sent } = listening();
    await events.publish('deposit.returned', {
      depositId: 41,
      userId: 5,
      lotTitle: '废旧钢材一批',
      returnedFen: 100_000,
      transferReference: 'TR20250301',
      returnedAt: at,
    });
    expect(sent).toEqual([
      {
        userId: 5,
        kind: 'deposit_returned',
        title: '保证金已退还',
        body: '“废旧钢材一批”的保证金 ¥1,000.00 已退还，转账流水号 TR20250301。',
        link: '/personalcenter/myMargin',
        dedupeKey: `deposit_returned:deposit:41:${atMs}`,
      },
    ]);
  });

  it('tell a person the result of their real-name certification, with the reason when turned down', async () => {
    const { events, sent } = listening();
    await events.publish('certification.reviewed', {
      userId: 5,
      approved: true,
      reason: null,
      reviewedAt: at,
    });
    await events.publish('certification.reviewed', {
      userId: 5,
      approved: false,
      reason: null,
      reviewedAt: null,
    });
    expect(sent).toEqual([
      {
        userId: 5,
        kind: 'certification_result',
        title: '实名认证已通过',
        body: '您的实名认证已通过审核，现在可以缴纳保证金、参与竞价。',
        link: '/certify',
        dedupeKey: `certification_result:personal:5:${atMs}`,
      },
      {
        userId: 5,
        kind: 'certification_result',
        title: '实名认证未通过',
        body: '您的实名认证未通过审核：资料不符合要求。请修改后重新提交。',
        link: '/certify',
        dedupeKey: 'certification_result:personal:5:0',
      },
    ]);
  });

  it('tell a company’s applicant the review’s result, naming the company by name and code', async () => {
    const { events, sent } = listening();
    const review = { applicationId: 3, applicantUserId: 5, reviewedAt: at, reason: null };
    await events.publish('company-auth.reviewed', {
      ...review,
      companyName: '乐易再生资源有限公司',
      companyCode: '91330100MA2H000000',
      approved: true,
    });
    await events.publish('company-auth.reviewed', {
      ...review,
      companyName: null,
      companyCode: null,
      approved: false,
      reason: '营业执照已过期',
    });
    expect(sent).toEqual([
      {
        userId: 5,
        kind: 'certification_result',
        title: '企业认证已通过',
        body: '“乐易再生资源有限公司（91330100MA2H000000）”的企业认证已通过审核，现在可以以企业身份发布公告、参与竞价。',
        link: '/certify',
        dedupeKey: `certification_result:company:3:${atMs}`,
      },
      {
        userId: 5,
        kind: 'certification_result',
        title: '企业认证未通过',
        body: '“（未填写企业名称）”的企业认证未通过审核：营业执照已过期。请修改后重新提交。',
        link: '/certify',
        dedupeKey: `certification_result:company:3:${atMs}`,
      },
    ]);
  });

  it('tell the sender of a bidder’s licence the review’s result, naming the licence', async () => {
    const { events, sent } = listening();
    const review = {
      qualificationId: 4,
      submitterUserId: 6,
      orgName: '苏州危废处置有限公司',
      typeName: '危险废物经营许可证',
      licenceNo: 'JS3205000123',
      validUntil: '2027-12-31',
      reviewedAt: at,
    };
    await events.publish('qualification.reviewed', { ...review, approved: true, reason: null });
    await events.publish('qualification.reviewed', { ...review, approved: false, reason: '扫描件模糊' });
    const licence = '“苏州危废处置有限公司”的危险废物经营许可证（JS3205000123）';
    expect(sent).toEqual([
      {
        userId: 6,
        kind: 'certification_result',
        title: '竞买人资质已通过',
        body: `${licence}已通过审核，有效期至 2027-12-31。现在可以参与要求该资质的竞价。`,
        link: '/certify?tab=qualification',
        dedupeKey: `certification_result:qualification:4:${atMs}`,
      },
      {
        userId: 6,
        kind: 'certification_result',
        title: '竞买人资质未通过',
        body: `${licence}未通过审核：扫描件模糊。请修改后重新提交。`,
        link: '/certify?tab=qualification',
        dedupeKey: `certification_result:qualification:4:${atMs}`,
      },
    ]);
  });

  it('tell a seller their bulletin was approved, turned down, or taken down, with the reason', async () => {
    const { events, sent } = listening();
    const bulletin = { bulletinId: 7, sellerUserId: 2, title: '废旧钢材一批' };
    await events.publish('bulletin.decided', { ...bulletin, approved: true, reason: null, decidedAt: at });
    await events.publish('bulletin.decided', {
      ...bulletin,
      approved: false,
      reason: '标的图片不清晰',
      decidedAt: at,
    });
    await events.publish('bulletin.revoked', { ...bulletin, reason: '资料不实', revokedAt: at });
    const link = '/personalcenter/infoRelease';
    expect(sent).toEqual([
      {
        userId: 2,
        kind: 'bulletin_result',
        title: '公告已通过审核',
        body: '“废旧钢材一批”已通过审核并发布。',
        link,
        dedupeKey: `bulletin_result:7:approve:${atMs}`,
      },
      {
        userId: 2,
        kind: 'bulletin_result',
        title: '公告未通过审核',
        body: '“废旧钢材一批”未通过审核：标的图片不清晰。请修改后重新提交。',
        link,
        dedupeKey: `bulletin_result:7:reject:${atMs}`,
      },
      {
        userId: 2,
        kind: 'bulletin_result',
        title: '公告已被平台驳回',
        body: '“废旧钢材一批”已被平台驳回并下架：资料不实。请修改后重新提交。',
        link,
        dedupeKey: `bulletin_result:7:revoke:${atMs}`,
      },
    ]);
  });
});
