import type { BulletinPreview } from '@lyp/shared/auction/market.schemas';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../components/back-office/error-message';
import { QueryError } from '../../../components/feedback/query-error';
import { bulletinPreviewQuery, downloadFile, type BulletinReader } from '../api/bulletin-api';
import { previewViewsQuery } from '../api/preview-views';
import { useFileImages } from '../hooks/use-file-images';
import { bodyImageIds } from '../lib/body-images';
import type { PreviewFileLinks, PreviewViews, PublishingDeps } from '../publishing-deps';
import { useFeedback } from '../../../lib/feedback';

const NOTICE_TAB = 'notice';
const lotTab = (lotId: number) => `lot-${lotId}`;

/** Every picture the public pages will show: the body's, each lot's cover and gallery. */
function imageIdsOf({ bulletin, lots }: BulletinPreview): string[] {
  return [
    ...bodyImageIds(bulletin.bodyHtml),
    ...bulletin.lots.flatMap((lot) => (lot.coverFileId ? [lot.coverFileId] : [])),
    ...lots.flatMap((lot) => lot.images.map((image) => image.id)),
  ];
}

function PreviewTabs({ preview, views }: { preview: BulletinPreview; views: PreviewViews }) {
  const { message } = useFeedback();
  const [active, setActive] = useState(NOTICE_TAB);
  const srcOf = useFileImages(imageIdsOf(preview));
  const links: PreviewFileLinks = {
    imageSrc: srcOf,
    openFile: (file) => void downloadFile(file).catch((error: unknown) => message.error(errorMessage(error))),
  };
  const { NoticePreview, LotPreview } = views;
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      className="lyp-preview-tabs"
      items={[
        {
          key: NOTICE_TAB,
          label: '公告页',
          children: (
            <NoticePreview
              bulletin={preview.bulletin}
              links={links}
              onOpenLot={(lotId) => setActive(lotTab(lotId))}
            />
          ),
        },
        ...preview.lots.map((lot, index) => ({
          key: lotTab(lot.id),
          label: (
            <span
              className="lyp-preview-tabs__lot"
              title={lot.title}
            >{`标的 ${index + 1}：${lot.title}`}</span>
          ),
          children: <LotPreview lot={lot} links={links} onOpenBulletin={() => setActive(NOTICE_TAB)} />,
        })),
      ]}
    />
  );
}

/**
 * 预览: the bulletin and each lot exactly as their public pages will show them, rendered by
 * those pages' own views (handed in by app/), from the server's preview answer.
 */
export function PreviewModal(props: {
  bulletinId: number | undefined;
  onClose: () => void;
  deps: PublishingDeps;
  reader?: BulletinReader;
}) {
  const { bulletinId, onClose, deps, reader = 'seller' } = props;
  const open = bulletinId !== undefined;
  const preview = useQuery({
    ...bulletinPreviewQuery(bulletinId ?? 0, reader),
    enabled: open,
    staleTime: 0,
  });
  const views = useQuery({ ...previewViewsQuery(deps.loadPreviewViews), enabled: open });
  const failed = preview.error ?? views.error;
  const status = preview.data?.bulletin.status;
  const isPublic = status === 'published' || status === 'bidding' || status === 'ended';

  return (
    <Modal
      title="预览"
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭预览</Button>}
      width={1240}
      className="lyp-preview-modal"
      destroyOnHidden
      centered={false}
    >
      {failed ? (
        <QueryError
          variant="inline"
          // The views are code: a failed chunk usually needs the page reloaded, not just a retry.
          title={views.error ? '预览页面加载失败，请刷新后重试' : undefined}
          error={failed}
          onRetry={() => {
            void preview.refetch();
            void views.refetch();
          }}
        />
      ) : preview.data && views.data ? (
        <>
          <Alert
            className="lyp-preview-note"
            type="info"
            showIcon
            title={
              isPublic
                ? '以下为公众看到的公告页与标的页。'
                : reader === 'auditor'
                  ? '以下为审核通过后公众将看到的公告页与标的页。'
                  : '以下为发布后公众将看到的公告页与标的页；公告审核通过前，仅您可见。'
            }
          />
          <PreviewTabs key={bulletinId} preview={preview.data} views={views.data} />
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </Modal>
  );
}
