import { API_PATHS } from '@lyp/shared/api/paths';
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
} from '@lyp/shared/dict/dict.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/respond';
import type { DictService } from './dict.service';

const tags = ['数据字典'];

export const dictRoutes: FastifyPluginAsyncZod<{ dicts: DictService }> = async (app, { dicts }) => {
  app.post(
    API_PATHS.dictTypeList,
    {
      config: { access: PERMISSIONS.dictView },
      schema: {
        tags,
        summary: '字典类型列表（不分页）',
        body: dictTypeListBodySchema.default({}),
        response: { 200: dictTypeListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await dicts.listTypes(request.body.keyword)),
  );

  app.post(
    API_PATHS.dictTypeAdd,
    {
      config: { access: PERMISSIONS.dictAdd },
      schema: {
        tags,
        summary: '新增字典类型',
        body: dictTypeAddBodySchema,
        response: { 200: dictTypeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await dicts.addType(request.body), '字典类型已新增'),
  );

  app.post(
    API_PATHS.dictTypeEdit,
    {
      config: { access: PERMISSIONS.dictEdit },
      schema: {
        tags,
        summary: '编辑字典类型',
        body: dictTypeEditBodySchema,
        response: { 200: dictTypeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await dicts.editType(request.body), '字典类型已保存'),
  );

  app.get(
    API_PATHS.dictTypeRemove,
    {
      config: { access: PERMISSIONS.dictRemove },
      schema: {
        tags,
        summary: '删除字典类型（须先删除其字典项；系统字典不可删除）',
        params: dictRemoveParamsSchema,
        response: { 200: dictRemoveResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await dicts.removeType(request.params.id);
      return ok(null, '字典类型已删除');
    },
  );

  app.post(
    API_PATHS.dictItemList,
    {
      config: { access: PERMISSIONS.dictView },
      schema: {
        tags,
        summary: '字典项分页列表',
        body: dictItemListBodySchema,
        response: { 200: dictItemListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await dicts.listItems(request.body)),
  );

  app.post(
    API_PATHS.dictItemsByCodes,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '按字典编码批量获取启用的字典项（下拉选项）',
        body: dictItemsByCodesBodySchema,
        response: { 200: dictItemsByCodesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await dicts.optionsByCodes(request.body.codes)),
  );

  app.post(
    API_PATHS.dictItemAdd,
    {
      config: { access: PERMISSIONS.dictAdd },
      schema: {
        tags,
        summary: '新增字典项',
        body: dictItemAddBodySchema,
        response: { 200: dictItemResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await dicts.addItem(request.body), '字典项已新增'),
  );

  app.post(
    API_PATHS.dictItemEdit,
    {
      config: { access: PERMISSIONS.dictEdit },
      schema: {
        tags,
        summary: '编辑字典项',
        body: dictItemEditBodySchema,
        response: { 200: dictItemResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await dicts.editItem(request.body), '字典项已保存'),
  );

  app.get(
    API_PATHS.dictItemRemove,
    {
      config: { access: PERMISSIONS.dictRemove },
      schema: {
        tags,
        summary: '删除字典项（系统字典的字典项只能停用）',
        params: dictRemoveParamsSchema,
        response: { 200: dictRemoveResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await dicts.removeItem(request.params.id);
      return ok(null, '字典项已删除');
    },
  );
};
