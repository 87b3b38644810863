import { apiUrl } from '@lyp/shared/api/paths';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import {
  BANNER_STATE_LABELS,
  BANNER_STATES,
  type Banner,
  type BannerState,
} from '@lyp/shared/system/banner.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Image, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  ExportButton,
  ListPage,
  type FilterField,
  type ListState,
  type RowAction,
} from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import { call, download, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';
import { BannerForm } from './banner-form';

const STATE_COLORS: Record<BannerState, string> = {
  showing: 'green',
  scheduled: 'blue',
  expired: 'orange',
  disabled: 'default',
};

const FILTERS: FilterField[] = [
  { name: 'title', label: '标题', kind: 'text' },
  {
    name: 'status',
    label: '状态',
    kind: 'select',
    options: BANNER_STATES.map((state) => ({ label: BANNER_STATE_LABELS[state], value: state })),
  },
];

/** The search form's fields that are set: what the list shows, and what the export holds. */
const filtersOf = (state: ListState) => ({
  ...(state.filters.title ? { title: state.filters.title } : {}),
  ...(state.filters.status ? { status: state.filters.status } : {}),
});

const minute = (iso: string) => formatTimestamp(new Date(iso)).slice(0, 16);

function periodText(banner: Banner): string {
  if (!banner.startsAt && !banner.endsAt) return '长期';
  return `${banner.startsAt ? minute(banner.startsAt) : '不限'} 至 ${banner.endsAt ? minute(banner.endsAt) : '不限'}`;
}

/** 轮播图管理: the home page's banners, what each is doing now, and their form. */
export function BannersPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Banner | 'new'>();

  const actions: RowAction<Banner>[] = [
    {
      key: 'edit',
      label: '编辑',
      code: PERMISSIONS.bannerEdit.code,
      onClick: (banner) => setEditing(banner),
    },
    {
      key: 'remove',
      label: '删除',
      code: PERMISSIONS.bannerRemove.code,
      danger: true,
      confirm: (banner) => ({
        title: `确定删除轮播图“${banner.title}”吗？`,
        content: '删除后首页不再展示。',
      }),
      onClick: async (banner) => {
        await call('bannerRemove', { id: banner.id });
        await Promise.all(
          (['bannerPage', 'homeBanners'] as const).map((name) =>
            queryClient.invalidateQueries({ queryKey: queryKeyOf(name) }),
          ),
        );
      },
    },
  ];

  return (
    <>
      <ListPage<Banner>
        title="轮播图管理"
        filters={FILTERS}
        query={(state) =>
          queryOptionsOf('bannerPage', { ...filtersOf(state), current: state.current, size: state.size })
        }
        rowKey="id"
        columns={[
          {
            title: '图片',
            dataIndex: 'imageFileId',
            width: 140,
            render: (id: string, banner) => (
              <Image
                src={apiUrl('filePreview', { id })}
                alt={banner.title}
                width={120}
                height={40}
                style={{ objectFit: 'cover', borderRadius: 4 }}
              />
            ),
          },
          { title: '标题', dataIndex: 'title' },
          {
            title: '链接',
            dataIndex: 'linkUrl',
            render: (link: string | null) =>
              link ? (
                <Typography.Text copyable style={{ maxWidth: 220 }} ellipsis={{ tooltip: link }}>
                  {link}
                </Typography.Text>
              ) : (
                '-'
              ),
          },
          { title: '排序', dataIndex: 'sort', width: 70 },
          { title: '展示时段', key: 'period', render: (_value, banner) => periodText(banner) },
          {
            title: '状态',
            dataIndex: 'state',
            width: 90,
            render: (state: BannerState) => (
              <Tag color={STATE_COLORS[state]}>{BANNER_STATE_LABELS[state]}</Tag>
            ),
          },
        ]}
        toolbar={(state) => (
          <>
            <Can code={PERMISSIONS.bannerExport.code}>
              <ExportButton
                fileName="轮播图管理.xlsx"
                download={() => download('bannerExport', filtersOf(state))}
              />
            </Can>
            <Can code={PERMISSIONS.bannerAdd.code}>
              <Button type="primary" onClick={() => setEditing('new')}>
                新增轮播图
              </Button>
            </Can>
          </>
        )}
        rowActions={actions}
      />
      <BannerForm editing={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
