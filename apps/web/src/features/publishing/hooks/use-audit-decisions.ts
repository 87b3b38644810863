import type { AuditListItem } from '@lyp/shared/auction/audit.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm, type ReasonRequest } from '../../../components/back-office';
import { useFeedback } from '../../../lib/feedback';
import { auditApi } from '../api/audit-api';
import { refreshBulletins } from '../api/bulletin-api';
import { REJECT_REASONS, REVOKE_REASONS } from '../lib/audit-views';

export type Reviewed = Pick<AuditListItem, 'id' | 'title' | 'status' | 'firstStartsAt' | 'firstEndsAt'>;

/**
 * The reviewer's three decisions: approve (after a confirmation), reject or take down (with a
 * reason, through the page's ReasonModal fed by `asking`). `onDecided` closes the drawer.
 */
export function useAuditDecisions(onDecided: () => void) {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const confirm = useConfirm();
  const [asking, setAsking] = useState<ReasonRequest>();
  const decided = async () => {
    onDecided();
    await refreshBulletins(queryClient);
  };

  const approve = (bulletin: Reviewed) =>
    confirm({
      title: `确定通过公告“${bulletin.title}”吗？`,
      content: '通过后公告立即公开，竞买人可以缴纳保证金，竞价按各标的的时间开始。',
      okText: '通过',
      onOk: async () => {
        await auditApi.approve(bulletin.id);
        void message.success('审核通过，公告已发布');
        await decided();
      },
    });

  const reject = (bulletin: Reviewed) =>
    setAsking({
      title: `驳回公告“${bulletin.title}”`,
      description: '委托方将看到驳回原因，修改后可重新提交审核。',
      okText: '驳回',
      suggestions: REJECT_REASONS,
      successMessage: '公告已驳回',
      submit: async (reason) => {
        await auditApi.reject(bulletin.id, reason);
        await decided();
      },
    });

  const revoke = (bulletin: Reviewed) =>
    setAsking({
      title: `发布后驳回公告“${bulletin.title}”`,
      description:
        '公告将立即下架，竞价中的标的随即停止，已有出价全部作废，已缴纳的保证金全部释放退还；委托方将看到驳回原因。',
      okText: '驳回并下架',
      suggestions: REVOKE_REASONS,
      successMessage: '已发布公告已驳回',
      submit: async (reason) => {
        await auditApi.revoke(bulletin.id, reason);
        await decided();
      },
    });

  return { approve, reject, revoke, asking, clearAsking: () => setAsking(undefined) };
}
