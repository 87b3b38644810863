import type { EndpointData } from '@lyp/shared/api/endpoints';
import type { AuditListItem } from '@lyp/shared/auction/audit.schemas';
import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { Button, Flex, Grid, Typography } from 'antd';
import { useState } from 'react';
import {
  ExportButton,
  ListPage,
  ReasonModal,
  type FilterField,
  type ListState,
} from '../../../../components/back-office';
import { Can } from '../../../../components/permission/can';
import { auditListExport, auditListQuery } from '../../api/audit-api';
import { useAuditDecisions, type Reviewed } from '../../hooks/use-audit-decisions';
import { AUDIT_VIEWS, canRevoke, firstTimesOf, type AuditViewKey } from '../../lib/audit-views';
import type { PublishingDeps } from '../../publishing-deps';
import { BulletinDetailDrawer } from '../bulletin-detail-drawer';
import { PreviewModal } from '../preview-modal';
import { AUDIT_COLUMNS } from './audit-columns';
import { auditRowActions } from './audit-row-actions';
import '../../styles/publishing.css';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', kind: 'text', placeholder: '公告标题或编号' },
];

const listBody = (state: ListState) => ({
  current: state.current,
  size: state.size,
  ...(state.filters.keyword ? { keyword: state.filters.keyword } : {}),
});

/**
 * 审核中心's bulletin lists (待审核, 已通过, 未通过, 已发布): the bulletin as the seller sent it
 * and as the public will see it, then approve, reject with a reason, or take a published one
 * down before its bidding opens.
 */
export function createNoticeAuditPage(deps: PublishingDeps, viewKey: AuditViewKey) {
  const view = AUDIT_VIEWS[viewKey];
  return function NoticeAuditPage() {
    const wideScreen = Grid.useBreakpoint().md ?? true;
    const [viewing, setViewing] = useState<number>();
    const [previewing, setPreviewing] = useState<number>();
    const decisions = useAuditDecisions(() => setViewing(undefined));

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
          rowActions={auditRowActions(viewKey, {
            view: setViewing,
            preview: setPreviewing,
            revoke: decisions.revoke,
          })}
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
          reviewActions={(full) => reviewButtons(full, decisions)}
        />
        <PreviewModal
          reader="auditor"
          bulletinId={previewing}
          onClose={() => setPreviewing(undefined)}
          deps={deps}
        />
        <ReasonModal request={decisions.asking} onClose={decisions.clearAsking} />
      </Flex>
    );
  };
}

/** The drawer's buttons for the bulletin on show: its review while submitted, take-down while allowed. */
function reviewButtons(
  full: BulletinView,
  decisions: Pick<ReturnType<typeof useAuditDecisions>, 'approve' | 'reject' | 'revoke'>,
) {
  const bulletin: Reviewed = { ...full, ...firstTimesOf(full.lots) };
  return (
    <>
      {bulletin.status === 'submitted' ? (
        <Can code={PERMISSIONS.noticeAuditApprove.code}>
          <Button danger onClick={() => decisions.reject(bulletin)}>
            驳回
          </Button>
          <Button type="primary" onClick={() => decisions.approve(bulletin)}>
            通过
          </Button>
        </Can>
      ) : null}
      {canRevoke(bulletin, Date.now()) ? (
        <Can code={PERMISSIONS.noticeAuditRevoke.code}>
          <Button danger onClick={() => decisions.revoke(bulletin)}>
            发布后驳回
          </Button>
        </Can>
      ) : null}
    </>
  );
}
