import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  bannerAddBodySchema,
  bannerEditBodySchema,
  bannerIdParamsSchema,
  bannerPageBodySchema,
  bannerPageResponseSchema,
  bannerRemoveResponseSchema,
  bannerResponseSchema,
  homeBannersResponseSchema,
} from './banner.schemas';

export const bannerEndpoints = defineEndpoints('轮播图', {
  bannerPage: {
    access: PERMISSIONS.bannerView,
    summary: '轮播图分页列表（按标题、状态筛选）',
    body: bannerPageBodySchema,
    response: bannerPageResponseSchema,
  },
  bannerExport: {
    access: PERMISSIONS.bannerExport,
    summary: '按当前查询条件导出轮播图（.xlsx，边查边写）',
    body: bannerPageBodySchema,
  },
  bannerAdd: {
    access: PERMISSIONS.bannerAdd,
    summary: '新增轮播图（图片须为本人上传的 jpg、png 文件）',
    body: bannerAddBodySchema,
    response: bannerResponseSchema,
  },
  bannerEdit: {
    access: PERMISSIONS.bannerEdit,
    summary: '编辑轮播图',
    body: bannerEditBodySchema,
    response: bannerResponseSchema,
  },
  bannerRemove: {
    access: PERMISSIONS.bannerRemove,
    summary: '删除轮播图',
    params: bannerIdParamsSchema,
    response: bannerRemoveResponseSchema,
  },
  homeBanners: {
    access: 'public',
    summary: '首页轮播图：已启用且在展示时段内的，按排序',
    response: homeBannersResponseSchema,
  },
});
