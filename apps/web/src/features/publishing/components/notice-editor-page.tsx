import { BULLETIN_STATUS_LABELS, type BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Result, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/feedback/query-error';
import { ROUTES } from '../../../config/paths';
import { attachmentsQuery, bulletinQuery } from '../api/bulletin-api';
import { isEditable } from '../lib/bulletin-actions';
import { fromBulletinView, newBulletinValues } from '../lib/bulletin-form-values';
import type { PublishingDeps } from '../publishing-deps';
import { BulletinForm } from './bulletin-form';
import { BulletinStatusTag } from './bulletin-status-tag';
import { CertificationAlert } from './certification-alert';
import { ReauctionNotes } from './lot-lineage-facts';
import { PreviewModal } from './preview-modal';
import '../styles/publishing.css';

const idOf = (text: string | null) => {
  const id = Number(text);
  return text !== null && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

const backLink = (
  <Link to={ROUTES.infoRelease.path}>
    <Button>返回信息发布</Button>
  </Link>
);

/**
 * 发布公告 / 编辑公告 (`?id=` to edit). The form is mounted once per bulletin opened: the URL
 * the form itself sets after saving a new one (state keepForm) does not start it over.
 */
export function createNoticeEditorPage(deps: PublishingDeps) {
  return function NoticeEditorPage() {
    const [params] = useSearchParams();
    const location = useLocation();
    const urlId = idOf(params.get('id'));
    const keepForm = (location.state as { keepForm?: boolean } | null)?.keepForm === true;
    const [session, setSession] = useState({ key: 0, id: urlId });
    if (!keepForm && session.id !== urlId) setSession({ key: session.key + 1, id: urlId });
    // The form starts from the bulletin it was opened with (session); the header follows the
    // URL, so after a new bulletin's first save it shows its number and status (from the cache).
    const editing = session.id !== undefined;
    const bulletin = useQuery({ ...bulletinQuery(urlId ?? 0), enabled: urlId !== undefined });
    const files = useQuery({ ...attachmentsQuery(session.id ?? 0), enabled: editing });

    if (params.get('id') !== null && urlId === undefined)
      return <Result status="404" title="公告不存在" subTitle="链接中的公告编号不正确。" extra={backLink} />;
    if (urlId !== undefined && bulletin.isError)
      return (
        <Flex vertical align="center">
          <QueryError title="公告加载失败" error={bulletin.error} onRetry={() => void bulletin.refetch()} />
          {backLink}
        </Flex>
      );
    if ((editing && (!bulletin.data || files.isLoading)) || (urlId !== undefined && !bulletin.data))
      return <Skeleton active paragraph={{ rows: 14 }} />;

    const view = bulletin.data;
    if (view && !isEditable(view.status)) return <NotEditable view={view} deps={deps} />;

    const initialValues =
      view && editing
        ? fromBulletinView(
            view,
            (files.data ?? []).map((file) => ({ id: file.id, name: file.originalName })),
          )
        : newBulletinValues();
    return (
      <Flex vertical gap={16} className="lyp-notice-editor">
        <EditorHeader view={view} />
        <BulletinForm key={session.key} initialId={session.id} initialValues={initialValues} deps={deps} />
      </Flex>
    );
  };
}

/** 编辑公告 / 发布公告 with the bulletin's number and status, and why it came back if it did. */
function EditorHeader({ view }: { view: BulletinView | undefined }) {
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {view ? '编辑公告' : '发布公告'}
          </Typography.Title>
          {view ? <BulletinStatusTag status={view.status} /> : null}
          {view ? <Typography.Text type="secondary">{view.bulletinNo}</Typography.Text> : null}
        </Space>
        <Link to={ROUTES.infoRelease.path}>返回信息发布</Link>
      </Flex>
      <CertificationAlert />
      {view?.status === 'rejected' && view.rejectReason ? (
        <Alert
          type="error"
          showIcon
          title="审核未通过"
          description={`驳回原因：${view.rejectReason}。请按原因修改后重新提交审核。`}
        />
      ) : null}
      {view?.status === 'withdrawn' ? (
        <Alert type="info" showIcon title="公告已撤回：修改保存后回到草稿，需重新提交审核。" />
      ) : null}
      {view ? <ReauctionNotes lots={view.lots} /> : null}
    </>
  );
}

/** A bulletin under review or published: say why it cannot be changed; it can still be previewed. */
function NotEditable({ view, deps }: { view: BulletinView; deps: PublishingDeps }) {
  const [previewing, setPreviewing] = useState<number>();
  return (
    <>
      <Result
        status="info"
        title={`该公告当前为「${BULLETIN_STATUS_LABELS[view.status]}」，不能修改`}
        subTitle="只有草稿、已驳回或已撤回的公告可以修改；待审核或未开始竞价的已发布公告可先撤回再修改。"
        extra={
          <Space wrap>
            <Button onClick={() => setPreviewing(view.id)}>预览</Button>
            {backLink}
          </Space>
        }
      />
      <PreviewModal bulletinId={previewing} onClose={() => setPreviewing(undefined)} deps={deps} />
    </>
  );
}
