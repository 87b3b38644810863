import { PlusOutlined } from '@ant-design/icons';
import type { EndpointData } from '@lyp/shared/api/endpoints';
import {
  BULLETIN_STATUSES,
  type BulletinStatus,
  type BulletinSummary,
} from '@lyp/shared/auction/bulletin.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Grid, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ExportButton, ListPage, useListUrlState, type ListState } from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import { ROUTES } from '../../../config/paths';
import { useFeedback } from '../../../lib/feedback';
import { bulletinListQuery, exportBulletins, refreshBulletins } from '../api/bulletin-api';
import type { PublishingDeps } from '../publishing-deps';
import { BULLETIN_COLUMNS } from './bulletin-columns';
import { BulletinDetailDrawer } from './bulletin-detail-drawer';
import { bulletinRowActions } from './bulletin-row-actions';
import { ALL, BulletinStatusBar } from './bulletin-status-bar';
import { CertificationAlert } from './certification-alert';
import { PreviewModal } from './preview-modal';
import '../styles/publishing.css';

const editorPath = (id?: number) => (id ? `${ROUTES.noticeEditor.path}?id=${id}` : ROUTES.noticeEditor.path);

/** The URL's status, if it is one (a hand-edited link must not make the server refuse the list). */
const statusOf = (text: string | undefined): BulletinStatus | undefined =>
  BULLETIN_STATUSES.find((status) => status === text);

const listBody = (state: ListState) => {
  const status = statusOf(state.filters.status);
  return {
    current: state.current,
    size: state.size,
    ...(status ? { status } : {}),
    ...(state.filters.keyword ? { keyword: state.filters.keyword } : {}),
  };
};

/** 信息发布: the organisation's bulletins by status, and what the seller may do with each. */
export function createInfoReleasePage(deps: PublishingDeps) {
  return function InfoReleasePage() {
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const { message } = useFeedback();
    const { state, setFilters } = useListUrlState();
    // On a phone the fixed 操作 column wraps its links instead of taking half the screen.
    const wideScreen = Grid.useBreakpoint().md ?? true;
    const [viewing, setViewing] = useState<number>();
    const [previewing, setPreviewing] = useState<number>();
    // The same entry ListPage reads (same key): the tabs' counts come with the page, not again.
    const list = useQuery({ ...bulletinListQuery(listBody(state)), placeholderData: keepPreviousData });
    const counts = list.data?.counts;
    const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;

    const actions = bulletinRowActions({
      view: setViewing,
      edit: (id) => void navigate(editorPath(id)),
      preview: setPreviewing,
      act: async (done, run) => {
        await run();
        void message.success(done);
        await refreshBulletins(queryClient);
      },
    });
    const publishButton = <PublishButton onClick={() => void navigate(editorPath())} />;
    const nothingYet = total === 0 && !state.filters.keyword;

    return (
      <Flex vertical gap={16} className="lyp-info-release">
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            信息发布
          </Typography.Title>
          <Flex gap={8} wrap>
            {!nothingYet && <ExportBulletins state={state} />}
            {publishButton}
          </Flex>
        </Flex>
        <CertificationAlert />
        {nothingYet ? (
          <Empty
            className="lyp-info-release__empty"
            description="还没有竞价公告。发布一个公告，把您的标的交给竞买人。"
          >
            {publishButton}
          </Empty>
        ) : (
          <>
            <BulletinStatusBar
              state={state}
              setFilters={setFilters}
              activeTab={statusOf(state.filters.status) ?? ALL}
              counts={counts}
              total={total}
            />
            <ListPage<BulletinSummary, EndpointData<'bulletinList'>, readonly unknown[]>
              query={(listState) => bulletinListQuery(listBody(listState))}
              rowKey="id"
              columns={BULLETIN_COLUMNS}
              rowActions={actions}
              actionsWidth={wideScreen ? 200 : 96}
            />
          </>
        )}
        <BulletinDetailDrawer
          bulletinId={viewing}
          onClose={() => setViewing(undefined)}
          onPreview={(id) => setPreviewing(id)}
        />
        <PreviewModal bulletinId={previewing} onClose={() => setPreviewing(undefined)} deps={deps} />
      </Flex>
    );
  };
}

function PublishButton({ onClick }: { onClick: () => void }) {
  return (
    <Can code={PERMISSIONS.bulletinAdd.code}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
        发布公告
      </Button>
    </Can>
  );
}

/** The list as filtered now (status, keyword), every page of it. */
function ExportBulletins({ state }: { state: ListState }) {
  return (
    <Can code={PERMISSIONS.bulletinExport.code}>
      <ExportButton
        fileName="竞价公告.xlsx"
        download={() => {
          const { current: _current, size: _size, ...filters } = listBody(state);
          return exportBulletins(filters);
        }}
      />
    </Can>
  );
}
