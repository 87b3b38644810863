import type { Notice } from '../messages';
import type { BulletinRecord } from './bulletins.repository';

/** The seller's message on a review: approved, rejected, or taken down, with the reason. */
export function reviewNotice(
  bulletin: BulletinRecord,
  outcome: 'approve' | 'reject' | 'revoke',
  reason: string | null,
  at: Date,
): Notice {
  const title = { approve: '公告已通过审核', reject: '公告未通过审核', revoke: '公告已被平台驳回' }[outcome];
  const body =
    outcome === 'approve'
      ? `“${bulletin.title}”已通过审核并发布。`
      : `“${bulletin.title}”${outcome === 'reject' ? '未通过审核' : '已被平台驳回并下架'}：${reason ?? ''}。请修改后重新提交。`;
  return {
    userId: bulletin.createdBy,
    kind: 'bulletin_result',
    title,
    body,
    link: '/personalcenter/infoRelease',
    dedupeKey: `bulletin_result:${bulletin.id}:${outcome}:${at.getTime()}`,
  };
}
