import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { RowAction } from '../../../components/back-office';

/** 详情, 通过 and 驳回 of an application row: the last two only while it waits for review. */
export function reviewRowActions<Row>(handlers: {
  detail: (row: Row) => void;
  approve: (row: Row) => void;
  reject: (row: Row) => void;
  isPending: (row: Row) => boolean;
}): RowAction<Row>[] {
  const notPending = (row: Row) => !handlers.isPending(row);
  return [
    { key: 'detail', label: '详情', code: PERMISSIONS.registerReviewView.code, onClick: handlers.detail },
    {
      key: 'approve',
      label: '通过',
      code: PERMISSIONS.registerReviewApprove.code,
      hidden: notPending,
      onClick: handlers.approve,
    },
    {
      key: 'reject',
      label: '驳回',
      danger: true,
      code: PERMISSIONS.registerReviewReject.code,
      hidden: notPending,
      onClick: handlers.reject,
    },
  ];
}
