import type { EndpointData } from '@lyp/shared/api/endpoints';
import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Divider, Grid, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DetailDrawer, type DetailItem } from '../../../components/back-office';
import { QueryError } from '../../../components/feedback/query-error';
import { Can } from '../../../components/permission/can';
import { ROUTES } from '../../../config/paths';
import { attachmentsQuery, bulletinQuery, type BulletinReader } from '../api/bulletin-api';
import { useFileImages } from '../hooks/use-file-images';
import { isEditable } from '../lib/bulletin-actions';
import { bodyImageIds, withLocalImages } from '../lib/body-images';
import { AttachmentLinks } from './attachment-links';
import { AuditTimeline } from './audit-timeline';
import { BulletinStatusTag } from './bulletin-status-tag';
import { LotFacts } from './lot-facts';
import { ReauctionButton } from './lot-lineage-facts';

const at = (iso: string | null) => (iso ? formatTimestamp(new Date(iso)) : '-');

/**
 * 查看: a bulletin as the seller entered it, each lot's facts, and its audit history. The
 * seller may edit it from here; an auditor gets the review's own actions instead.
 */
export function BulletinDetailDrawer(props: {
  bulletinId: number | undefined;
  onClose: () => void;
  onPreview: (id: number) => void;
  reader?: BulletinReader;
  /** The auditor's actions on this bulletin (approve, reject, revoke). */
  reviewActions?: (bulletin: BulletinView) => ReactNode;
}) {
  const { bulletinId, onClose, onPreview, reader = 'seller', reviewActions } = props;
  const navigate = useNavigate();
  const open = bulletinId !== undefined;
  const bulletin = useQuery({ ...bulletinQuery(bulletinId ?? 0, reader), enabled: open });
  const files = useQuery({ ...attachmentsQuery(bulletinId ?? 0), enabled: open });
  const data = bulletin.data;
  const srcOf = useFileImages(data ? bodyImageIds(data.bodyHtml) : []);
  // Two label/value pairs a row where there is room; one on a phone.
  const columns = Grid.useBreakpoint().md ? 2 : 1;

  return (
    <DetailDrawer
      title={data ? `公告详情：${data.title}` : '公告详情'}
      open={open}
      onClose={onClose}
      loading={bulletin.isLoading}
      width={820}
      column={columns}
      items={data ? bulletinItems(data, files.data, columns) : []}
      footer={
        data ? (
          <Space wrap>
            <Button onClick={() => onPreview(data.id)}>预览</Button>
            {reviewActions ? reviewActions(data) : null}
            {reader === 'seller' && isEditable(data.status) ? (
              <Can code={PERMISSIONS.bulletinEdit.code}>
                <Button
                  type="primary"
                  onClick={() => void navigate(`${ROUTES.noticeEditor.path}?id=${data.id}`)}
                >
                  编辑
                </Button>
              </Can>
            ) : null}
          </Space>
        ) : null
      }
    >
      {bulletin.isError ? (
        <QueryError variant="inline" error={bulletin.error} onRetry={() => void bulletin.refetch()} />
      ) : data ? (
        <BulletinBody bulletin={data} reader={reader} srcOf={srcOf} />
      ) : null}
    </DetailDrawer>
  );
}

/** The bulletin's own facts and its attachments' names (the bulletin lists only their ids). */
function bulletinItems(
  data: BulletinView,
  files: EndpointData<'fileFindByBusiness'> | undefined,
  columns: number,
): DetailItem[] {
  return [
    { label: '公告编号', children: data.bulletinNo },
    { label: '状态', children: <BulletinStatusTag status={data.status} /> },
    { label: '公告标题', children: data.title, span: columns },
    { label: '委托方', children: data.sellerName, span: columns },
    { label: '创建时间', children: at(data.createdAt) },
    { label: '更新时间', children: at(data.updatedAt) },
    { label: '提交审核', children: at(data.submittedAt) },
    { label: '发布时间', children: at(data.publishedAt) },
    {
      label: '保留次高出价人保证金',
      span: columns,
      children: data.keepRunnerUpDeposit
        ? '保留：成交后出价第二高者的保证金暂不退还，买受人悔拍时可递补给其'
        : '不保留：竞价结束即退还未成交竞买人的保证金',
    },
    {
      label: '公告附件',
      span: columns,
      children: files?.length ? (
        <AttachmentLinks files={files.map((file) => ({ id: file.id, name: file.originalName }))} />
      ) : (
        '-'
      ),
    },
  ];
}

/** The body as saved, each lot's facts, the audit history and who may see the reserve. */
function BulletinBody({
  bulletin: data,
  reader,
  srcOf,
}: {
  bulletin: BulletinView;
  reader: BulletinReader;
  srcOf: (fileId: string) => string | undefined;
}) {
  return (
    <div className="lyp-bulletin-detail">
      {data.status === 'rejected' && data.rejectReason ? (
        <Alert type="error" showIcon title="审核未通过" description={`驳回原因：${data.rejectReason}`} />
      ) : null}
      <Divider titlePlacement="start">公告正文</Divider>
      {/* Sanitized by the server when saved; its pictures read through local copies. */}
      <div
        className="lyp-bulletin-detail__body"
        dangerouslySetInnerHTML={{ __html: withLocalImages(data.bodyHtml, srcOf) }}
      />
      <Divider titlePlacement="start">标的（{data.lots.length}）</Divider>
      {data.lots.map((lot) => (
        <LotFacts
          key={lot.id}
          lot={lot}
          extra={reader === 'seller' ? <ReauctionButton lot={lot} /> : undefined}
        />
      ))}
      <Divider titlePlacement="start">审核记录</Divider>
      <AuditTimeline history={data.history} />
      <Typography.Text type="secondary" className="lyp-bulletin-detail__note">
        {reader === 'seller'
          ? '保留价仅您与平台审核人员可见，竞买人只能看到是否达到保留价。'
          : '保留价仅委托方与平台审核人员可见，竞买人只能看到是否达到保留价。'}
      </Typography.Text>
    </div>
  );
}
