import type { EndpointData } from '@lyp/shared/api/endpoints';
import type { AuditListItem } from '@lyp/shared/auction/audit.schemas';
import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Grid, Typography } from 'antd';
import { useState } from 'react';
import {
  ExportButton,
  ListPage,
  ReasonModal,
  useConfirm,
  type FilterField,
  type ListState,
  type ReasonRequest,
  type RowAction,
} from '../../../../components/back-office';
import { Can } from '../../../../components/permission/can';
import { ROUTES } from '../../../../config/paths';
import { auditApi, auditListExport, auditListQuery } from '../../api/audit-api';
import { refreshBulletins } from '../../api/bulletin-api';
import {
  AUDIT_VIEWS,
  canRevoke,
  firstTimesOf,
  REJECT_REASONS,
  REVOKE_REASONS,
  type AuditViewKey,
} from '../../lib/audit-views';
import type { PublishingDeps } from '../../publishing-deps';
import { BulletinDetailDrawer } from '../bulletin-detail-drawer';
import { PreviewModal } from '../preview-modal';
import { AUDIT_COLUMNS } from './audit-columns';
import '../../styles/publishing.css';
import { useFeedback } from '../../../../lib/feedback';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', kind: 'text', placeholder: '公告标题或编号' },
];

const listBody = (state: ListState) => ({
  current: state.current,
  size: state.size,
  ...(state.filters.keyword ? { keyword: state.filters.keyword } : {}),
});

type Reviewed = Pick<AuditListItem, 'id' | 'title' | 'status' | 'firstStartsAt' | 'firstEndsAt'>;

const publicPage = (id: number) => `${ROUTES.noticeDetails.path}?id=${id}`;

/**
 * 审核中心's bulletin lists (待审核, 已通过, 未通过, 已发布): the bulletin as the seller sent it
 * and as the public will see it, then approve, reject with a reason, or take a published one
 * down before its bidding opens.
 */
export function createNoticeAuditPage(deps: PublishingDeps, viewKey: AuditViewKey) {
  const view = AUDIT_VIEWS[viewKey];
  return function NoticeAuditPage() {
    const queryClient = useQueryClient();
    const { message } = useFeedback();
    const confirm = useConfirm();
    const wideScreen = Grid.useBreakpoint().md ?? true;
    const [viewing, setViewing] = useState<number>();
    const [previewing, setPreviewing] = useState<number>();
    const [asking, setAsking] = useState<ReasonRequest>();

    const refresh = () => refreshBulletins(queryClient);

    const approve = (bulletin: Reviewed) =>
      confirm({
        title: `确定通过公告“${bulletin.title}”吗？`,
        content: '通过后公告立即公开，竞买人可以缴纳保证金，竞价按各标的的时间开始。',
        okText: '通过',
        onOk: async () => {
          await auditApi.approve(bulletin.id);
          void message.success('审核通过，公告已发布');
          setViewing(undefined);
          await refresh();
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
          setViewing(undefined);
          await refresh();
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
          setViewing(undefined);
          await refresh();
        },
      });

    const actions: RowAction<AuditListItem>[] = [
      {
        key: 'view',
        label: viewKey === 'todo' ? '审核' : '查看',
        code: PERMISSIONS.noticeAuditView.code,
        onClick: (row) => setViewing(row.id),
      },
      {
        key: 'preview',
        label: '预览',
        code: PERMISSIONS.noticeAuditView.code,
        onClick: (row) => setPreviewing(row.id),
      },
      {
        key: 'public',
        label: '公开页',
        code: PERMISSIONS.noticeAuditView.code,
        hidden: (row) => viewKey === 'todo' || viewKey === 'rejected' || row.status === 'ended',
        onClick: (row) => void window.open(publicPage(row.id), '_blank', 'noopener'),
      },
      {
        key: 'revoke',
        label: '发布后驳回',
        code: PERMISSIONS.noticeAuditRevoke.code,
        danger: true,
        hidden: (row) => !canRevoke(row, Date.now()),
        onClick: revoke,
      },
    ];

    const reviewActions = (full: BulletinView) => {
      const bulletin: Reviewed = { ...full, ...firstTimesOf(full.lots) };
      return (
        <>
          {bulletin.status === 'submitted' ? (
            <Can code={PERMISSIONS.noticeAuditApprove.code}>
              <Button danger onClick={() => reject(bulletin)}>
                驳回
              </Button>
              <Button type="primary" onClick={() => approve(bulletin)}>
                通过
              </Button>
            </Can>
          ) : null}
          {canRevoke(bulletin, Date.now()) ? (
            <Can code={PERMISSIONS.noticeAuditRevoke.code}>
              <Button danger onClick={() => revoke(bulletin)}>
                发布后驳回
              </Button>
            </Can>
          ) : null}
        </>
      );
    };

    return (
      <Flex vertical gap={16} className="lyp-notice-audit">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {view.route.title}
        </Typography.Title>
        <ListPage<AuditListItem, EndpointData<typeof view.endpoint>, readonly unknown[]>
          query={(state) => auditListQuery(view, listBody(state))}
          filters={FILTERS}
          rowKey="id"
          columns={AUDIT_COLUMNS[viewKey]}
          rowActions={actions}
          actionsWidth={wideScreen ? 190 : 96}
          emptyText={view.empty}
          toolbar={(state) => (
            <Can code={PERMISSIONS.noticeAuditExport.code}>
              <ExportButton
                fileName="公告审核.xlsx"
                download={() => auditListExport(view, state.filters.keyword)}
              />
            </Can>
          )}
        />
        <BulletinDetailDrawer
          reader="auditor"
          bulletinId={viewing}
          onClose={() => setViewing(undefined)}
          onPreview={(id) => setPreviewing(id)}
          reviewActions={reviewActions}
        />
        <PreviewModal
          reader="auditor"
          bulletinId={previewing}
          onClose={() => setPreviewing(undefined)}
          deps={deps}
        />
        <ReasonModal request={asking} onClose={() => setAsking(undefined)} />
      </Flex>
    );
  };
}
