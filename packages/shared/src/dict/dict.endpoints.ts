import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  dictItemAddBodySchema,
  dictItemEditBodySchema,
  dictItemListBodySchema,
  dictItemListResponseSchema,
  dictItemResponseSchema,
  dictItemsByCodesBodySchema,
  dictItemsByCodesResponseSchema,
  dictRemoveParamsSchema,
  dictRemoveResponseSchema,
  dictTypeAddBodySchema,
  dictTypeEditBodySchema,
  dictTypeListBodySchema,
  dictTypeListResponseSchema,
  dictTypeResponseSchema,
} from './dict.schemas';

export const dictEndpoints = defineEndpoints('数据字典', {
  dictTypeList: {
    access: PERMISSIONS.dictView,
    summary: '字典类型列表（不分页）',
    body: dictTypeListBodySchema.default({}),
    response: dictTypeListResponseSchema,
  },
  dictTypeAdd: {
    access: PERMISSIONS.dictAdd,
    summary: '新增字典类型',
    body: dictTypeAddBodySchema,
    response: dictTypeResponseSchema,
  },
  dictTypeEdit: {
    access: PERMISSIONS.dictEdit,
    summary: '编辑字典类型',
    body: dictTypeEditBodySchema,
    response: dictTypeResponseSchema,
  },
  dictTypeRemove: {
    access: PERMISSIONS.dictRemove,
    summary: '删除字典类型（须先删除其字典项；系统字典不可删除）',
    params: dictRemoveParamsSchema,
    response: dictRemoveResponseSchema,
  },
  dictItemList: {
    access: PERMISSIONS.dictView,
    summary: '字典项分页列表',
    body: dictItemListBodySchema,
    response: dictItemListResponseSchema,
  },
  dictExport: {
    access: PERMISSIONS.dictExport,
    summary: '按当前查询条件导出一个字典类型的字典项（.xlsx）',
    body: dictItemListBodySchema,
  },
  dictItemsByCodes: {
    access: 'public',
    summary: '按字典编码批量获取启用的字典项（下拉选项）',
    body: dictItemsByCodesBodySchema,
    response: dictItemsByCodesResponseSchema,
  },
  dictItemAdd: {
    access: PERMISSIONS.dictAdd,
    summary: '新增字典项',
    body: dictItemAddBodySchema,
    response: dictItemResponseSchema,
  },
  dictItemEdit: {
    access: PERMISSIONS.dictEdit,
    summary: '编辑字典项',
    body: dictItemEditBodySchema,
    response: dictItemResponseSchema,
  },
  dictItemRemove: {
    access: PERMISSIONS.dictRemove,
    summary: '删除字典项（系统字典的字典项只能停用）',
    params: dictRemoveParamsSchema,
    response: dictRemoveResponseSchema,
  },
});
