import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { Button, Space, Typography } from 'antd';
import { Can } from '../../../components/permission/can';
import type { SaveIntent } from '../hooks/use-bulletin-save';

/** The editor's buttons, always in reach at the bottom, with whether everything is saved. */
export function EditorFooter(props: {
  saved: boolean;
  dirty: boolean;
  busy: SaveIntent | undefined;
  saveCode: string;
  onCancel: () => void;
  onSave: () => void;
  onPreview: () => void;
  onCommit: () => void;
}) {
  const { saved, dirty, busy } = props;
  const state = dirty ? '有未保存的修改' : saved ? '已保存' : '尚未保存';
  return (
    <div className="lyp-editor-footer" role="toolbar" aria-label="公告操作">
      <Typography.Text type={dirty ? 'warning' : 'secondary'} className="lyp-editor-footer__state">
        {state}
      </Typography.Text>
      <Space wrap className="lyp-editor-footer__buttons">
        <Button onClick={props.onCancel} disabled={busy !== undefined}>
          取消
        </Button>
        <Can code={props.saveCode}>
          <Button
            onClick={props.onSave}
            loading={busy === 'draft'}
            disabled={busy !== undefined && busy !== 'draft'}
          >
            保存草稿
          </Button>
        </Can>
        <Can code={PERMISSIONS.bulletinView.code}>
          <Button
            onClick={props.onPreview}
            loading={busy === 'preview'}
            disabled={busy !== undefined && busy !== 'preview'}
          >
            预览
          </Button>
        </Can>
        <Can code={PERMISSIONS.bulletinCommit.code}>
          <Button
            type="primary"
            onClick={props.onCommit}
            loading={busy === 'commit'}
            disabled={busy !== undefined && busy !== 'commit'}
          >
            提交审核
          </Button>
        </Can>
      </Space>
    </div>
  );
}
