import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { BANNER_STATE_LABELS, BANNER_STATES, type Banner } from '@lyp/shared/system/banner.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ListPage,
  ListToolbar,
  type FilterField,
  type ListState,
  type RowAction,
} from '../../../components/back-office';
import { bannerPageQuery, exportBanners, refreshBanners, removeBanner } from './api/banners';
import { BANNER_COLUMNS } from './banner-columns';
import { BannerForm } from './banner-form';

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
        await removeBanner(banner.id);
        await refreshBanners(queryClient);
      },
    },
  ];

  return (
    <>
      <ListPage<Banner>
        title="轮播图管理"
        filters={FILTERS}
        query={(state) => bannerPageQuery({ ...filtersOf(state), current: state.current, size: state.size })}
        rowKey="id"
        columns={BANNER_COLUMNS}
        toolbar={(state) => (
          <ListToolbar
            exportAs={{
              code: PERMISSIONS.bannerExport.code,
              fileName: '轮播图管理.xlsx',
              download: () => exportBanners(filtersOf(state)),
            }}
            add={{ code: PERMISSIONS.bannerAdd.code, label: '新增轮播图', onClick: () => setEditing('new') }}
          />
        )}
        rowActions={actions}
      />
      <BannerForm editing={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
