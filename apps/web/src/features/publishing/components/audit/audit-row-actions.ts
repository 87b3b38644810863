import type { AuditListItem } from '@lyp/shared/auction/audit.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { RowAction } from '../../../../components/back-office';
import { ROUTES } from '../../../../config/paths';
import { canRevoke, type AuditViewKey } from '../../lib/audit-views';

const publicPage = (id: number) => `${ROUTES.noticeDetails.path}?id=${id}`;

/** 审核 / 查看, 预览, 公开页 (once public) and 发布后驳回 (before its bidding opens). */
export function auditRowActions(
  viewKey: AuditViewKey,
  handlers: {
    view: (id: number) => void;
    preview: (id: number) => void;
    revoke: (row: AuditListItem) => void;
  },
): RowAction<AuditListItem>[] {
  return [
    {
      key: 'view',
      label: viewKey === 'todo' ? '审核' : '查看',
      code: PERMISSIONS.noticeAuditView.code,
      onClick: (row) => handlers.view(row.id),
    },
    {
      key: 'preview',
      label: '预览',
      code: PERMISSIONS.noticeAuditView.code,
      onClick: (row) => handlers.preview(row.id),
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
      onClick: handlers.revoke,
    },
  ];
}
