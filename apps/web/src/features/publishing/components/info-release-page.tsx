import { PlusOutlined } from '@ant-design/icons';
import type { EndpointData } from '@lyp/shared/api/endpoints';
import {
  BULLETIN_STATUS_LABELS,
  BULLETIN_STATUSES,
  type BulletinStatus,
  type BulletinSummary,
} from '@lyp/shared/auction/bulletin.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Grid, Input, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ExportButton,
  ListPage,
  useListUrlState,
  type ListState,
  type RowAction,
} from '../../../components/back-office';
import { download } from '../../../lib/api-call';
import { Can } from '../../../components/permission/can';
import { ROUTES } from '../../../config/paths';
import { bulletinApi, bulletinListQuery, refreshBulletins } from '../api/bulletin-api';
import { canWithdraw, isEditable, STATUS_TABS } from '../lib/bulletin-actions';
import type { PublishingDeps } from '../publishing-deps';
import { BULLETIN_COLUMNS } from './bulletin-columns';
import { BulletinDetailDrawer } from './bulletin-detail-drawer';
import { CertificationAlert } from './certification-alert';
import { PreviewModal } from './preview-modal';
import '../styles/publishing.css';
import { useFeedback } from '../../../lib/feedback';

const ALL = 'all';
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
    const [keyword, setKeyword] = useState(state.filters.keyword ?? '');
    // The same entry ListPage reads (same key): the tabs' counts come with the page, not again.
    const list = useQuery({ ...bulletinListQuery(listBody(state)), placeholderData: keepPreviousData });
    const counts = list.data?.counts;
    const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;

    // Back and Forward change the URL under the search box: show what it holds.
    const urlKeyword = state.filters.keyword ?? '';
    useEffect(() => setKeyword(urlKeyword), [urlKeyword]);

    const act = async (done: string, run: () => Promise<unknown>) => {
      await run();
      void message.success(done);
      await refreshBulletins(queryClient);
    };

    const actions: RowAction<BulletinSummary>[] = [
      {
        key: 'view',
        label: '查看',
        code: PERMISSIONS.bulletinView.code,
        onClick: (row) => setViewing(row.id),
      },
      {
        key: 'edit',
        label: '编辑',
        code: PERMISSIONS.bulletinEdit.code,
        hidden: (row) => !isEditable(row.status),
        onClick: (row) => void navigate(editorPath(row.id)),
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
        onClick: (row) => setPreviewing(row.id),
      },
    ];

    const publishButton = (
      <Can code={PERMISSIONS.bulletinAdd.code}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(editorPath())}>
          发布公告
        </Button>
      </Can>
    );
    const activeTab = statusOf(state.filters.status) ?? ALL;
    const tabLabel = (label: string, count: number | undefined) =>
      count === undefined ? label : `${label} (${count})`;
    const nothingYet = total === 0 && !state.filters.keyword;

    return (
      <Flex vertical gap={16} className="lyp-info-release">
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            信息发布
          </Typography.Title>
          <Flex gap={8} wrap>
            {!nothingYet && (
              <Can code={PERMISSIONS.bulletinExport.code}>
                <ExportButton
                  fileName="竞价公告.xlsx"
                  download={() => {
                    const { current: _current, size: _size, ...filters } = listBody(state);
                    return download('bulletinExport', filters);
                  }}
                />
              </Can>
            )}
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
            <Flex justify="space-between" align="center" wrap gap={8} className="lyp-info-release__bar">
              <Tabs
                className="lyp-info-release__tabs"
                activeKey={activeTab}
                onChange={(key) => setFilters({ ...state.filters, status: key === ALL ? undefined : key })}
                items={[
                  { key: ALL, label: tabLabel('全部', total) },
                  ...STATUS_TABS.map((status) => ({
                    key: status,
                    label: tabLabel(BULLETIN_STATUS_LABELS[status], counts?.[status]),
                  })),
                ]}
              />
              <Input.Search
                className="lyp-info-release__search"
                allowClear
                placeholder="搜索公告标题或编号"
                aria-label="搜索公告"
                value={keyword}
                onChange={(event) => setKeyword(event.target.value)}
                onSearch={(value) => setFilters({ ...state.filters, keyword: value.trim() || undefined })}
              />
            </Flex>
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
