import type { DomainEvents } from '@lyp/shared/events/domain-events';
import type { Notice } from './messages-deps';
import { timeKey } from './notice-keys';

/** The applicant's message on their real-name certification's review. */
export function certificationNotice(fact: DomainEvents['certification.reviewed']): Notice {
  return {
    userId: fact.userId,
    kind: 'certification_result',
    title: fact.approved ? '实名认证已通过' : '实名认证未通过',
    body: fact.approved
      ? '您的实名认证已通过审核，现在可以缴纳保证金、参与竞价。'
      : `您的实名认证未通过审核：${fact.reason ?? '资料不符合要求'}。请修改后重新提交。`,
    link: '/certify',
    dedupeKey: `certification_result:personal:${fact.userId}:${timeKey(fact.reviewedAt)}`,
  };
}

/** The applicant's message on their company's certification: its name and code as far as known. */
export function companyAuthNotice(fact: DomainEvents['company-auth.reviewed']): Notice {
  const company = `${fact.companyName ?? '（未填写企业名称）'}${fact.companyCode ? `（${fact.companyCode}）` : ''}`;
  return {
    userId: fact.applicantUserId,
    kind: 'certification_result',
    title: fact.approved ? '企业认证已通过' : '企业认证未通过',
    body: fact.approved
      ? `“${company}”的企业认证已通过审核，现在可以以企业身份发布公告、参与竞价。`
      : `“${company}”的企业认证未通过审核：${fact.reason ?? '资料不符合要求'}。请修改后重新提交。`,
    link: '/certify',
    dedupeKey: `certification_result:company:${fact.applicationId}:${timeKey(fact.reviewedAt)}`,
  };
}

/** The sender's message on a licence's review: which one, and what to fix if it was rejected. */
export function qualificationNotice(fact: DomainEvents['qualification.reviewed']): Notice {
  const licence = `“${fact.orgName}”的${fact.typeName}（${fact.licenceNo}）`;
  return {
    userId: fact.submitterUserId,
    kind: 'certification_result',
    title: fact.approved ? '竞买人资质已通过' : '竞买人资质未通过',
    body: fact.approved
      ? `${licence}已通过审核，有效期至 ${fact.validUntil}。现在可以参与要求该资质的竞价。`
      : `${licence}未通过审核：${fact.reason ?? '资料不符合要求'}。请修改后重新提交。`,
    link: '/certify?tab=qualification',
    dedupeKey: `certification_result:qualification:${fact.qualificationId}:${timeKey(fact.reviewedAt)}`,
  };
}

type BulletinReview = Pick<DomainEvents['bulletin.decided'], 'bulletinId' | 'sellerUserId' | 'title'> & {
  outcome: 'approve' | 'reject' | 'revoke';
  reason: string | null;
  at: string;
};

/** The seller's message on a review: approved, rejected, or taken down, with the reason. */
export function bulletinNotice({
  bulletinId,
  sellerUserId,
  title,
  outcome,
  reason,
  at,
}: BulletinReview): Notice {
  const heading = { approve: '公告已通过审核', reject: '公告未通过审核', revoke: '公告已被平台驳回' }[
    outcome
  ];
  const body =
    outcome === 'approve'
      ? `“${title}”已通过审核并发布。`
      : `“${title}”${outcome === 'reject' ? '未通过审核' : '已被平台驳回并下架'}：${reason ?? ''}。请修改后重新提交。`;
  return {
    userId: sellerUserId,
    kind: 'bulletin_result',
    title: heading,
    body,
    link: '/personalcenter/infoRelease',
    dedupeKey: `bulletin_result:${bulletinId}:${outcome}:${timeKey(at)}`,
  };
}
