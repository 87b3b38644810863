import type { BulletinSummary } from '@lyp/shared/auction/bulletin.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { RowAction } from '../../../components/back-office';
import { bulletinApi } from '../api/bulletin-api';
import { canWithdraw, isEditable } from '../lib/bulletin-actions';

/** 查看, 编辑, 提交审核, 撤回, 删除 and 预览 of a seller's bulletin, each where its status allows. */
export function bulletinRowActions(handlers: {
  view: (id: number) => void;
  edit: (id: number) => void;
  preview: (id: number) => void;
  /** Runs a change, says it is done and re-reads the lists. */
  act: (done: string, run: () => Promise<unknown>) => Promise<void>;
}): RowAction<BulletinSummary>[] {
  const { act } = handlers;
  return [
    {
      key: 'view',
      label: '查看',
      code: PERMISSIONS.bulletinView.code,
      onClick: (row) => handlers.view(row.id),
    },
    {
      key: 'edit',
      label: '编辑',
      code: PERMISSIONS.bulletinEdit.code,
      hidden: (row) => !isEditable(row.status),
      onClick: (row) => handlers.edit(row.id),
    },
    {
      key: 'commit',
      label: '提交审核',
      code: PERMISSIONS.bulletinCommit.code,
      hidden: (row) => !isEditable(row.status),
      confirm: (row) => ({
        title: `确定提交公告“${row.title}”审核吗？`,
        content: '审核期间不能修改；如需修改，可先撤回。',
      }),
      onClick: (row) => act('已提交审核', () => bulletinApi.commit(row.id)),
    },
    {
      key: 'undo',
      label: '撤回',
      code: PERMISSIONS.bulletinUndo.code,
      hidden: (row) => !canWithdraw(row, Date.now()),
      confirm: (row) => ({
        title: `确定撤回公告“${row.title}”吗？`,
        content: '撤回后公告不再公开，已缴纳的保证金将退还；撤回的公告可修改后重新提交审核。',
      }),
      onClick: (row) => act('公告已撤回', () => bulletinApi.undo(row.id)),
    },
    {
      key: 'remove',
      label: '删除',
      code: PERMISSIONS.bulletinRemove.code,
      danger: true,
      hidden: (row) => !isEditable(row.status),
      confirm: (row) => ({
        title: `确定删除公告“${row.title}”吗？`,
        content: '删除后不可恢复，公告的标的、图片与附件一并删除。',
      }),
      onClick: (row) => act('公告已删除', () => bulletinApi.remove(row.id)),
    },
    {
      key: 'preview',
      label: '预览',
      code: PERMISSIONS.bulletinView.code,
      onClick: (row) => handlers.preview(row.id),
    },
  ];
}
